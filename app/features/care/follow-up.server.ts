/**
 * Follow-up in the listener's language (issue 42): a guest's prayer request, written in the language
 * they read, is translated once into the church's language (the sermon's own) when it arrives, and
 * e-mailed to the church's follow-up address; staff read it on the "Accepted Jesus" table and mark
 * it new, contacted or done. Retention (decision 057) clears the request's text with the transcripts.
 */
import { data } from "react-router";
import { prisma } from "#app/utils/db.server.ts";
import { redirectWithToast } from "#app/utils/toast.server.ts";
import { composeEmail, sendEmail } from "#app/utils/email.server.ts";
import { fixedT } from "#app/utils/i18n.server.ts";
import { logger } from "#app/utils/logger.server.ts";
import { defaultInterfaceLanguage, isInterfaceLanguage, liveLanguage } from "#app/neutral/languages.ts";
import { isSuperAdmin, worksForOrganisation } from "#app/features/auth/roles.ts";
import type { SessionUser } from "#app/features/auth/permissions.server.ts";
import { followUpStates, followUpStateSchema, type FollowUpState } from "./follow-up-schema.ts";

type ContactKey = { guestId: string; organisationId: string };
const languageName = (code: string | null) => (code ? (liveLanguage(code)?.name ?? code) : "");

/** One text into one language with the church's translator (the live feature's, handed in by the caller). */
export type ChurchTranslator = (
  organisationId: string,
  text: string,
  from: string,
  to: string,
) => Promise<string | null>;

/** Translates the new request for the church and e-mails it; never throws (the guest was already answered). */
export async function followUpArrived(
  key: ContactKey,
  sermon: { title: string | null; sourceLanguage: string },
  translateForChurch: ChurchTranslator,
) {
  try {
    const contact = await prisma.guestContact.findUnique({ where: { guestId_organisationId: key } });
    if (!contact) return;
    const church = sermon.sourceLanguage;
    let translated: string | null = null;
    if (contact.prayerRequest && contact.language && contact.language !== church) {
      translated = await translateForChurch(key.organisationId, contact.prayerRequest, contact.language, church).catch(
        (error: unknown) => {
          logger.warn({ err: error }, "translating a prayer request failed");
          return null;
        },
      );
      if (translated) {
        await prisma.guestContact.update({
          where: { guestId_organisationId: key },
          data: { prayerTranslated: translated },
        });
      }
    }
    const organisation = await prisma.organisation.findUniqueOrThrow({
      where: { id: key.organisationId },
      select: { name: true, followUpEmail: true },
    });
    if (!organisation.followUpEmail) return;
    const t = await fixedT(isInterfaceLanguage(church) ? church : defaultInterfaceLanguage);
    const paragraphs = [
      t("care.mail.intro", { church: organisation.name, sermon: sermon.title ?? t("live.untitled") }),
      t("care.mail.who", {
        name: contact.name ?? t("care.followUp.anonymous"),
        contact: contact.email ?? contact.phone ?? "—",
      }),
      ...(contact.faithLevel ? [t("care.mail.faith", { faith: t(`faith.${contact.faithLevel as "open"}`) })] : []),
      ...(contact.prayerRequest
        ? [
            t("care.mail.prayer", { text: translated ?? contact.prayerRequest }),
            ...(translated
              ? [t("care.mail.original", { language: languageName(contact.language), text: contact.prayerRequest })]
              : []),
          ]
        : []),
      t("care.mail.where"),
    ];
    await sendEmail(
      composeEmail(organisation.followUpEmail, t("care.mail.subject", { church: organisation.name }), paragraphs),
    );
  } catch (error) {
    logger.error({ err: error }, "a guest's follow-up could not be translated or e-mailed");
  }
}

export type FollowUp = {
  guestId: string;
  prayerRequest: string | null;
  prayerTranslated: string | null;
  language: string | null;
  faithLevel: string | null;
  state: FollowUpState;
};

/** Who may read and set follow-ups: the church's administrators and staff, or the super administrator. */
const mayFollowUp = (user: SessionUser, organisationId: string) =>
  isSuperAdmin(user) || (worksForOrganisation(user) && user.organisationId === organisationId);

/** The follow-ups of the guests on one page of the "Accepted Jesus" table, by guest id. */
export async function followUpsFor(user: SessionUser, guestIds: string[]): Promise<FollowUp[]> {
  if (!guestIds.length) return [];
  const rows = await prisma.guestContact.findMany({
    where: {
      guestId: { in: guestIds },
      ...(isSuperAdmin(user) ? {} : { organisationId: user.organisationId ?? "-" }),
      OR: [
        { prayerRequest: { not: null } },
        { faithLevel: { not: null } },
        { email: { not: null } },
        { phone: { not: null } },
      ],
    },
    select: {
      guestId: true,
      organisationId: true,
      prayerRequest: true,
      prayerTranslated: true,
      language: true,
      faithLevel: true,
      followUpState: true,
    },
  });
  return rows
    .filter((row) => mayFollowUp(user, row.organisationId))
    .map(({ followUpState, organisationId: _, ...row }) => ({
      ...row,
      state: (followUpStates as readonly string[]).includes(followUpState) ? (followUpState as FollowUpState) : "new",
    }));
}

/** Staff set a guest's follow-up state; false when it is not their church's guest. */
async function setFollowUpState(user: SessionUser, guestId: string, state: FollowUpState) {
  if (!worksForOrganisation(user) && !isSuperAdmin(user)) return false;
  const where = isSuperAdmin(user) ? { guestId } : { guestId, organisationId: user.organisationId ?? "-" };
  const updated = await prisma.guestContact.updateMany({ where, data: { followUpState: state } });
  return updated.count > 0;
}

/** The "Accepted Jesus" table's state form: checked, then set, or refused with a translated message. */
export async function followUpAction(user: SessionUser, form: FormData, back: string) {
  const parsed = followUpStateSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data({ problem: parsed.error.issues[0]!.message }, { status: 400 });
  if (!(await setFollowUpState(user, parsed.data.guestId, parsed.data.state)))
    return data({ problem: "care.followUp.errors.notFound" }, { status: 404 });
  return redirectWithToast(back, { type: "success", messageKey: "care.followUp.saved" });
}
