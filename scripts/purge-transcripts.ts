// npm run purge:transcripts — removes the text of every sermon older than its church's chosen
// retention (30 days, 90 days, a year; "always" keeps it) and keeps its counts, so the dashboard
// still adds up (decision 057). Safe to run repeatedly; run it daily, like purge:deletions.
import { prisma } from "#app/utils/db.server.ts";
import { purgeExpiredTranscripts } from "#app/features/care/retention.server.ts";

console.log(JSON.stringify(await purgeExpiredTranscripts()));
await prisma.$disconnect();
