import { test as base, expect } from "@playwright/test";
import { createClient } from "@libsql/client";
import { storageStatePath, type DemoUserType } from "./users.ts";

/** Read-only look into the e2e database, for ids the pages under test do not show yet. */
export async function queryE2eDb<T>(sql: string, args: (string | number)[] = []): Promise<T[]> {
  const client = createClient({ url: `file:data/e2e-${process.env.E2E_PORT ?? 3100}.db` });
  try {
    return (await client.execute({ sql, args })).rows as unknown as T[];
  } finally {
    client.close();
  }
}

/** `test.use({ userType: 2 })` starts every test of a file signed in as that demo user. */
export const test = base.extend<{ userType: DemoUserType | null }>({
  userType: [null, { option: true }],
  storageState: async ({ userType }, use) => {
    await use(userType ? storageStatePath(userType) : { cookies: [], origins: [] });
  },
});

export { expect };
