import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { TEST_DATABASE_URL } from "#tests/setup/test-database.ts";
import { prisma } from "./db.server.ts";

/*
 * Each open SQLite connection holds the database file open. libsql's own transactions hand their
 * connection to the transaction and open a new one for what follows, and never close the old one:
 * one connection (its file handles and page cache) left behind per transaction, until the garbage
 * collector happens to free it. Counted here from the process's open file descriptors.
 */
const file = TEST_DATABASE_URL.slice("file:".length);

function openHandlesOnDatabase() {
  let n = 0;
  for (const fd of fs.readdirSync("/proc/self/fd")) {
    try {
      if (fs.readlinkSync(`/proc/self/fd/${fd}`) === file) n++;
    } catch {
      // The descriptor readdir itself used is closed by now.
    }
  }
  return n;
}

describe("the database client", () => {
  it("keeps its connections when it runs many transactions", async () => {
    await prisma.organisation.count();
    const before = openHandlesOnDatabase();
    expect(before).toBeGreaterThan(0);
    for (let i = 0; i < 30; i++) {
      // Both kinds: an interactive transaction, and a batch (which runs as one too).
      await prisma.$transaction(async (tx) => tx.organisation.count());
      await prisma.$transaction([prisma.organisation.count(), prisma.user.count()]);
    }
    await prisma.organisation.count();
    expect(openHandlesOnDatabase()).toBe(before);
  });

  it("rolls back a failed transaction and carries on on the same connection", async () => {
    const before = openHandlesOnDatabase();
    const name = `Rolled back ${Date.now()}`;
    await expect(
      prisma.$transaction(async (tx) => {
        await tx.organisation.create({ data: { name, address: "1 Test Street" } });
        throw new Error("undo");
      }),
    ).rejects.toThrow("undo");
    expect(await prisma.organisation.count({ where: { name } })).toBe(0);
    await prisma.$transaction(async (tx) => tx.organisation.create({ data: { name, address: "1 Test Street" } }));
    expect(await prisma.organisation.count({ where: { name } })).toBe(1);
    expect(openHandlesOnDatabase()).toBe(before);
  });
});
