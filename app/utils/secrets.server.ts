// Provider keys at rest: AES-256-GCM with a key derived from SECRETS_KEY. A stored value reads
// "v1.<iv>.<tag>.<ciphertext>" (base64url); anything that fails to decrypt reads as missing.
import crypto from "node:crypto";
import { env } from "./env.server.ts";

const key = crypto.createHash("sha256").update(`every-tongue:secrets:${env.SECRETS_KEY}`).digest();

export function encryptSecret(plain: string) {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", key, iv);
  const ciphertext = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), ciphertext].map((part) => (typeof part === "string" ? part : part.toString("base64url"))).join(".");
}

export function decryptSecret(stored: string | null | undefined): string | null {
  if (!stored) return null;
  const [version, iv, tag, ciphertext] = stored.split(".");
  if (version !== "v1" || !iv || !tag || !ciphertext) return null;
  try {
    const decipher = crypto.createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

/** What a browser may see of a key: its last four characters. */
export function maskSecret(plain: string | null) {
  return plain ? `••••${plain.slice(-4)}` : "";
}
