// npm run purge:deletions — carries out every account-deletion request still pending after 29
// days, so the privacy policy's 30 days hold even when nobody reviews. Safe to run repeatedly
// (run it daily from cron or a scheduler).
import { prisma } from "#app/utils/db.server.ts";
import { purgeOverdueDeletions, tellRequester } from "#app/features/accounts/deletion.server.ts";
import { fixedT } from "#app/utils/i18n.server.ts";

const done = await purgeOverdueDeletions();
for (const requester of done) {
  await tellRequester(requester, await fixedT(requester.language), "approved").catch((error) =>
    console.error(`Could not e-mail ${requester.email}`, error),
  );
}
console.log(JSON.stringify({ purged: done.length }));
await prisma.$disconnect();
