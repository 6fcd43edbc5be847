import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { serverMessageSchema } from "#party/protocol.ts";
import { parseServerMessage } from "./server-message.ts";

// The browser's light check must accept exactly what the protocol's zod schema accepts.
const language = fc.constantFrom("en", "es", "pt-BR", "zh-Hans", "x", "EN", "es_ES", "");
const anything = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constant(undefined), language);
const message = fc.record(
  {
    type: fc.constantFrom("welcome", "preview", "segment", "audio", "ended", "error", "nope", 3),
    status: fc.oneof(fc.constantFrom("live", "ended"), anything),
    role: fc.oneof(fc.constantFrom("host", "listener", "display"), anything),
    language: fc.oneof(language, anything),
    sourceLanguage: fc.oneof(language, anything),
    lastSeq: fc.oneof(fc.integer({ min: -1, max: 1000 }), anything),
    serverVoice: fc.oneof(fc.boolean(), anything),
    text: fc.oneof(fc.string(), anything),
    seq: fc.oneof(fc.integer({ min: 0, max: 1000 }), anything),
    untranslated: fc.oneof(fc.boolean(), anything),
    mime: fc.oneof(fc.string(), anything),
    data: fc.oneof(fc.string(), anything),
    code: fc.oneof(fc.constantFrom("invalid_message", "forbidden", "translation_error"), anything),
  },
  { requiredKeys: [] },
);

describe("parseServerMessage", () => {
  it("agrees with the protocol's schema on any message", () => {
    fc.assert(
      fc.property(message, (candidate) => {
        expect(parseServerMessage(candidate) !== null).toBe(serverMessageSchema.safeParse(candidate).success);
      }),
      { numRuns: 5000 },
    );
  });

  it("refuses what is not an object", () => {
    for (const value of [null, 3, "segment", [], undefined]) expect(parseServerMessage(value)).toBeNull();
  });
});
