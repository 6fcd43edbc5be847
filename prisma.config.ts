import fs from "node:fs";
import path from "node:path";
import { PrismaLibSQL } from "@prisma/adapter-libsql";
import { defineConfig } from "prisma/config";
import { resolveDatabaseUrl } from "./app/utils/database-url.ts";

// Prisma stops reading .env once this file exists.
if (fs.existsSync(".env")) process.loadEnvFile(".env");

/**
 * The WASM schema engine replays each migration file as one raw-SQL call, but libSQL's
 * `executeRaw` runs only the first statement. The shadow database (used by
 * `migrate diff --from-migrations`) therefore gets the whole script through executeScript.
 * See docs/decisions/002-prisma-6-wasm-engine.md.
 */
class LibSQLWithScriptShadow extends PrismaLibSQL {
  override async connectToShadowDb() {
    const adapter = await super.connectToShadowDb();
    const executeRaw = adapter.executeRaw.bind(adapter);
    adapter.executeRaw = async (query) => {
      if (query.args.length === 0 && query.sql.includes(";")) {
        await adapter.executeScript(query.sql);
        return 0;
      }
      return executeRaw(query);
    };
    return adapter;
  }
}

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: path.join("prisma", "schema.prisma"),
  migrations: { path: path.join("prisma", "migrations") },
  async adapter() {
    return new LibSQLWithScriptShadow({
      url: resolveDatabaseUrl(),
      authToken: process.env.DATABASE_AUTH_TOKEN || undefined,
    });
  },
});
