// What the web app tells a sermon room about translation: the organisation's provider (only if
// its address passes the guard) and its own glossary terms.
import type { TranslationConfig } from "#app/neutral/protocol.ts";
import { loadRoomGlossary } from "#app/features/glossary/organisation-terms.server.ts";
import { speechConfigFor, translationConfigFor } from "#app/features/providers/providers.server.ts";
import { checkProviderUrl, defaultGuardOptions, type GuardOptions } from "./address-guard.server.ts";
import { logger } from "#app/utils/logger.server.ts";

type Organisation = Parameters<typeof translationConfigFor>[0];

function providerUrlOf(config: TranslationConfig) {
  return config.kind === "azure" ? config.endpoint : config.kind === "none" ? null : config.url;
}

/** The provider config, or "none" when its address is refused (logged, never sent). */
export async function guardedTranslationConfig(
  organisation: Organisation,
  options: GuardOptions = defaultGuardOptions(),
): Promise<TranslationConfig> {
  const config = translationConfigFor(organisation);
  const url = providerUrlOf(config);
  if (!url) return config;
  const checked = await checkProviderUrl(url, options);
  // A name that does not resolve right now (a DNS blip at the start of a sermon) is no private
  // address: the room tries it, and retries, rather than losing translation for the whole sermon.
  if (checked.ok || checked.reason === "unresolved") return config;
  logger.warn(
    { organisationId: organisation.id, reason: checked.reason },
    "translator address refused; listeners get the original language",
  );
  return { kind: "none" };
}

/** Azure Speech for the room (voices), only when its address passes the guard too. */
export async function guardedSpeechConfig(organisation: Organisation, options: GuardOptions = defaultGuardOptions()) {
  const config = await speechConfigFor(organisation);
  if (!config.speech) return config;
  // As for the translator, a name that does not resolve this minute is no private address.
  const checked = await checkProviderUrl(config.speech.endpoint, options);
  if (checked.ok || checked.reason === "unresolved") return config;
  logger.warn({ organisationId: organisation.id }, "speech address refused; no server voices");
  return { speech: undefined, voices: {} };
}

export async function roomTranslationSettings(organisation: Organisation) {
  return {
    translation: await guardedTranslationConfig(organisation),
    glossary: await loadRoomGlossary(organisation.id),
  };
}
