// Outgoing e-mail. With SMTP_URL set, nodemailer sends it; without, it lands in a dev mailbox on
// disk (data/mailbox, readable at /dev-mailbox by the super administrator; the log only says a
// message arrived) so a newcomer can reset a password with no mail server at all.
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { projectRoot } from "./database-url.ts";
import { env } from "./env.server.ts";
import { logger, maskEmail } from "./logger.server.ts";

export type Email = { to: string; subject: string; text: string; html: string };
export type StoredEmail = Email & { id: string; sentAt: string };

const mailboxDir = path.join(projectRoot, "data", "mailbox");

let transport: Transporter | null = null;

export async function sendEmail(email: Email) {
  if (env.SMTP_URL) {
    transport ??= nodemailer.createTransport(env.SMTP_URL);
    await transport.sendMail({ from: env.MAIL_FROM, ...email });
    return;
  }
  const stored: StoredEmail = { ...email, id: crypto.randomUUID(), sentAt: new Date().toISOString() };
  await fs.mkdir(mailboxDir, { recursive: true });
  await fs.writeFile(path.join(mailboxDir, `${Date.now()}-${stored.id}.json`), JSON.stringify(stored, null, 2));
  // Never the message itself: it may hold a reset code, and logs are not a place for those.
  logger.info(
    { to: maskEmail(email.to), subject: email.subject },
    "dev mailbox: message stored, read it at /dev-mailbox",
  );
}

/** The dev mailbox, newest first. */
export async function readMailbox(limit = 50): Promise<StoredEmail[]> {
  const files = await fs.readdir(mailboxDir).catch(() => [] as string[]);
  const newest = files
    .filter((file) => file.endsWith(".json"))
    .sort()
    .reverse()
    .slice(0, limit);
  return Promise.all(
    newest.map(async (file) => JSON.parse(await fs.readFile(path.join(mailboxDir, file), "utf8")) as StoredEmail),
  );
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A plain message and its HTML twin from the same translated paragraphs. */
export function composeEmail(to: string, subject: string, paragraphs: string[], highlight?: string): Email {
  const text = [...paragraphs.slice(0, 1), ...(highlight ? [highlight] : []), ...paragraphs.slice(1)].join("\n\n");
  const html = [
    `<div style="font-family:system-ui,sans-serif;font-size:16px;line-height:1.5;color:#231f20;max-width:32rem">`,
    `<p style="font-weight:700;color:#c2410c">Every Tongue</p>`,
    ...paragraphs.slice(0, 1).map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...(highlight ? [`<p style="font-size:32px;font-weight:800;letter-spacing:8px">${escapeHtml(highlight)}</p>`] : []),
    ...paragraphs.slice(1).map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `</div>`,
  ].join("");
  return { to, subject, text, html };
}
