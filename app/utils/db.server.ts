import { PrismaLibSQL } from "@prisma/adapter-libsql";
import { PrismaClient } from "#app/generated/prisma/client.ts";
import { resolveDatabaseUrl } from "./database-url.ts";
import { env } from "./env.server.ts";

// One client per process; dev-server reloads reuse it through globalThis.
const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient; pragmas?: Promise<unknown> };

export const prisma =
  globalForPrisma.prisma ??
  new PrismaClient({
    // The token is for a libSQL server (Turso, sqld); a SQLite file ignores it.
    adapter: new PrismaLibSQL({ url: resolveDatabaseUrl(env.DATABASE_URL), authToken: env.DATABASE_AUTH_TOKEN }),
  });

// SQLite is shared with commands (purge, seed) and tests: wait for a lock instead of failing
// at once, and let readers work while a writer writes (WAL).
if (env.DATABASE_URL.startsWith("file:")) {
  globalForPrisma.pragmas ??= prisma
    .$queryRawUnsafe("PRAGMA busy_timeout = 5000")
    .then(() => prisma.$queryRawUnsafe("PRAGMA journal_mode = WAL"))
    .catch((error) => console.error("Could not set SQLite pragmas", error));
}

if (env.NODE_ENV !== "production") globalForPrisma.prisma = prisma;
