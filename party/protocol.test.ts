import { describe, expect, it } from "vitest";
import { clientMessageSchema, splitSentences } from "./protocol.ts";
import { signRoomToken, verifyRoomToken } from "./token.ts";

describe("splitting recognised speech", () => {
  it("cuts at sentence boundaries and drops empty pieces", () => {
    expect(splitSentences("The Lord is my shepherd. I shall not want!  Amen?")).toEqual(["The Lord is my shepherd.", "I shall not want!", "Amen?"]);
    expect(splitSentences("   ")).toEqual([]);
  });

  it("knows other scripts' full stops", () => {
    expect(splitSentences("主是我的牧者。我必不致缺乏。", "zh-CN")).toEqual(["主是我的牧者。", "我必不致缺乏。"]);
  });
});

describe("the message schema", () => {
  it("refuses what is not in the protocol", () => {
    expect(clientMessageSchema.safeParse({ type: "final", seq: 1, text: "ok" }).success).toBe(true);
    for (const bad of [{ type: "final", seq: -1, text: "x" }, { type: "final", seq: 1, text: "" }, { type: "accept", clickId: "x" }, { type: "shout" }]) {
      expect(clientMessageSchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe("room tokens", () => {
  const secret = "a-secret-that-is-long-enough-for-tests-0";
  const claims = { sermon: "s1", role: "listener" as const, userId: null, language: "es" };

  it("verifies its own tokens for the right room until they expire", async () => {
    const token = await signRoomToken({ ...claims, exp: Date.now() + 1000 }, secret);
    expect(await verifyRoomToken(token, secret, "s1")).toMatchObject(claims);
    expect(await verifyRoomToken(token, secret, "s2")).toBeNull();
    expect(await verifyRoomToken(token, secret, "s1", Date.now() + 2000)).toBeNull();
  });

  it("refuses a token with changed claims or another secret", async () => {
    const token = await signRoomToken({ ...claims, exp: Date.now() + 1000 }, secret);
    const [, signature] = token.split(".");
    const forged = `${Buffer.from(JSON.stringify({ ...claims, role: "host", exp: Date.now() + 1000 })).toString("base64url")}.${signature}`;
    expect(await verifyRoomToken(forged, secret, "s1")).toBeNull();
    expect(await verifyRoomToken(token, "another-secret-that-is-long-enough-000", "s1")).toBeNull();
    expect(await verifyRoomToken("garbage", secret, "s1")).toBeNull();
  });
});
