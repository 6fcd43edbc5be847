import type { Client, InStatement, Transaction, TransactionMode } from "@libsql/client";

const begin: Record<TransactionMode, string> = {
  write: "BEGIN IMMEDIATE",
  read: "BEGIN TRANSACTION READONLY",
  deferred: "BEGIN DEFERRED",
};

/**
 * A transaction on the client's own connection (db.server.ts says why libsql's is not used for a
 * SQLite file). Only for a caller that lets nothing else use the client until it commits or rolls
 * back, as Prisma's adapter does with its lock.
 */
export async function sameConnectionTransaction(client: Client, mode: TransactionMode = "write"): Promise<Transaction> {
  await client.execute(begin[mode]);
  let open = true;
  const checked = () => {
    if (!open) throw new Error("The transaction is closed");
  };
  const end = async (sql: "COMMIT" | "ROLLBACK") => {
    checked();
    open = false;
    try {
      await client.execute(sql);
    } catch (error) {
      // A commit that failed leaves the transaction open on the one connection: every later
      // statement of the process would run inside it.
      await client.execute("ROLLBACK").catch(() => undefined);
      throw error;
    }
  };
  return {
    execute: async (statement: InStatement) => (checked(), client.execute(statement)),
    batch: async (statements: InStatement[]) => {
      const results = [];
      for (const statement of statements) results.push(await (checked(), client.execute(statement)));
      return results;
    },
    // The client's executeMultiple rolls back whatever transaction is open when it ends.
    executeMultiple: () => Promise.reject(new Error("executeMultiple is not supported inside a transaction")),
    commit: () => end("COMMIT"),
    // A failed statement may already have ended it (SQLite rolls back on some errors).
    rollback: async () => {
      if (open) await end("ROLLBACK").catch(() => undefined);
    },
    close: () => {
      if (open) void end("ROLLBACK").catch(() => undefined);
    },
    get closed() {
      return !open;
    },
  };
}
