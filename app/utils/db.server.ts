import { PrismaLibSQL } from "@prisma/adapter-libsql";
import { PrismaClient } from "#app/generated/prisma/client.ts";
import { resolveDatabaseUrl } from "./database-url.ts";
import { env } from "./env.server.ts";

// One client per process; dev-server reloads reuse it through globalThis.
const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient };

export const prisma =
  globalForPrisma.prisma ??
  new PrismaClient({ adapter: new PrismaLibSQL({ url: resolveDatabaseUrl(env.DATABASE_URL) }) });

if (env.NODE_ENV !== "production") globalForPrisma.prisma = prisma;
