-- DropIndex
DROP INDEX "ListenerSession_userId_idx";

-- CreateIndex
CREATE INDEX "ListenerSession_userId_sermonId_idx" ON "ListenerSession"("userId", "sermonId");

-- CreateIndex
CREATE INDEX "Sermon_id_organisationId_startedAt_idx" ON "Sermon"("id", "organisationId", "startedAt");
