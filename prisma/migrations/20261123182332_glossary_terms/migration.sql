-- AlterTable
ALTER TABLE "Organisation" ADD COLUMN "libreTranslateKeyEnc" TEXT;

-- CreateTable
CREATE TABLE "GlossaryTerm" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "organisationId" TEXT NOT NULL,
    "term" TEXT NOT NULL,
    "keep" BOOLEAN NOT NULL DEFAULT false,
    "renderings" TEXT NOT NULL DEFAULT '{}',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "GlossaryTerm_organisationId_fkey" FOREIGN KEY ("organisationId") REFERENCES "Organisation" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "GlossaryTerm_organisationId_term_key" ON "GlossaryTerm"("organisationId", "term");
