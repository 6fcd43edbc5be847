-- The event (service) a sermon belongs to (issue 28). Added in place rather than by redefining the
-- table, as Prisma's diff would: dropping "Sermon" would drop the rollup and aggregate triggers on it.
ALTER TABLE "Sermon" ADD COLUMN "eventId" TEXT REFERENCES "Event" ("id") ON DELETE SET NULL ON UPDATE CASCADE;
CREATE INDEX "Sermon_eventId_idx" ON "Sermon"("eventId");
