import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server.ts";

describe("the environment check", () => {
  it("needs nothing for local use", () => {
    const env = parseEnv({});
    expect(env.DATABASE_URL).toBe("file:./data/app.db");
    expect(env.NODE_ENV).toBe("development");
  });

  it("names every wrong variable in one message", () => {
    expect(() => parseEnv({ DATABASE_URL: "postgres://x", SESSION_SECRET: "short", APERTIUM_URL: "nope" })).toThrowError(
      /DATABASE_URL: must start with file:[\s\S]*SESSION_SECRET: must be at least 32 characters[\s\S]*APERTIUM_URL: must be a URL/,
    );
  });

  it("refuses the development secrets in production", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrowError(/SESSION_SECRET: must be set to your own secret in production/);
    const secret = "x".repeat(40);
    expect(parseEnv({ NODE_ENV: "production", SESSION_SECRET: secret, SECRETS_KEY: secret, ROOM_SECRET: secret }).NODE_ENV).toBe("production");
  });
});
