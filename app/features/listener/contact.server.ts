// A guest's optional follow-up details after accepting Jesus. Kept per church, and copied onto
// every salvation of theirs there (past clicks now, later clicks as they arrive). Answered as JSON:
// the listener page posts it with fetch, also when it runs as the island without React Router.
import { prisma } from "#app/utils/db.server.ts";
import { isThrottled, recordAttempt } from "#app/features/auth/throttle.server.ts";
import { guestContactSchema, splitContact } from "./contact-schema.ts";
import { readGuestId } from "#app/features/auth/guest.server.ts";
import { followUpArrived } from "#app/features/care/follow-up.server.ts";
import { translateForChurch } from "#app/features/live/prepared-review.server.ts";

export async function saveGuestContact(request: Request, broadcastId: string) {
  const guestId = await readGuestId(request);
  const sermon = await prisma.sermon.findUnique({
    where: { broadcastId },
    select: { organisationId: true, title: true, sourceLanguage: true },
  });
  if (!guestId || !sermon)
    return Response.json({ ok: false, errors: { name: ["listener.contact.noGuest"] } }, { status: 400 });
  const limit = { key: `guest-contact:${guestId}`, max: 10, windowMs: 60 * 60 * 1000 };
  if (await isThrottled(limit))
    return Response.json({ ok: false, errors: { name: ["listener.contact.tooMany"] } }, { status: 429 });
  await recordAttempt(limit);
  const form = Object.fromEntries(
    [...(await request.formData()).entries()].filter(
      ([key, value]) => typeof value === "string" && value.trim() && key !== "_csrf",
    ),
  );
  const parsed = guestContactSchema.safeParse(form);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (errors[String(issue.path[0] ?? "name")] ??= []).push(issue.message);
    return Response.json({ ok: false, errors }, { status: 400 });
  }
  const { name, contact, prayerRequest, faithLevel, language } = parsed.data;
  const key = { guestId, organisationId: sermon.organisationId };
  // A faith level alone identifies no one: it goes on the clicks, with no contact kept.
  if (!name && !contact && !prayerRequest) {
    if (faithLevel) await prisma.salvation.updateMany({ where: key, data: { faithLevel } });
    return Response.json({ ok: true });
  }
  const { email, phone } = splitContact(contact);
  const details = {
    name: name ?? null,
    email,
    phone,
    prayerRequest: prayerRequest ?? null,
    language: language ?? null,
    faithLevel: faithLevel ?? null,
    prayerTranslated: null,
    // A new request is new to the church again, whatever was done about an earlier one.
    followUpState: "new",
    consentAt: new Date(),
  };
  await prisma.$transaction([
    prisma.guestContact.upsert({
      where: { guestId_organisationId: key },
      create: { ...key, ...details },
      update: details,
    }),
    prisma.salvation.updateMany({
      where: key,
      data: { name: name || "Guest", email, phone, ...(faithLevel ? { faithLevel } : {}) },
    }),
  ]);
  // Translated for the church and e-mailed to its follow-up address; the guest's answer does not wait on either.
  void followUpArrived(key, sermon, translateForChurch);
  return Response.json({ ok: true });
}
