import { describe, expect, it } from "vitest";
import { churchGuardRedirect } from "./church-guard.ts";

const at = (path: string) => new URL(path, "http://localhost");

describe("the church-id guard", () => {
  it("lets /join/{id} and /sermon/join/{id} through whatever is stored", () => {
    expect(churchGuardRedirect(at("/join/abc"), null)).toBeNull();
    expect(churchGuardRedirect(at("/sermon/join/abc"), "church-1")).toBeNull();
  });

  it("lets a path with churchId in the query through", () => {
    expect(churchGuardRedirect(at("/live-sermon-translator?churchId=7"), null)).toBeNull();
  });

  it("appends the stored churchId and keeps the rest of the query", () => {
    expect(churchGuardRedirect(at("/live-sermon-translator?lng=pt"), "church-1")).toBe(
      "/live-sermon-translator?lng=pt&churchId=church-1",
    );
  });

  it("sends a visitor with no church anywhere to /joinlive", () => {
    expect(churchGuardRedirect(at("/live-sermon-translator"), null)).toBe("/joinlive");
    expect(churchGuardRedirect(at("/live-sermon-translator?churchId="), "")).toBe("/joinlive");
  });

  it("does not loop on /joinlive itself", () => {
    expect(churchGuardRedirect(at("/joinlive"), null)).toBeNull();
  });
});
