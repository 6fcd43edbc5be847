// The built web server (`node server/start.js`, as `npm run start:prod` runs it) over a seeded
// database of its own, for the import spec and `npm run bench:imports`. Needs a fresh build.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { DEMO_PASSWORD } from "#tests/db-utils.ts";
import { HttpSession } from "./http-session.ts";
import { startWebProcess, type WebProcess } from "./web-process.ts";

export type ImportServer = {
  web: WebProcess;
  databaseUrl: string;
  /** A session signed in as `email`, one of the seed's users. */
  signedIn: (email: string) => Promise<HttpSession>;
  /** Resolves on the first line of the server's output that matches, as soon as it is written. */
  nextLine: (pattern: RegExp) => Promise<string>;
  stop: () => Promise<void>;
};

export async function startImportServer(name: string): Promise<ImportServer> {
  const workDir = path.resolve("data", name);
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.mkdirSync(workDir, { recursive: true });
  const databaseUrl = `file:${path.join(workDir, "app.db")}`;
  const dbEnv = { ...process.env, DATABASE_URL: databaseUrl };
  execFileSync("./node_modules/.bin/prisma", ["migrate", "deploy"], { env: dbEnv, stdio: "ignore" });
  execFileSync("./node_modules/.bin/tsx", ["prisma/seed.ts"], { env: dbEnv, stdio: "ignore" });
  const web = await startWebProcess({
    SESSION_SECRET: `${name}-session-secret-0123456789abcdef`,
    SECRETS_KEY: `${name}-secrets-key-0123456789abcdef0123`,
    ROOM_SECRET: `${name}-room-secret-0123456789abcdef`,
    DATABASE_URL: databaseUrl,
    // Nothing here sends mail; production only insists that a server is named.
    SMTP_URL: "smtp://127.0.0.1:9",
    SECURE_COOKIES: "0",
    UPLOAD_DIR: path.join(workDir, "uploads"),
  });
  return {
    web,
    databaseUrl,
    signedIn: async (email) => {
      const session = new HttpSession();
      const response = await session.post(`${web.url}/login`, { email, password: DEMO_PASSWORD });
      if (response.status !== 302) throw new Error(`sign-in of ${email} answered ${response.status}`);
      return session;
    },
    nextLine: (pattern) =>
      new Promise((resolve) => {
        let pending = "";
        const onData = (chunk: Buffer) => {
          pending += chunk;
          const lines = pending.split("\n");
          pending = lines.pop()!;
          const line = lines.find((candidate) => pattern.test(candidate));
          if (line === undefined) return;
          web.child.stdout!.off("data", onData);
          resolve(line);
        };
        web.child.stdout!.on("data", onData);
      }),
    stop: () => web.stop(),
  };
}
