import { createClient, type Config, type TransactionMode } from "@libsql/client";
import { PrismaLibSQL } from "@prisma/adapter-libsql";
import { PrismaClient } from "#app/generated/prisma/client.ts";
import { resolveDatabaseUrl } from "./database-url.ts";
import { sameConnectionTransaction } from "./db-transaction.server.ts";
import { env } from "./env.server.ts";
import { logger } from "./logger.server.ts";

// One client per process; dev-server reloads reuse it through globalThis.
const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient; pragmas?: Promise<unknown> };

/**
 * A SQLite file is shared with other processes (commands, the browser tests' data builders), so a
 * write must wait for their lock: busy_timeout on the connection. And one connection for the
 * process's life: libsql's own `transaction()` hands its connection to the transaction, opens a new
 * one for what follows and never closes the old one, so every Prisma transaction (interactive or
 * batch) left a connection behind, with its file handles and page cache, until the garbage
 * collector freed it (issue 33; db.server.test.ts counts them). A transaction here is BEGIN …
 * COMMIT on the one connection: the adapter holds its lock from BEGIN to COMMIT or ROLLBACK, so
 * no other statement of this client can come between.
 */
class WaitingLibSQL extends PrismaLibSQL {
  override createClient(config: Config) {
    const client = createClient(config);
    if (!config.url.startsWith("file:")) return client;
    // synchronous = NORMAL: in WAL mode a commit no longer waits for the disk (the WAL is synced at
    // each checkpoint). A crash of the machine may lose the last moments' commits, never the file's
    // consistency; on a busy disk a synced commit cost 10–20 ms, and a Sunday rush is a write per
    // phone (docs/decisions/031-sunday-rush.md).
    void client.execute("PRAGMA busy_timeout = 5000").then(() => client.execute("PRAGMA synchronous = NORMAL"));
    client.transaction = (mode?: TransactionMode) => sameConnectionTransaction(client, mode);
    return client;
  }
}

export const prisma =
  globalForPrisma.prisma ??
  new PrismaClient({
    // The token is for a libSQL server (Turso, sqld); a SQLite file ignores it.
    adapter: new WaitingLibSQL({ url: resolveDatabaseUrl(env.DATABASE_URL), authToken: env.DATABASE_AUTH_TOKEN }),
  });

// SQLite is shared with commands (purge, seed) and tests: wait for a lock instead of failing
// at once, and let readers work while a writer writes (WAL).
if (env.DATABASE_URL.startsWith("file:")) {
  globalForPrisma.pragmas ??= prisma
    .$queryRawUnsafe("PRAGMA busy_timeout = 5000")
    .then(() => prisma.$queryRawUnsafe("PRAGMA journal_mode = WAL"))
    .catch((error) => logger.error({ err: error }, "could not set SQLite pragmas"));
}

if (env.NODE_ENV !== "production") globalForPrisma.prisma = prisma;

/**
 * Prisma keeps SQLite DateTime columns as ISO text with a "+00:00" suffix; raw queries must
 * compare against the same spelling or text comparison puts "Z" and "+" in the wrong order.
 */
export function dbTime(date: Date): string {
  return date.toISOString().replace("Z", "+00:00");
}
