-- CreateTable
CREATE TABLE "MemoryEntry" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "organisationId" TEXT NOT NULL,
    "sourceLanguage" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "sourceKey" TEXT NOT NULL,
    "targetLanguage" TEXT NOT NULL,
    "rendering" TEXT NOT NULL,
    "origin" TEXT NOT NULL DEFAULT 'manual',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "MemoryEntry_organisationId_fkey" FOREIGN KEY ("organisationId") REFERENCES "Organisation" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "MemoryEntry_organisationId_updatedAt_idx" ON "MemoryEntry"("organisationId", "updatedAt");

-- CreateIndex
CREATE UNIQUE INDEX "MemoryEntry_organisationId_sourceLanguage_targetLanguage_sourceKey_key" ON "MemoryEntry"("organisationId", "sourceLanguage", "targetLanguage", "sourceKey");
