import { describe, expect, it } from "vitest";
import { islandDataJson, scriptJson } from "./island-boot.ts";
import { ISLAND_SECTIONS, islandMessagesJson } from "./island.server.ts";
import { resources } from "#app/locales/index.ts";

const page = {
  page: "standing" as const,
  props: { organisation: "Grace </script><script>alert(1)</script> Church", code: "abc" },
};

describe("the island's data in the page", () => {
  it("is the boot object whole, with the messages spliced in, and safe inside a script element", () => {
    const boot = { ...page, script: "/assets/listener-island-x.js", locale: "es" };
    const messages = { live: { hello: "Hola </script> \u2028" } };
    const json = islandDataJson({ ...boot, messagesJson: scriptJson(messages) } as never);
    expect(JSON.parse(json)).toEqual({ ...boot, messages });
    expect(json).not.toMatch(/<\/script/i);
    expect(json).not.toContain("\u2028");
  });

  it("carries the listener sections of the visitor's language, made once per language", () => {
    const json = islandMessagesJson("pt");
    const messages = JSON.parse(json) as Record<string, unknown>;
    expect(Object.keys(messages)).toEqual([...ISLAND_SECTIONS]);
    expect(messages.listener).toEqual(resources.pt.translation.listener);
    expect(islandMessagesJson("pt")).toBe(json);
    // A language the app does not have falls back to English.
    expect(JSON.parse(islandMessagesJson("xx"))).toEqual(JSON.parse(islandMessagesJson("en")));
  });
});
