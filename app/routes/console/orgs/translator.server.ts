/** The outcome of "test connection", shown on the organisation page. */
export type TranslatorTest =
  | { ok: true; text: string }
  | { ok: false; reason: "refused"; status: number }
  | { ok: false; reason: "unreachable" | "missing" };

/**
 * Checks a translator key against the provider with one tiny Azure Translator v3 request
 * (POST {endpoint}/translate?api-version=3.0&to=es). The key travels only server to provider.
 */
export async function testTranslator(settings: { endpoint: string | null; key: string | null; location: string | null }): Promise<TranslatorTest> {
  const { endpoint, key, location } = settings;
  if (!endpoint || !key || !location) return { ok: false, reason: "missing" };
  let url: URL;
  try {
    url = new URL("translate", endpoint.endsWith("/") ? endpoint : `${endpoint}/`);
  } catch {
    return { ok: false, reason: "unreachable" };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return { ok: false, reason: "unreachable" };
  url.search = new URLSearchParams({ "api-version": "3.0", to: "es" }).toString();
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Ocp-Apim-Subscription-Key": key, "Ocp-Apim-Subscription-Region": location, "Content-Type": "application/json" },
      body: JSON.stringify([{ Text: "Hello" }]),
      redirect: "manual",
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) return { ok: false, reason: "refused", status: response.status };
    const body = (await response.json()) as { translations?: { text?: string }[] }[];
    const text = body[0]?.translations?.[0]?.text;
    return text ? { ok: true, text } : { ok: false, reason: "unreachable" };
  } catch {
    return { ok: false, reason: "unreachable" };
  }
}
