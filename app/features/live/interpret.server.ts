// Who may interpret a live sermon, and into what (decision 064): the admins and staff of the
// sermon's own organisation, into a language the sermon offers its listeners other than the one
// spoken. The interpreter page and the room-token route ask the same two questions here.
import { canSeeOrganisation } from "#app/features/auth/tenancy.server.ts";
import type { SessionUser } from "#app/features/auth/permissions.server.ts";
import { worksForOrganisation } from "#app/features/auth/roles.ts";
import { languageServicesFor } from "#app/features/providers/language-service.server.ts";
import type { MessageKey } from "#app/locales/keys.ts";
import { liveLanguages } from "#app/neutral/languages.ts";
import { decryptSecret } from "#app/utils/secrets.server.ts";
import { prisma } from "#app/utils/db.server.ts";

type SermonRef = { organisationId: string; sourceLanguage: string };

/** Staff of the sermon's organisation (not its host as such, not another church's staff). */
function mayInterpret(user: Pick<SessionUser, "userType" | "organisationId">, sermon: SermonRef) {
  return worksForOrganisation(user) && canSeeOrganisation(user, sermon.organisationId);
}

/** The languages an interpreter may speak for: those the sermon offers listeners, less its own. */
async function interpretableLanguages(sermon: SermonRef) {
  const offered = await languageServicesFor(sermon.organisationId, sermon.sourceLanguage);
  return offered.filter((language) => language.code !== sermon.sourceLanguage);
}

/** Why this person may not interpret this sermon into `language` (a message key), or null. */
export async function interpretRefusal(
  user: Pick<SessionUser, "userType" | "organisationId">,
  sermon: SermonRef & { status: string },
  language: string | null,
): Promise<MessageKey | null> {
  if (!mayInterpret(user, sermon)) return "interpret.errors.notStaff";
  if (sermon.status !== "live") return "interpret.errors.notLive";
  if (language === null) return null;
  const languages = await interpretableLanguages(sermon);
  return languages.some((offered) => offered.code === language) ? null : "interpret.errors.notServed";
}

/** The interpreter page: the sermon, the languages to choose from, and how speech is recognised. */
export async function interpretData(user: SessionUser, broadcastId: string, language: string | null) {
  const sermon = await prisma.sermon.findUnique({
    where: { broadcastId },
    select: {
      broadcastId: true,
      status: true,
      sourceLanguage: true,
      title: true,
      organisationId: true,
      organisation: { select: { speechKeyEnc: true, speechLocation: true } },
    },
  });
  if (!sermon) return null;
  const error = await interpretRefusal(user, sermon, language);
  const languages = error === "interpret.errors.notStaff" ? [] : await interpretableLanguages(sermon);
  const { speechKeyEnc, speechLocation } = sermon.organisation;
  return {
    broadcastId: sermon.broadcastId,
    title: sermon.title,
    sourceLanguage: sermon.sourceLanguage,
    languages: languages.map(({ code, name }) => ({
      code,
      name,
      bcp47: liveLanguages.find((live) => live.code === code)?.bcp47 ?? code,
    })),
    language: error ? null : language,
    error,
    // The same recognisers as the speaker's page (go-live.server.ts).
    recognizer: decryptSecret(speechKeyEnc) && speechLocation ? ("azure" as const) : ("browser" as const),
    testSpeech: process.env.ENABLE_TEST_SPEECH === "1",
  };
}
