import crypto from "node:crypto";
import { env } from "./env.server.ts";

/**
 * Provider keys and staff payroll details at rest: AES-256-GCM, a fresh 12-byte IV per value,
 * stored as "v1.<iv>.<tag>.<ciphertext>" (base64url). The key is derived from SECRETS_KEY with
 * HKDF, so the environment value itself is never used as raw key material.
 */
const VERSION = "v1";

function keyFrom(secret: string) {
  return Buffer.from(crypto.hkdfSync("sha256", secret, "every-tongue", "secrets-v1", 32));
}

let cachedKey: Buffer | null = null;
const defaultKey = () => (cachedKey ??= keyFrom(env.SECRETS_KEY));

export function encryptSecret(plain: string, key: Buffer = defaultKey()): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body].map((part) => (typeof part === "string" ? part : part.toString("base64url"))).join(".");
}

/** The plain value, or null when it was tampered with or made with another key. */
export function decryptSecret(stored: string | null | undefined, key: Buffer = defaultKey()): string | null {
  if (!stored) return null;
  const [version, iv, tag, body] = stored.split(".");
  if (version !== VERSION || !iv || !tag || body === undefined) return null;
  try {
    const decipher = crypto.createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

const MASK = "••••••••";

/** What the browser may see of a secret: bullets and its last four characters. */
export function maskSecret(plain: string | null): string {
  if (!plain) return "";
  return `${MASK}${plain.length > 8 ? plain.slice(-4) : ""}`;
}

/** The mask of the stored value, for forms: "" when nothing is stored. */
export function maskStored(stored: string | null | undefined): string {
  return maskSecret(decryptSecret(stored));
}

/**
 * What to store after a form: the submitted value re-encrypted, or the stored one kept when the
 * field came back as its mask (untouched) or empty on an optional field.
 */
export function nextStoredSecret(submitted: string | undefined, stored: string | null | undefined): string | null {
  if (submitted === undefined || submitted === "") return stored ?? null;
  if (submitted.startsWith(MASK) && submitted === maskStored(stored)) return stored ?? null;
  return encryptSecret(submitted);
}

/** The real value a form means: the stored one when the mask came back untouched. */
export function effectiveSecret(submitted: string | undefined, stored: string | null | undefined): string | null {
  if (!submitted) return decryptSecret(stored);
  if (submitted.startsWith(MASK) && submitted === maskStored(stored)) return decryptSecret(stored);
  return submitted;
}

export const forTests = { keyFrom, MASK };
