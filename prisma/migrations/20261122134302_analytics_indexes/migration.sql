-- DropIndex
DROP INDEX "ListenerSession_sermonId_idx";

-- DropIndex
DROP INDEX "User_organisationId_userType_idx";

-- CreateIndex
CREATE INDEX "ListenerSession_sermonId_startedAt_endedAt_userId_language_idx" ON "ListenerSession"("sermonId", "startedAt", "endedAt", "userId", "language");

-- CreateIndex
CREATE INDEX "User_organisationId_userType_createdAt_idx" ON "User"("organisationId", "userType", "createdAt");

-- CreateIndex
CREATE INDEX "User_userType_createdAt_idx" ON "User"("userType", "createdAt");
