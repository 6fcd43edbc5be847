-- CreateTable
CREATE TABLE "Bible" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "organisationId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "language" TEXT NOT NULL,
    "licence" TEXT NOT NULL,
    "books" TEXT NOT NULL,
    "verseCount" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Bible_organisationId_fkey" FOREIGN KEY ("organisationId") REFERENCES "Organisation" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "OrganisationBible" (
    "organisationId" TEXT NOT NULL,
    "language" TEXT NOT NULL,
    "bibleId" TEXT,
    "shippedId" TEXT,

    PRIMARY KEY ("organisationId", "language"),
    CONSTRAINT "OrganisationBible_organisationId_fkey" FOREIGN KEY ("organisationId") REFERENCES "Organisation" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "OrganisationBible_bibleId_fkey" FOREIGN KEY ("bibleId") REFERENCES "Bible" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- A plain ADD COLUMN instead of Prisma's table rebuild: a rebuild lists every column it knows of,
-- so it would drop columns other migrations of this round add to Organisation.
ALTER TABLE "Organisation" ADD COLUMN "scriptureMode" TEXT NOT NULL DEFAULT 'show';

-- CreateIndex
CREATE INDEX "Bible_organisationId_idx" ON "Bible"("organisationId");
