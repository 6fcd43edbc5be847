-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_MemoryEntry" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "organisationId" TEXT NOT NULL,
    "sourceLanguage" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "sourceKey" TEXT NOT NULL,
    "targetLanguage" TEXT NOT NULL,
    "rendering" TEXT NOT NULL,
    "origin" TEXT NOT NULL DEFAULT 'manual',
    "originSermonId" TEXT,
    "originUserId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "MemoryEntry_originSermonId_fkey" FOREIGN KEY ("originSermonId") REFERENCES "Sermon" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "MemoryEntry_originUserId_fkey" FOREIGN KEY ("originUserId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "MemoryEntry_organisationId_fkey" FOREIGN KEY ("organisationId") REFERENCES "Organisation" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_MemoryEntry" ("createdAt", "id", "organisationId", "origin", "rendering", "source", "sourceKey", "sourceLanguage", "targetLanguage", "updatedAt") SELECT "createdAt", "id", "organisationId", "origin", "rendering", "source", "sourceKey", "sourceLanguage", "targetLanguage", "updatedAt" FROM "MemoryEntry";
DROP TABLE "MemoryEntry";
ALTER TABLE "new_MemoryEntry" RENAME TO "MemoryEntry";
CREATE INDEX "MemoryEntry_organisationId_updatedAt_idx" ON "MemoryEntry"("organisationId", "updatedAt");
CREATE UNIQUE INDEX "MemoryEntry_organisationId_sourceLanguage_targetLanguage_sourceKey_key" ON "MemoryEntry"("organisationId", "sourceLanguage", "targetLanguage", "sourceKey");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
