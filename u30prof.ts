import { spawn } from "node:child_process";
import path from "node:path";
import { HttpSession } from "#tests/support/http-session.ts";
import { bibleAtLimit } from "#tests/support/import-files.ts";
const db = `file:${path.resolve("data/u30-check/app.db")}`;
const child = spawn(process.execPath, ["--cpu-prof", "--cpu-prof-dir=/tmp/u30prof", "server/start.js"], {
  env: { PATH: process.env.PATH!, HOME: process.env.HOME!, SESSION_SECRET: "u30-session-secret-0123456789abcdef", SECRETS_KEY: "u30-secrets-key-0123456789abcdef0123", ROOM_SECRET: "u30-room-secret-0123456789abcdef", DATABASE_URL: db, SMTP_URL: "smtp://127.0.0.1:9", SECURE_COOKIES: "0", PORT: "3599", HOST: "127.0.0.1", UPLOAD_DIR: "/tmp/u30prof-up" },
  stdio: ["ignore", "pipe", "inherit"],
});
let out = ""; child.stdout!.on("data", (c) => (out += c));
while (!out.includes('"msg":"listening"')) await new Promise((r) => setTimeout(r, 200));
const s = new HttpSession();
console.log((await s.post("http://127.0.0.1:3599/login", { email: "admin@example.org", password: "everytongue" })).status);
const text = bibleAtLimit("osis");
for (let i = 0; i < 2; i++) {
  const t = performance.now();
  const r = await s.post("http://127.0.0.1:3599/church/scripture", { intent: "import", name: "p", language: "en", licence: "x", file: new File([text], "b.xml") });
  console.log(r.status, Math.round(performance.now() - t));
}
child.kill("SIGTERM");
await new Promise((r) => child.once("exit", r));
