-- CreateIndex
CREATE INDEX "Sermon_status_startedAt_idx" ON "Sermon"("status", "startedAt");

-- CreateIndex
CREATE INDEX "Sermon_status_organisationId_idx" ON "Sermon"("status", "organisationId");
