import path from "node:path";

/** Vitest's own SQLite file, kept apart from the app's and Playwright's. */
export const TEST_DATABASE_URL = `file:${path.resolve("data", "vitest.db")}`;
