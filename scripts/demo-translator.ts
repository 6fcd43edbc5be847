// npm start, with LIBRETRANSLATE_URL set: the demo organisation (admin@example.org's) uses that
// LibreTranslate server, so all seven live languages are translated without a cloud key. Only
// an organisation still on the default (Apertium) is switched; a church's own choice stays.
// A module (for its top-level await), though it imports nothing until it has work.
export {};

const url = process.env.LIBRETRANSLATE_URL;
if (url) {
  // Opened only when there is work: a client closed at once, before its start-up pragmas ran, printed
  // a "client is closed" stack trace into every `npm start`.
  const { prisma } = await import("#app/utils/db.server.ts");
  const admin = await prisma.user.findUnique({
    where: { email: "admin@example.org" },
    select: { organisationId: true },
  });
  if (admin?.organisationId) {
    const switched = await prisma.organisation.updateMany({
      where: { id: admin.organisationId, translationProvider: "apertium", libreTranslateUrl: null },
      data: { translationProvider: "libretranslate", libreTranslateUrl: url },
    });
    if (switched.count) console.log(`Demo organisation now translates with LibreTranslate at ${url}`);
  }
  await prisma.$disconnect();
}
