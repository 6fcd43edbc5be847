-- AlterTable
ALTER TABLE "TranscriptSegment" ADD COLUMN "sourceLanguage" TEXT;
