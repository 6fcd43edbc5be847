// What a church offers each listening language, for the join screen: text, text and voice, or
// the original language only (no translator serves it). Decided by the same provider rules the
// room uses (app/neutral/translate.ts `supports`), so the screen never promises what the room can't do.
import { translatorFor } from "#app/neutral/translate.ts";
import { prisma } from "#app/utils/db.server.ts";
import { nodeTransport } from "#app/features/providers/outbound.server.ts";
import { liveLanguages } from "#app/neutral/languages.ts";
import {
  speechConfigFor,
  translationConfigFor,
  type OrganisationProviders,
  type VoiceRow,
} from "#app/features/providers/providers.server.ts";

/** What the join screen shows beside a language (the listener imports this, never the other way). */
export type LanguageService = { code: string; name: string; service: "text" | "textVoice" | "original" };

export async function languageServicesFor(organisationId: string, sourceLanguage: string): Promise<LanguageService[]> {
  // Every phone of a Sunday rush opens the join screen (issue 33): two SQL statements, not three
  // Prisma queries, which Prisma plans each time they run (decision 024).
  const [organisation] = await prisma.$queryRaw<OrganisationProviders[]>`
    SELECT "id", "translationProvider", "libreTranslateUrl", "libreTranslateKeyEnc", "translatorEndpoint",
      "translatorKeyEnc", "translatorLocation", "speechKeyEnc", "speechLocation"
    FROM "Organisation" WHERE "id" = ${organisationId}`;
  if (!organisation) return [];
  const offered = await prisma.$queryRaw<VoiceRow[]>`
    SELECT "code", "femaleVoiceId", "maleVoiceId" FROM "OrganisationLanguage"
    WHERE "organisationId" = ${organisationId} AND "purpose" = 'joinlive'`;
  // Asked only which pairs it serves: no request is sent.
  const translator = translatorFor(translationConfigFor(organisation), nodeTransport());
  const { speech, voices } = await speechConfigFor(organisation, offered);
  const codes = new Set(offered.map((language) => language.code));
  // A church that has not listed its join-live languages offers all seven.
  const languages = liveLanguages.filter(
    (language) => !codes.size || codes.has(language.code) || language.code === sourceLanguage,
  );
  return languages.map((language) => {
    const translated = language.code === sourceLanguage || translator.supports(sourceLanguage, language.code);
    const voiced = Boolean(speech && voices[language.code]);
    return {
      code: language.code,
      name: language.name,
      service: !translated ? "original" : voiced ? "textVoice" : "text",
    };
  });
}
