// An organisation's provider settings as the room and the speaker's browser need them. Keys are
// decrypted here, on the server, and go only to the room (over signed HTTP) or to Azure.
import type { TranslationConfig } from "#party/protocol.ts";
import { prisma } from "../../utils/db.server.ts";
import { env } from "../../utils/env.server.ts";
import { decryptSecret } from "../../utils/secrets.server.ts";

type OrganisationProviders = {
  id: string;
  translationProvider: string;
  libreTranslateUrl: string | null;
  libreTranslateKeyEnc?: string | null;
  translatorEndpoint: string | null;
  translatorKeyEnc: string | null;
  translatorLocation: string | null;
  speechKeyEnc: string | null;
  speechLocation: string | null;
};

/** A speech "location" is an Azure region ("australiaeast"), or a full URL for a custom endpoint. */
export function speechBase(location: string, service: "tts" | "sts") {
  if (/^https?:\/\//.test(location)) return location.replace(/\/$/, "");
  return service === "tts"
    ? `https://${location}.tts.speech.microsoft.com`
    : `https://${location}.api.cognitive.microsoft.com`;
}

/** The organisation's chosen translator (azure | libretranslate | apertium | none). */
export function translationConfigFor(organisation: OrganisationProviders): TranslationConfig {
  switch (organisation.translationProvider) {
    case "azure": {
      const key = decryptSecret(organisation.translatorKeyEnc);
      if (!key || !organisation.translatorEndpoint) return { kind: "none" };
      return {
        kind: "azure",
        endpoint: organisation.translatorEndpoint,
        key,
        region: organisation.translatorLocation ?? undefined,
      };
    }
    case "libretranslate": {
      if (!organisation.libreTranslateUrl) return { kind: "none" };
      const apiKey = decryptSecret(organisation.libreTranslateKeyEnc ?? null) ?? undefined;
      return { kind: "libretranslate", url: organisation.libreTranslateUrl, ...(apiKey ? { apiKey } : {}) };
    }
    case "none":
    case "browser":
      return { kind: "none" };
    default:
      return { kind: "apertium", url: env.APERTIUM_URL };
  }
}

/** Azure neural voices for join-live languages, when the organisation has a speech key. */
export async function speechConfigFor(organisation: OrganisationProviders) {
  const key = decryptSecret(organisation.speechKeyEnc);
  if (!key || !organisation.speechLocation) return { speech: undefined, voices: {} };
  const languages = await prisma.organisationLanguage.findMany({
    where: { organisationId: organisation.id, purpose: "joinlive" },
    select: { code: true, femaleVoiceId: true, maleVoiceId: true },
  });
  const voices = Object.fromEntries(
    languages.flatMap((language) => {
      const voice = language.femaleVoiceId ?? language.maleVoiceId;
      return voice ? [[language.code, voice]] : [];
    }),
  );
  return { speech: { endpoint: speechBase(organisation.speechLocation, "tts"), key }, voices };
}

/**
 * A ten-minute Azure Speech token for the speaker's browser (the SDK's authorisation token), so
 * the key itself never leaves the server. Null when the organisation has no speech key.
 */
export async function issueSpeechToken(organisation: OrganisationProviders) {
  const key = decryptSecret(organisation.speechKeyEnc);
  if (!key || !organisation.speechLocation) return null;
  const response = await fetch(`${speechBase(organisation.speechLocation, "sts")}/sts/v1.0/issueToken`, {
    method: "POST",
    headers: { "Ocp-Apim-Subscription-Key": key, "Content-Length": "0" },
    signal: AbortSignal.timeout(5000),
  });
  if (!response.ok) throw new Error(`Azure Speech refused the key (${response.status})`);
  return { token: await response.text(), region: organisation.speechLocation };
}
