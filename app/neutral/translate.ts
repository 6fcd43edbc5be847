// Machine translation providers behind one small interface. The room calls `translate` once per
// final segment with every language in use; each provider does that in as few requests as it can
// (Azure: one request for all targets).
import type { PlaceholderStyle } from "./glossary/engine.ts";
import { isLiveLanguage, liveLanguage } from "./languages.ts";
import { providerFetch, type ProviderTransport } from "./provider-fetch.ts";
import type { TranslationConfig } from "./room-web-protocol.ts";

export type Translations = Record<string, string>;
export interface Translator {
  /** Translations of `text` from `from` into each of `targets`; a target that fails is missing. */
  translate(text: string, from: string, targets: string[]): Promise<Translations>;
  /** False when this provider cannot translate the pair at all: listeners get the original. */
  supports(from: string, to: string): boolean;
  /** How glossary placeholders must look to come through this provider unchanged. */
  placeholders: PlaceholderStyle;
  /**
   * Many texts into one target in one request, where the provider takes arrays (Azure, LibreTranslate):
   * a newcomer's history (decision 050). A failed text is undefined. Absent: one text at a time.
   */
  translateMany?(texts: string[], from: string, target: string): Promise<(string | undefined)[]>;
}

/** Azure takes up to 100 texts a request; LibreTranslate's `q` array is held to the same. */
export const BATCH_TEXTS = 100;

// Neural providers (Azure, LibreTranslate) serve every pair of live languages.
const neuralSupports = (from: string, to: string) => from !== to && isLiveLanguage(from) && isLiveLanguage(to);

/** Counts outgoing provider requests: the "requests per segment" figure of the benchmark. */
export const providerStats = { translateRequests: 0, speechRequests: 0 };

async function fetchJson(transport: ProviderTransport, url: string, init: RequestInit, timeoutMs: number) {
  providerStats.translateRequests++;
  const response = await providerFetch(transport, url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`translation provider answered ${response.status}`);
  return response.json() as Promise<unknown>;
}

// Apertium's codes and direct pairs come from the language table. A pair Debian does not package
// goes through Spanish, the language every packaged pair touches: en→pt, pt→en.
const APERTIUM_PIVOT = "es";

/** The chain of Apertium pairs from one language to another, or null when there is none. */
function apertiumRoute(from: string, to: string): string[] | null {
  const source = liveLanguage(from)?.apertium;
  const target = liveLanguage(to)?.apertium;
  const pivot = liveLanguage(APERTIUM_PIVOT)?.apertium;
  if (!source || !target || from === to) return null;
  if (source.to.includes(to)) return [`${source.code}|${target.code}`];
  if (pivot && source.to.includes(APERTIUM_PIVOT) && pivot.to.includes(to)) {
    return [`${source.code}|${pivot.code}`, `${pivot.code}|${target.code}`];
  }
  return null;
}

export function apertiumTranslator(baseUrl: string, transport: ProviderTransport, timeoutMs = 5000): Translator {
  const one = async (text: string, pair: string) => {
    const query = new URLSearchParams({ langpair: pair, q: text, markUnknown: "no" });
    const url = `${baseUrl.replace(/\/$/, "")}/translate?${query}`;
    const body = (await fetchJson(transport, url, {}, timeoutMs)) as { responseData?: { translatedText?: string } };
    const translated = body.responseData?.translatedText;
    if (typeof translated !== "string") throw new Error("Apertium gave no translation");
    // Debian's APY leaves a space before punctuation ("pastor , no"): tidy it for reading.
    return translated.replace(/\s+([,.;:!?])/g, "$1").trim();
  };
  return {
    placeholders: "names",
    supports: (from, to) => apertiumRoute(from, to) !== null,
    async translate(text, from, targets) {
      const out: Translations = {};
      // Each pair is asked once per sentence: en→es and en→pt share the en→es step.
      const steps = new Map<string, Promise<string>>();
      const step = (input: string, key: string, pair: string) => {
        if (!steps.has(key)) steps.set(key, one(input, pair));
        return steps.get(key)!;
      };
      await Promise.all(
        targets.map(async (target) => {
          const route = apertiumRoute(from, target);
          if (!route) return;
          try {
            let current = text;
            let key = "";
            for (const pair of route) {
              key += `>${pair}`;
              current = await step(current, key, pair);
            }
            out[target] = current;
          } catch {
            // A failed language is simply missing; the room marks it and retries.
          }
        }),
      );
      return out;
    },
  };
}

// Azure Translator v3's code for each language (zh-Hans for Simplified Chinese) is in the table.
const azureCode = (code: string) => liveLanguage(code)?.azureTranslator ?? code;
const libreCode = (code: string) => liveLanguage(code)?.libreTranslate ?? code;

export function azureTranslator(
  config: { endpoint: string; key: string; region?: string },
  transport: ProviderTransport,
  timeoutMs = 5000,
): Translator {
  /** One request: every text into every target, in the order given. */
  const request = async (texts: string[], from: string, targets: string[]) => {
    const params = new URLSearchParams({ "api-version": "3.0", from: azureCode(from) });
    for (const target of targets) params.append("to", azureCode(target));
    const headers: Record<string, string> = {
      "Content-Type": "application/json",
      "Ocp-Apim-Subscription-Key": config.key,
    };
    if (config.region) headers["Ocp-Apim-Subscription-Region"] = config.region;
    const body = (await fetchJson(
      transport,
      `${config.endpoint.replace(/\/$/, "")}/translate?${params}`,
      { method: "POST", headers, body: JSON.stringify(texts.map((text) => ({ Text: text }))) },
      timeoutMs,
    )) as { translations?: { text: string; to: string }[] }[];
    return texts.map((_, index) => {
      const out: Translations = {};
      for (const translation of body[index]?.translations ?? []) {
        const target = targets.find((code) => azureCode(code) === translation.to);
        if (target) out[target] = translation.text;
      }
      return out;
    });
  };
  return {
    placeholders: "azure",
    supports: neuralSupports,
    async translate(text, from, targets) {
      if (targets.length === 0) return {};
      return (await request([text], from, targets))[0]!;
    },
    async translateMany(texts, from, target) {
      if (!texts.length) return [];
      return (await request(texts, from, [target])).map((out) => out[target]);
    },
  };
}

export function libreTranslator(
  config: { url: string; apiKey?: string },
  transport: ProviderTransport,
  timeoutMs = 5000,
): Translator {
  /** `q` is a text or, for a batch, an array of them; `translatedText` answers in kind. */
  const request = (q: string | string[], from: string, target: string) =>
    fetchJson(
      transport,
      `${config.url.replace(/\/$/, "")}/translate`,
      {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          q,
          source: libreCode(from),
          target: libreCode(target),
          format: "text",
          api_key: config.apiKey,
        }),
      },
      timeoutMs,
    ) as Promise<{ translatedText?: unknown }>;
  return {
    placeholders: "opaque",
    supports: neuralSupports,
    async translate(text, from, targets) {
      const out: Translations = {};
      await Promise.all(
        targets.map(async (target) => {
          try {
            const body = await request(text, from, target);
            if (typeof body.translatedText === "string") out[target] = body.translatedText;
          } catch {
            // Missing target: marked and retried by the room.
          }
        }),
      );
      return out;
    },
    async translateMany(texts, from, target) {
      if (!texts.length) return [];
      const { translatedText } = await request(texts, from, target);
      const list = Array.isArray(translatedText) ? translatedText : [];
      return texts.map((_, index) => (typeof list[index] === "string" ? (list[index] as string) : undefined));
    },
  };
}

/** No provider: listeners get the source text, marked untranslated (their browser may translate). */
const noTranslator: Translator = { translate: async () => ({}), supports: () => false, placeholders: "opaque" };

/** The configured provider, reached through `transport` (the web's or the room's: provider-fetch.ts). */
export function translatorFor(config: TranslationConfig, transport: ProviderTransport): Translator {
  switch (config.kind) {
    case "apertium":
      return apertiumTranslator(config.url, transport);
    case "azure":
      return azureTranslator(config, transport);
    case "libretranslate":
      return libreTranslator(config, transport);
    case "none":
      return noTranslator;
  }
}
