// What the web app tells a sermon room about translation: the organisation's provider (only if
// its address passes the guard) and its own glossary terms.
import type { TranslationConfig } from "#app/neutral/room-web-protocol.ts";
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
  // A name that does not resolve is refused like a private address (issue 40, decision 052): it
  // could resolve anywhere a moment later. Every later request is checked again where it connects.
  if (checked.ok) return config;
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
  // As for the translator, a name that does not resolve is refused.
  const checked = await checkProviderUrl(config.speech.endpoint, options);
  if (checked.ok) return config;
  logger.warn({ organisationId: organisation.id, reason: checked.reason }, "speech address refused; no server voices");
  return { speech: undefined, voices: {} };
}

export async function roomTranslationSettings(organisation: Organisation) {
  return {
    translation: await guardedTranslationConfig(organisation),
    glossary: await loadRoomGlossary(organisation.id),
  };
}
