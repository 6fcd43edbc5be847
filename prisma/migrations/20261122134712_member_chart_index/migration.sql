-- DropIndex
DROP INDEX "User_userType_createdAt_idx";

-- CreateIndex
CREATE INDEX "User_userType_createdAt_faithLevel_referralSource_primaryLanguage_organisationId_idx" ON "User"("userType", "createdAt", "faithLevel", "referralSource", "primaryLanguage", "organisationId");
