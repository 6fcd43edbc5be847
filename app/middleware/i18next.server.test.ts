import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { getInstance, getLocale, i18nextMiddleware } from "./i18next.server.ts";

async function translatorFor(url: string, headers: Record<string, string> = {}) {
  const context = new RouterContextProvider();
  const request = new Request(url, { headers });
  await i18nextMiddleware({ request, context, params: {}, unstable_pattern: "" } as never, async () => new Response());
  return { locale: getLocale(context), t: getInstance(context).t };
}

describe("each request reads in its own language, from one shared set of strings", () => {
  it("detects the query, then the cookie, then the browser's languages", async () => {
    expect((await translatorFor("http://x/?lng=pt")).locale).toBe("pt");
    expect((await translatorFor("http://x/", { Cookie: "i18next=es" })).locale).toBe("es");
    expect((await translatorFor("http://x/", { "Accept-Language": "id-ID,id;q=0.9" })).locale).toBe("id");
    expect((await translatorFor("http://x/", { "Accept-Language": "ar" })).locale).toBe("en");
  });

  it("translates at once, and one request's language never leaks into another's", async () => {
    const [spanish, english, portuguese] = await Promise.all([
      translatorFor("http://x/?lng=es"),
      translatorFor("http://x/?lng=en"),
      translatorFor("http://x/?lng=pt"),
    ]);
    const words = [spanish, english, portuguese].map(({ t }) => t("live.untitled"));
    expect(new Set(words).size).toBe(3);
    expect(english.t("live.untitled")).toBe(words[1]);
  });
});
