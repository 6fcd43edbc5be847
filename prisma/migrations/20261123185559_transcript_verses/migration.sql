-- CreateTable
CREATE TABLE "TranscriptVerse" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "sermonId" TEXT NOT NULL,
    "afterSeq" INTEGER NOT NULL,
    "language" TEXT NOT NULL,
    "osis" TEXT NOT NULL,
    "reference" TEXT NOT NULL,
    "bible" TEXT NOT NULL,
    "machineTranslated" BOOLEAN NOT NULL DEFAULT false,
    "text" TEXT NOT NULL,
    CONSTRAINT "TranscriptVerse_sermonId_fkey" FOREIGN KEY ("sermonId") REFERENCES "Sermon" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "TranscriptVerse_sermonId_language_idx" ON "TranscriptVerse"("sermonId", "language");
