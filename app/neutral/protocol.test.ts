import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { clientMessageSchema, splitSentences } from "./protocol.ts";
import { signRoomToken, verifyRoomToken } from "#app/neutral/token.ts";
import { captionPieces } from "./words.ts";

describe("splitting recognised speech", () => {
  it("cuts at sentence boundaries and drops empty pieces", () => {
    expect(splitSentences("The Lord is my shepherd. I shall not want!  Amen?")).toEqual([
      "The Lord is my shepherd.",
      "I shall not want!",
      "Amen?",
    ]);
    expect(splitSentences("   ")).toEqual([]);
  });

  it("knows other scripts' full stops", () => {
    expect(splitSentences("主是我的牧者。我必不致缺乏。", "zh-CN")).toEqual(["主是我的牧者。", "我必不致缺乏。"]);
  });
});

describe("the message schema", () => {
  it("refuses what is not in the protocol", () => {
    expect(clientMessageSchema.safeParse({ type: "final", id: "page-Xy_1-0", text: "ok" }).success).toBe(true);
    expect(clientMessageSchema.safeParse({ type: "final", seq: 1, text: "ok" }).success).toBe(true);
    expect(clientMessageSchema.safeParse({ type: "ping", id: "ping-1" }).success).toBe(true);
    for (const bad of [
      { type: "final", seq: -1, text: "x" },
      { type: "final", seq: 1, text: "" },
      { type: "final", text: "no key" },
      { type: "final", id: "page-0", seq: 0, text: "both" },
      { type: "final", id: "seq:0", text: "the room's namespace for old pages" },
      { type: "accept", clickId: "x" },
      { type: "ping", id: "" },
      { type: "ping", id: "<script>" },
      { type: "shout" },
    ]) {
      expect(clientMessageSchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe("operator messages", () => {
  it("accept a correction, prepared text and pause, and refuse them malformed", () => {
    for (const good of [
      { type: "correct", seq: 3, text: "Fixed." },
      { type: "prepared", text: "A reading." },
      { type: "pause", paused: true },
    ]) {
      expect(clientMessageSchema.safeParse(good).success).toBe(true);
    }
    for (const bad of [
      { type: "correct", seq: -1, text: "x" },
      { type: "correct", seq: 1, text: "   " },
      { type: "prepared", text: "x".repeat(8001) },
      { type: "pause" },
      { type: "pause", paused: "yes" },
    ]) {
      expect(clientMessageSchema.safeParse(bad).success).toBe(false);
    }
  });

  it("take prepared text reviewed ahead only when its lines are the text (decision 039)", () => {
    const lines = (said: string[]) => said.map((line) => ({ said: line, renderings: { es: "Línea." } }));
    for (const [text, said] of [
      ["Hear the word.  Amen.", ["Hear the word.", "Amen."]],
      ["你好。我们祷告。", ["你好。", "我们祷告。"]],
    ] as const) {
      const message = { type: "prepared", text, reviewed: { from: "en", lines: lines([...said]) } };
      expect(clientMessageSchema.safeParse(message).success).toBe(true);
    }
    for (const reviewed of [
      { from: "en", lines: lines(["Hear the word.", "Send money."]) },
      { from: "en", lines: lines(["Hear the word."]) },
      { from: "en", lines: [] },
      { from: "en", lines: [{ said: "Hear the word. Amen.", renderings: { es: "  " } }] },
      { from: "english", lines: lines(["Hear the word. Amen."]) },
    ]) {
      expect(clientMessageSchema.safeParse({ type: "prepared", text: "Hear the word. Amen.", reviewed }).success).toBe(
        false,
      );
    }
  });

  it("cut prepared text into sentences of at most 25 words, losing nothing", () => {
    const long = Array.from({ length: 60 }, (_, index) => `Word${index}`).join(" ");
    const pieces = captionPieces(`Hear the word of the Lord. ${long}.`);
    expect(pieces[0]).toBe("Hear the word of the Lord.");
    expect(pieces.slice(1).map((piece) => piece.split(" ").length)).toEqual([25, 25, 10]);
    expect(pieces.join(" ")).toBe(`Hear the word of the Lord. ${long}.`);
  });
});

describe("room tokens", () => {
  const secret = "a-secret-that-is-long-enough-for-tests-0";
  const claims = { sermon: "s1", role: "listener" as const, userId: null, language: "es" };

  it("are the same signed with Node's HMAC (the web) as with WebCrypto (the room)", async () => {
    const nodeHmac = (key: string, data: string) => createHmac("sha256", key).update(data).digest();
    const exact = { ...claims, exp: Date.now() + 1000 };
    const token = await signRoomToken(exact, secret, nodeHmac);
    expect(token).toBe(await signRoomToken(exact, secret));
    expect(await verifyRoomToken(token, secret, "s1")).toMatchObject(claims);
    expect(await verifyRoomToken(await signRoomToken(exact, "another-secret", nodeHmac), secret, "s1")).toBeNull();
  });
  it("verifies its own tokens for the right room until they expire", async () => {
    const token = await signRoomToken({ ...claims, exp: Date.now() + 1000 }, secret);
    expect(await verifyRoomToken(token, secret, "s1")).toMatchObject(claims);
    expect(await verifyRoomToken(token, secret, "s2")).toBeNull();
    expect(await verifyRoomToken(token, secret, "s1", Date.now() + 2000)).toBeNull();
  });

  it("refuses a token with changed claims or another secret", async () => {
    const token = await signRoomToken({ ...claims, exp: Date.now() + 1000 }, secret);
    const [, signature] = token.split(".");
    // btoa, not Buffer: the room's tests are checked with the room's (workerd) types.
    const payload = btoa(JSON.stringify({ ...claims, role: "host", exp: Date.now() + 1000 }))
      .replace(/\+/g, "-")
      .replace(/\//g, "_")
      .replace(/=+$/, "");
    const forged = `${payload}.${signature}`;
    expect(await verifyRoomToken(forged, secret, "s1")).toBeNull();
    expect(await verifyRoomToken(token, "another-secret-that-is-long-enough-000", "s1")).toBeNull();
    expect(await verifyRoomToken("garbage", secret, "s1")).toBeNull();
  });
});
