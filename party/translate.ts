// Machine translation providers behind one small interface. The room calls `translate` once per
// final segment with every language in use; each provider does that in as few requests as it can
// (Azure: one request for all targets).
import type { TranslationConfig } from "./protocol.ts";

export type Translations = Record<string, string>;
export interface Translator {
  /** Translations of `text` from `from` into each of `targets`; a target that fails is missing. */
  translate(text: string, from: string, targets: string[]): Promise<Translations>;
}

/** Counts outgoing provider requests: the "requests per segment" figure of the benchmark. */
export const providerStats = { translateRequests: 0, speechRequests: 0 };

async function fetchJson(url: string, init: RequestInit, timeoutMs: number) {
  providerStats.translateRequests++;
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`translation provider answered ${response.status}`);
  return response.json() as Promise<unknown>;
}

// Our language codes → Apertium's three-letter codes. Portuguese is reached through Spanish.
const apertiumCodes: Record<string, string> = { en: "eng", es: "spa", pt: "por" };

export function apertiumTranslator(baseUrl: string, timeoutMs = 5000): Translator {
  const one = async (text: string, pair: string) => {
    const url = `${baseUrl.replace(/\/$/, "")}/translate?${new URLSearchParams({ langpair: pair, q: text, markUnknown: "no" })}`;
    const body = (await fetchJson(url, {}, timeoutMs)) as { responseData?: { translatedText?: string } };
    const translated = body.responseData?.translatedText;
    if (typeof translated !== "string") throw new Error("Apertium gave no translation");
    // Debian's APY leaves a space before punctuation ("pastor , no"): tidy it for reading.
    return translated.replace(/\s+([,.;:!?])/g, "$1").trim();
  };
  return {
    async translate(text, from, targets) {
      const source = apertiumCodes[from];
      const out: Translations = {};
      let viaSpanish: Promise<string> | null = null;
      await Promise.all(
        targets.map(async (target) => {
          const code = apertiumCodes[target];
          if (!source || !code) return;
          try {
            if (source === "eng" && code === "por") {
              viaSpanish ??= one(text, "eng|spa");
              out[target] = await one(await viaSpanish, "spa|por");
            } else {
              out[target] = await one(text, `${source}|${code}`);
            }
          } catch {
            // A failed language is simply missing; the room marks it and retries.
          }
        }),
      );
      return out;
    },
  };
}

// Azure Translator v3 wants zh-Hans for Simplified Chinese; everything else is the short code.
const azureCodes: Record<string, string> = { zh: "zh-Hans" };

export function azureTranslator(config: { endpoint: string; key: string; region?: string }, timeoutMs = 5000): Translator {
  return {
    async translate(text, from, targets) {
      if (targets.length === 0) return {};
      const params = new URLSearchParams({ "api-version": "3.0", from: azureCodes[from] ?? from });
      for (const target of targets) params.append("to", azureCodes[target] ?? target);
      const headers: Record<string, string> = { "Content-Type": "application/json", "Ocp-Apim-Subscription-Key": config.key };
      if (config.region) headers["Ocp-Apim-Subscription-Region"] = config.region;
      const body = (await fetchJson(
        `${config.endpoint.replace(/\/$/, "")}/translate?${params}`,
        { method: "POST", headers, body: JSON.stringify([{ Text: text }]) },
        timeoutMs,
      )) as { translations?: { text: string; to: string }[] }[];
      const out: Translations = {};
      for (const translation of body[0]?.translations ?? []) {
        const target = targets.find((code) => (azureCodes[code] ?? code) === translation.to);
        if (target) out[target] = translation.text;
      }
      return out;
    },
  };
}

export function libreTranslator(config: { url: string; apiKey?: string }, timeoutMs = 5000): Translator {
  return {
    async translate(text, from, targets) {
      const out: Translations = {};
      await Promise.all(
        targets.map(async (target) => {
          try {
            const body = (await fetchJson(
              `${config.url.replace(/\/$/, "")}/translate`,
              {
                method: "POST",
                headers: { "Content-Type": "application/json" },
                body: JSON.stringify({ q: text, source: from, target, format: "text", api_key: config.apiKey }),
              },
              timeoutMs,
            )) as { translatedText?: string };
            if (typeof body.translatedText === "string") out[target] = body.translatedText;
          } catch {
            // Missing target: marked and retried by the room.
          }
        }),
      );
      return out;
    },
  };
}

/** No provider: listeners get the source text, marked untranslated (their browser may translate). */
const noTranslator: Translator = { translate: async () => ({}) };

export function translatorFor(config: TranslationConfig): Translator {
  switch (config.kind) {
    case "apertium":
      return apertiumTranslator(config.url);
    case "azure":
      return azureTranslator(config);
    case "libretranslate":
      return libreTranslator(config);
    case "none":
      return noTranslator;
  }
}
