import { describe, expect, it } from "vitest";
import { action } from "./theme.ts";

const SITE = "http://church.example";

async function postTheme(referer: string | null) {
  const headers = new Headers({ "Content-Type": "application/x-www-form-urlencoded" });
  if (referer !== null) headers.set("Referer", referer);
  const request = new Request(`${SITE}/theme`, { method: "POST", headers, body: "theme=dark" });
  const answer = (await action({ request, params: {}, context: {} } as never)) as Response | { init: unknown };
  return answer instanceof Response ? answer.headers.get("Location") : null;
}

describe("POST /theme (issue 30, finding 6)", () => {
  it("sends the visitor back to the page of this site they came from", async () => {
    expect(await postTheme(`${SITE}/events?page=2`)).toBe("/events?page=2");
    expect(await postTheme(null)).toBeNull();
  });

  it.each([
    ["a path of two slashes", `${SITE}//x.test/a`],
    ["a dot segment before two slashes", `${SITE}/.//x.test/a`],
    ["an encoded parent segment", `${SITE}/%2e%2e//x.test/a`],
    ["another site", "https://x.test/a"],
    ["a scheme-relative Referer", "//x.test/a"],
    ["a malformed Referer", "http://["],
    ["a path alone", "/events"],
  ])("never redirects off this site for %s, and never fails", async (_label, referer) => {
    const location = await postTheme(referer);
    if (location !== null) {
      expect(location).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, SITE).origin).toBe(SITE);
    }
  });
});
