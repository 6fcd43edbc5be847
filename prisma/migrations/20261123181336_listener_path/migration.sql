-- AlterTable
ALTER TABLE "ListenerSession" ADD COLUMN "guestId" TEXT;

-- AlterTable
ALTER TABLE "Salvation" ADD COLUMN "guestId" TEXT;

-- AlterTable
ALTER TABLE "TranscriptSegment" ADD COLUMN "offsetMs" INTEGER;

-- CreateTable
CREATE TABLE "GuestContact" (
    "guestId" TEXT NOT NULL,
    "organisationId" TEXT NOT NULL,
    "name" TEXT,
    "email" TEXT,
    "phone" TEXT,
    "consentAt" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("guestId", "organisationId")
);

-- CreateTable
CREATE TABLE "SermonDisplay" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "sermonId" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revokedAt" DATETIME
);

-- AlterTable (added columns, not a table rebuild: other branches' migrations also touch Organisation)
ALTER TABLE "Organisation" ADD COLUMN "requireSignIn" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "Organisation" ADD COLUMN "joinCode" TEXT;
CREATE UNIQUE INDEX "Organisation_joinCode_key" ON "Organisation"("joinCode");

-- CreateIndex
CREATE UNIQUE INDEX "SermonDisplay_tokenHash_key" ON "SermonDisplay"("tokenHash");

-- CreateIndex
CREATE INDEX "SermonDisplay_sermonId_idx" ON "SermonDisplay"("sermonId");

-- CreateIndex
CREATE INDEX "ListenerSession_guestId_idx" ON "ListenerSession"("guestId");

-- CreateIndex
CREATE INDEX "Salvation_guestId_idx" ON "Salvation"("guestId");
