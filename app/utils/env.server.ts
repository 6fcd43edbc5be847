import { z } from "zod";
import { DEV_SECRET } from "#app/neutral/dev-secret.ts";

/**
 * Every setting the server reads, checked once at start. Local use needs none of them:
 * each has a safe default, except that production refuses the development secrets.
 */
const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    DATABASE_URL: z
      .string()
      .regex(/^(file:|libsql:|https?:)/, "must start with file:, libsql: or http(s):")
      .default("file:./data/app.db"),
    // A libSQL server (Turso or self-hosted sqld) asks for one; a SQLite file needs none.
    DATABASE_AUTH_TOKEN: z.string().min(1).optional(),
    SESSION_SECRET: z.string().min(32, "must be at least 32 characters").default(DEV_SECRET),
    SECRETS_KEY: z.string().min(32, "must be at least 32 characters").default(DEV_SECRET),
    ROOM_SECRET: z.string().min(32, "must be at least 32 characters").default(DEV_SECRET),
    // Where browsers reach the room server; by default the web page's own host name on :1999,
    // so phones on the church network find it without configuration.
    ROOM_HOST: z.string().min(1).optional(),
    ROOM_PUBLIC_PORT: z.coerce.number().int().default(1999),
    // Where this server reaches the room, and the room reaches this server.
    ROOM_INTERNAL_URL: z.url().default("http://127.0.0.1:1999"),
    // Listeners per room before a sermon's new listeners go to relay rooms (decision 013).
    ROOM_SHARD_SIZE: z.coerce.number().int().min(1).max(30_000).default(5000),
    WEB_INTERNAL_URL: z.url().optional(),
    PORT: z.coerce.number().int().default(3000),
    // The address phones are given in QR codes, share links and printed cards (decision 032), e.g.
    // https://church.example.org or http://192.168.1.20:3000. Unset: the address the page was opened at.
    PUBLIC_URL: z.url("must be a URL such as http://192.168.1.20:3000").optional(),
    APERTIUM_URL: z.url("must be a URL").default("http://127.0.0.1:2737"),
    // A LibreTranslate server beside the app: the demo organisation's default translator, and a
    // private address provider requests may reach (app/features/providers/address-guard.server.ts).
    LIBRETRANSLATE_URL: z.url("must be a URL").optional(),
    // "1" lets organisations point providers at private addresses (a LAN-only install).
    PROVIDERS_ALLOW_PRIVATE: z.enum(["0", "1"]).default("0"),
    SMTP_URL: z.url("must be a URL such as smtp://user:pass@host:587").optional(),
    MAIL_FROM: z.string().default("Every Tongue <no-reply@everytongue.local>"),
    // How many reverse proxies stand in front of the app ("1": one nginx or Caddy); see clientAddress.
    TRUST_PROXY: z
      .string()
      .regex(/^\d{1,2}$/, "must be the number of trusted proxy hops (0, 1, 2…)")
      .default("0"),
    SECURE_COOKIES: z.enum(["0", "1"]).optional(),
    // Uploaded images: this host's disk, or an S3-compatible bucket shared by every web server.
    UPLOAD_STORAGE: z.enum(["local", "s3"]).default("local"),
    UPLOAD_DIR: z.string().min(1).optional(),
    S3_BUCKET: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).default("us-east-1"),
    S3_ENDPOINT: z.url("must be a URL such as https://s3.example.org").optional(),
    S3_FORCE_PATH_STYLE: z.enum(["0", "1"]).default("0"),
    S3_PREFIX: z.string().default("uploads/"),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    // Request logs: pino levels; "silent" turns them off.
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
    // New guest listeners (no account) one client address may add per hour (issue 12): a whole
    // congregation behind one church router (decision 031). An IPv6 /64 is one address (decision 051).
    GUEST_JOINS_PER_IP_HOUR: z.coerce.number().int().min(1).default(5000),
    // Guests one sermon may take in all, from every address together (decision 031), counted when
    // their socket joins, not when a token is asked for (decision 051).
    GUEST_JOINS_PER_SERMON: z.coerce.number().int().min(1).default(20_000),
  })
  .superRefine((env, ctx) => {
    if (env.UPLOAD_STORAGE === "s3" && !env.S3_BUCKET) {
      ctx.addIssue({ code: "custom", path: ["S3_BUCKET"], message: "is required when UPLOAD_STORAGE=s3" });
    }
    if (env.NODE_ENV !== "production") return;
    for (const key of ["SESSION_SECRET", "SECRETS_KEY", "ROOM_SECRET"] as const) {
      if (env[key] === DEV_SECRET) {
        ctx.addIssue({ code: "custom", path: [key], message: "must be set to your own secret in production" });
      }
    }
  });

export type Env = z.infer<typeof schema>;

/** Parses an environment, throwing one error that names every missing or wrong variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  - ${issue.path.join(".")}: ${issue.message}`);
  throw new Error(`Invalid environment variables:\n${lines.join("\n")}`);
}

export const env = parseEnv(process.env);

/** Cookies get Secure in production unless explicitly turned off (plain-HTTP church LAN). */
export const secureCookies = env.SECURE_COOKIES ? env.SECURE_COOKIES === "1" : env.NODE_ENV === "production";
