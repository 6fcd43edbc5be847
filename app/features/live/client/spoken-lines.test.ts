import { describe, expect, it } from "vitest";
import { clientMessageSchema } from "#app/neutral/protocol.ts";
import { createSpokenLines } from "./spoken-lines.ts";

describe("the speaker page's lines", () => {
  it("each gets a key of the page's own, valid on the wire and never a number", () => {
    const [one, other] = [createSpokenLines(), createSpokenLines()];
    const messages = [one.final("Grace."), one.final("Peace."), other.final("Grace.")];
    for (const message of messages) expect(clientMessageSchema.parse(message)).toEqual(message);
    expect(new Set(messages.map((message) => message.id)).size).toBe(3);
    expect(messages.some((message) => "seq" in message)).toBe(false);
  });

  it("keeps the last twenty lines, oldest first, for a resend after a reconnect; none after a pause", () => {
    const lines = createSpokenLines("page");
    for (let line = 0; line < 25; line++) lines.final(`Line ${line}.`);
    expect(lines.recent().map((message) => message.id)).toEqual(Array.from({ length: 20 }, (_, i) => `page-${i + 5}`));
    lines.forget();
    expect(lines.recent()).toEqual([]);
  });
});
