// Imported first by helpers.ts, before any app module reads its settings: the browser tests'
// data builders write to the e2e server's database, and the sign-in cookies they make must be
// signed with the server's own secret (scripts/e2e-server.sh reads it from data/local-secrets.env).
import fs from "node:fs";
import { createClient, type Config, type TransactionMode } from "@libsql/client";
import { PrismaLibSQL } from "@prisma/adapter-libsql";
import { PrismaClient } from "#app/generated/prisma/client.ts";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

process.env.DATABASE_URL = `file:./data/e2e-${E2E_PORT}.db`;
const secrets = "data/local-secrets.env";
if (fs.existsSync(secrets)) {
  const line = fs
    .readFileSync(secrets, "utf8")
    .split("\n")
    .find((entry) => entry.startsWith("SESSION_SECRET="));
  if (line) process.env.SESSION_SECRET = line.slice("SESSION_SECRET=".length).trim();
}

/**
 * The server writes to the same SQLite file while a test makes its records, so this process must
 * wait for the lock rather than fail. libsql hands its connection to each transaction and opens a
 * new one (without the pragma) for what follows: set the wait again on every new connection. And
 * Prisma's transactions start deferred (a read that later wants to write fails at once if the
 * server wrote meanwhile): here they take the write lock first ("write" is BEGIN IMMEDIATE).
 */
class WaitingLibSQL extends PrismaLibSQL {
  override createClient(config: Config) {
    const client = createClient(config);
    const wait = () => client.execute("PRAGMA busy_timeout = 20000");
    void wait();
    const transaction = client.transaction.bind(client);
    client.transaction = (async (_mode?: TransactionMode) => {
      const tx = await transaction("write");
      await wait();
      return tx;
    }) as typeof client.transaction;
    return client;
  }
}

// db.server.ts keeps the client it finds on globalThis, so the shared data builders use this one.
const adapter = new WaitingLibSQL({ url: process.env.DATABASE_URL });
(globalThis as { prisma?: PrismaClient }).prisma = new PrismaClient({ adapter });
