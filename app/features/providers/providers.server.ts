// An organisation's provider settings as the room and the speaker's browser need them. Keys are
// decrypted here, on the server, and go only to the room (over signed HTTP) or to Azure.
import type { TranslationConfig } from "#app/neutral/room-web-protocol.ts";
import { prisma } from "#app/utils/db.server.ts";
import { env } from "#app/utils/env.server.ts";
import { decryptSecret } from "#app/utils/secrets.server.ts";
import type { GuardOptions } from "./address-guard.server.ts";
import { outboundRequest } from "./outbound.server.ts";

export type OrganisationProviders = {
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

/**
 * A speech "location" is an Azure region ("australiaeast"), or a full URL for a custom endpoint;
 * anything else (an address without its scheme, "127.0.0.1:80/x?") is no location at all: null.
 */
export function speechBase(location: string, service: "tts" | "sts") {
  if (/^https?:\/\//i.test(location)) return location.replace(/\/$/, "");
  if (!/^[a-z0-9]{2,40}$/i.test(location)) return null;
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

/** A church's join-live languages with their chosen voices (what speechConfigFor reads). */
export type VoiceRow = { code: string; femaleVoiceId: string | null; maleVoiceId: string | null };

/** The rows speechConfigFor needs, read with Prisma (callers on a hot path read them with SQL). */
function joinLiveVoiceRows(organisationId: string): Promise<VoiceRow[]> {
  return prisma.organisationLanguage.findMany({
    where: { organisationId, purpose: "joinlive" },
    select: { code: true, femaleVoiceId: true, maleVoiceId: true },
  });
}

/** Azure neural voices for join-live languages, when the organisation has a speech key. */
export async function speechConfigFor(
  organisation: OrganisationProviders,
  languages?: VoiceRow[],
): Promise<{ speech: { endpoint: string; key: string } | undefined; voices: Record<string, string> }> {
  const key = decryptSecret(organisation.speechKeyEnc);
  const endpoint = organisation.speechLocation ? speechBase(organisation.speechLocation, "tts") : null;
  if (!key || !endpoint) return { speech: undefined, voices: {} };
  const rows = languages ?? (await joinLiveVoiceRows(organisation.id));
  const voices = Object.fromEntries(
    rows.flatMap((language) => {
      const voice = language.femaleVoiceId ?? language.maleVoiceId;
      return voice ? [[language.code, voice]] : [];
    }),
  );
  return { speech: { endpoint, key }, voices };
}

// What Azure's token service issues: a JWT, three base64url parts. Anything else an address
// answered (an HTML page, another service's JSON) never reaches the speaker's browser.
const SPEECH_TOKEN = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

/**
 * A ten-minute Azure Speech token for the speaker's browser (the SDK's authorisation token), so
 * the key itself never leaves the server. Null when the organisation has no speech key; throws
 * when the address is refused, redirects, or answers anything but a token.
 */
export async function issueSpeechToken(organisation: OrganisationProviders, guard?: GuardOptions) {
  const key = decryptSecret(organisation.speechKeyEnc);
  if (!key || !organisation.speechLocation) return null;
  const base = speechBase(organisation.speechLocation, "sts");
  if (!base) throw new Error("Azure Speech: the location is neither a region nor an http(s) address");
  const answer = await outboundRequest(
    `${base}/sts/v1.0/issueToken`,
    { method: "POST", headers: { "Ocp-Apim-Subscription-Key": key }, body: "", timeoutMs: 5000 },
    guard,
  );
  if (!answer.ok) throw new Error(`Azure Speech: address refused or unreachable (${answer.reason})`);
  if (answer.status < 200 || answer.status >= 300) throw new Error(`Azure Speech refused the key (${answer.status})`);
  const token = answer.text.trim();
  if (token.length > 8192 || !SPEECH_TOKEN.test(token))
    throw new Error("Azure Speech answered something else than a token");
  return { token, region: organisation.speechLocation };
}
