import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server.ts";

describe("the environment check", () => {
  it("needs nothing for local use", () => {
    const env = parseEnv({});
    expect(env.DATABASE_URL).toBe("file:./data/app.db");
    expect(env.NODE_ENV).toBe("development");
  });

  it("names every wrong variable in one message", () => {
    expect(() =>
      parseEnv({ DATABASE_URL: "postgres://x", SESSION_SECRET: "short", APERTIUM_URL: "nope" }),
    ).toThrowError(
      new RegExp(
        "DATABASE_URL: must start with file:[\\s\\S]*SESSION_SECRET: must be at least 32 characters" +
          "[\\s\\S]*APERTIUM_URL: must be a URL",
      ),
    );
  });

  it("refuses the development secrets in production", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrowError(
      /SESSION_SECRET: must be set to your own secret in production/,
    );
    const secret = "x".repeat(40);
    expect(
      parseEnv({ NODE_ENV: "production", SESSION_SECRET: secret, SECRETS_KEY: secret, ROOM_SECRET: secret }).NODE_ENV,
    ).toBe("production");
  });

  it("needs a bucket for S3 uploads, and keeps the database token", () => {
    expect(() => parseEnv({ UPLOAD_STORAGE: "s3" })).toThrowError(/S3_BUCKET: is required when UPLOAD_STORAGE=s3/);
    const env = parseEnv({
      UPLOAD_STORAGE: "s3",
      S3_BUCKET: "uploads",
      DATABASE_URL: "libsql://db.example.org",
      DATABASE_AUTH_TOKEN: "token",
    });
    expect(env.S3_PREFIX).toBe("uploads/");
    expect(env.DATABASE_AUTH_TOKEN).toBe("token");
    expect(parseEnv({}).UPLOAD_STORAGE).toBe("local");
  });
});
