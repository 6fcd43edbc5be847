// Provider keys (and staff payroll and tax numbers) at rest: AES-256-GCM with a key derived from
// SECRETS_KEY and a fresh 12-byte IV per value. A stored value reads "v1.<iv>.<tag>.<ciphertext>"
// (base64url); anything that fails to decrypt reads as missing.
import crypto from "node:crypto";
import { env } from "./env.server.ts";

const VERSION = "v1";

function keyFrom(secret: string) {
  return crypto.createHash("sha256").update(`every-tongue:secrets:${secret}`).digest();
}

let cachedKey: Buffer | null = null;
const defaultKey = () => (cachedKey ??= keyFrom(env.SECRETS_KEY));

export function encryptSecret(plain: string, key: Buffer = defaultKey()): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", key, iv);
  const ciphertext = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

/** The plain value, or null when it was tampered with or made with another key. */
export function decryptSecret(stored: string | null | undefined, key: Buffer = defaultKey()): string | null {
  if (!stored) return null;
  const [version, iv, tag, ciphertext] = stored.split(".");
  if (version !== VERSION || !iv || !tag || !ciphertext) return null;
  try {
    const decipher = crypto.createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

const MASK = "••••";

/** What a browser may see of a key: bullets and its last four characters (none of a short one). */
export function maskSecret(plain: string | null): string {
  if (!plain) return "";
  return `${MASK}${plain.length > 8 ? plain.slice(-4) : ""}`;
}

/** The mask of the stored value, for forms: "" when nothing is stored. */
export function maskStored(stored: string | null | undefined): string {
  return maskSecret(decryptSecret(stored));
}

const isUntouchedMask = (submitted: string, stored: string | null | undefined) =>
  submitted.startsWith(MASK) && submitted === maskStored(stored);

/**
 * What to store after a form: the submitted value encrypted, or the stored one kept when the
 * field came back as its mask (untouched) or empty on an optional field.
 */
export function nextStoredSecret(submitted: string | undefined, stored: string | null | undefined): string | null {
  if (!submitted || isUntouchedMask(submitted, stored)) return stored ?? null;
  return encryptSecret(submitted);
}

/** The real value a form means: the stored one when the mask came back untouched. */
export function effectiveSecret(submitted: string | undefined, stored: string | null | undefined): string | null {
  if (!submitted || isUntouchedMask(submitted, stored)) return decryptSecret(stored);
  return submitted;
}

export const forTests = { keyFrom, MASK };
