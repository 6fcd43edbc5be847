import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts: the React Router plugin must not run under Vitest, and
// Playwright specs (tests/e2e) must not be collected here.
export default defineConfig({
  test: {
    include: ["app/**/*.test.{ts,tsx}", "party/**/*.test.ts", "scripts/**/*.test.ts", "tests/integration/**/*.test.ts"],
    globalSetup: ["tests/setup/vitest-global.ts"],
    setupFiles: ["tests/setup/vitest-env.ts"],
    pool: "forks",
    // Two forks on two cores (Vitest's default would be one): each worker has its own test database
    // (tests/setup/test-database.ts) and the room tests share one `partykit dev` (shared-room.ts).
    maxWorkers: 2,
    testTimeout: 20_000,
  },
});
