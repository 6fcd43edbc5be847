import fs from "node:fs";
import path from "node:path";

const mailDir = () => path.join("data", `e2e-mail-${process.env.E2E_PORT ?? 3100}`);

/** The newest reset code the loopback SMTP server received for `to`. */
export async function latestResetCode(to: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = fs.existsSync(mailDir()) ? fs.readdirSync(mailDir()).sort().reverse() : [];
    for (const file of files) {
      const mail = JSON.parse(fs.readFileSync(path.join(mailDir(), file), "utf8")) as { to: string[]; raw: string };
      const code = mail.raw.match(/^(\d{4})\s*$/m)?.[1];
      if (mail.to.includes(to) && code) return code;
    }
    if (Date.now() > deadline) throw new Error(`no reset code for ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export function mailCount(to: string) {
  if (!fs.existsSync(mailDir())) return 0;
  return fs.readdirSync(mailDir()).filter((file) => (JSON.parse(fs.readFileSync(path.join(mailDir(), file), "utf8")) as { to: string[] }).to.includes(to)).length;
}
