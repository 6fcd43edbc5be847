// "Test connection" on the organisation forms: one sample sentence through the chosen provider.
// Two rules keep it from being turned against the church (docs/decisions/011-glossary.md):
// a stored key only ever goes to the endpoint it was saved with, and the request never reaches
// a private address unless the instance allows it.
import {
  checkProviderUrl,
  defaultGuardOptions,
  type GuardOptions,
} from "#app/features/providers/address-guard.server.ts";
import { answerJson, outboundRequest, type OutboundRequest } from "#app/features/providers/outbound.server.ts";
import { prisma } from "#app/utils/db.server.ts";
import { env } from "#app/utils/env.server.ts";
import { effectiveSecret } from "#app/utils/secrets.server.ts";

/** The outcome of "test connection", shown on the organisation page. */
export type TranslatorTest =
  | { ok: true; text: string }
  | { ok: false; reason: "refused"; status: number }
  | { ok: false; reason: "unreachable" | "missing" | "private" | "keyForEndpoint" | "none" };

export type TranslatorSettings =
  | { provider: "azure"; endpoint: string | null; key: string | null; location: string | null }
  | { provider: "libretranslate"; url: string | null; key: string | null }
  | { provider: "apertium" }
  | { provider: "none" };

const SAMPLE_SENTENCE = "The grace of our Lord Jesus Christ be with you all.";

/** Sends the sample sentence (en → es) to the provider; the key travels only server to provider. */
export async function testTranslator(
  settings: TranslatorSettings,
  guard: GuardOptions = defaultGuardOptions(),
): Promise<TranslatorTest> {
  if (settings.provider === "none") return { ok: false, reason: "none" };
  const base =
    settings.provider === "azure"
      ? settings.endpoint
      : settings.provider === "libretranslate"
        ? settings.url
        : env.APERTIUM_URL;
  if (!base || (settings.provider === "azure" && (!settings.key || !settings.location)))
    return { ok: false, reason: "missing" };
  const checked = await checkProviderUrl(base, guard);
  if (!checked.ok) return { ok: false, reason: checked.reason === "private" ? "private" : "unreachable" };
  const url = new URL("translate", checked.url.href.endsWith("/") ? checked.url.href : `${checked.url.href}/`);
  const json = { "Content-Type": "application/json" };
  let request: OutboundRequest;
  let textOf: (body: unknown) => unknown;
  if (settings.provider === "azure") {
    url.search = new URLSearchParams({ "api-version": "3.0", from: "en", to: "es" }).toString();
    request = {
      method: "POST",
      headers: {
        ...json,
        "Ocp-Apim-Subscription-Key": settings.key!,
        "Ocp-Apim-Subscription-Region": settings.location!,
      },
      body: JSON.stringify([{ Text: SAMPLE_SENTENCE }]),
    };
    textOf = (body) => (body as { translations?: { text?: unknown }[] }[] | null)?.[0]?.translations?.[0]?.text;
  } else if (settings.provider === "libretranslate") {
    request = {
      method: "POST",
      headers: json,
      body: JSON.stringify({
        q: SAMPLE_SENTENCE,
        source: "en",
        target: "es",
        format: "text",
        ...(settings.key ? { api_key: settings.key } : {}),
      }),
    };
    textOf = (body) => (body as { translatedText?: unknown } | null)?.translatedText;
  } else {
    url.search = new URLSearchParams({ langpair: "eng|spa", q: SAMPLE_SENTENCE, markUnknown: "no" }).toString();
    request = { method: "GET" };
    textOf = (body) => (body as { responseData?: { translatedText?: unknown } } | null)?.responseData?.translatedText;
  }
  const answer = await outboundRequest(url, request, guard);
  if (!answer.ok) return { ok: false, reason: answer.reason === "private" ? "private" : "unreachable" };
  if (answer.status < 200 || answer.status >= 300) return { ok: false, reason: "refused", status: answer.status };
  // Only the translated sentence is shown, and only when it is one: never whatever else came back.
  const text = textOf(answerJson(answer));
  return typeof text === "string" && text
    ? { ok: true, text: text.slice(0, 500) }
    : { ok: false, reason: "unreachable" };
}

const sameEndpoint = (a: string | null | undefined, b: string | null | undefined) => {
  try {
    return Boolean(a && b) && new URL(a!).href.replace(/\/$/, "") === new URL(b!).href.replace(/\/$/, "");
  } catch {
    return false;
  }
};

/**
 * The key a form means. A typed key is used as typed; a masked (untouched) or empty field
 * means the stored key, which is only valid for the endpoint it was saved with: for any other
 * endpoint the answer is "type the key again" and nothing is sent. `asUrl` turns a setting that
 * is not itself a URL (a speech region) into the address it stands for.
 */
export function keyForEndpoint(
  typed: string | null,
  stored: { keyEnc: string | null; endpoint: string | null },
  endpoint: string | null,
  asUrl: (setting: string) => string | null = (setting) => setting,
) {
  const value = effectiveSecret(typed ?? undefined, stored.keyEnc);
  if (value === null) return { key: null, stale: false };
  const isStored = !typed || value !== typed;
  const url = (setting: string | null) => (setting ? asUrl(setting) : null);
  if (isStored && !sameEndpoint(url(stored.endpoint), url(endpoint))) return { key: null, stale: true };
  return { key: value, stale: false };
}

/** "Test connection" from a submitted organisation form (own or super administrator's). */
export const testIntents = {
  testTranslator: "azure",
  testLibreTranslate: "libretranslate",
  testApertium: "apertium",
} as const;
export const isTestIntent = (value: unknown): value is keyof typeof testIntents =>
  typeof value === "string" && value in testIntents;

export async function testFromForm(
  formData: FormData,
  organisationId: string | null,
  provider: string,
  guard?: GuardOptions,
): Promise<TranslatorTest> {
  const text = (name: string) => String(formData.get(name) ?? "").trim() || null;
  const stored = organisationId
    ? await prisma.organisation.findUnique({
        where: { id: organisationId },
        select: {
          translatorKeyEnc: true,
          translatorEndpoint: true,
          libreTranslateKeyEnc: true,
          libreTranslateUrl: true,
        },
      })
    : null;
  if (provider === "azure") {
    const endpoint = text("translatorEndpoint");
    const { key, stale } = keyForEndpoint(
      text("translatorKey"),
      { keyEnc: stored?.translatorKeyEnc ?? null, endpoint: stored?.translatorEndpoint ?? null },
      endpoint,
    );
    if (stale) return { ok: false, reason: "keyForEndpoint" };
    return testTranslator({ provider, endpoint, key, location: text("translatorLocation") }, guard);
  }
  if (provider === "libretranslate") {
    const url = text("libreTranslateUrl");
    const { key, stale } = keyForEndpoint(
      text("libreTranslateKey"),
      { keyEnc: stored?.libreTranslateKeyEnc ?? null, endpoint: stored?.libreTranslateUrl ?? null },
      url,
    );
    if (stale) return { ok: false, reason: "keyForEndpoint" };
    return testTranslator({ provider, url, key }, guard);
  }
  return testTranslator(provider === "none" ? { provider: "none" } : { provider: "apertium" }, guard);
}
