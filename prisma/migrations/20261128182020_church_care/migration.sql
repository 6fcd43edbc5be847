-- A church's care (issue 42): how long transcripts are kept, where follow-ups are e-mailed, the words
-- never shown; a guest's prayer request and follow-up state; what the retention purge removed.
-- Columns are added in place rather than by redefining the tables, as Prisma's diff would: dropping
-- "Organisation" would drop its aggregate trigger (as with "Sermon" in …_sermon_event).
ALTER TABLE "Organisation" ADD COLUMN "transcriptRetentionDays" INTEGER;
ALTER TABLE "Organisation" ADD COLUMN "followUpEmail" TEXT;
ALTER TABLE "Organisation" ADD COLUMN "maskedWords" TEXT NOT NULL DEFAULT '';

ALTER TABLE "GuestContact" ADD COLUMN "prayerRequest" TEXT;
ALTER TABLE "GuestContact" ADD COLUMN "language" TEXT;
ALTER TABLE "GuestContact" ADD COLUMN "faithLevel" TEXT;
ALTER TABLE "GuestContact" ADD COLUMN "prayerTranslated" TEXT;
ALTER TABLE "GuestContact" ADD COLUMN "followUpState" TEXT NOT NULL DEFAULT 'new';

CREATE TABLE "TranscriptPurge" (
    "sermonId" TEXT NOT NULL PRIMARY KEY,
    "purgedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lines" INTEGER NOT NULL,
    "words" INTEGER NOT NULL,
    "languages" INTEGER NOT NULL,
    CONSTRAINT "TranscriptPurge_sermonId_fkey" FOREIGN KEY ("sermonId") REFERENCES "Sermon" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
