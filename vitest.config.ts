import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts: the React Router plugin must not run under Vitest, and
// Playwright specs (tests/e2e) must not be collected here.
export default defineConfig({
  test: {
    include: ["app/**/*.test.{ts,tsx}", "party/**/*.test.ts", "scripts/**/*.test.ts", "tests/integration/**/*.test.ts"],
    globalSetup: ["tests/setup/vitest-global.ts"],
    setupFiles: ["tests/setup/vitest-env.ts"],
    pool: "forks",
    // One fork (Vitest's default on two cores): with two, CI met tests that race another file's work
    // (a backup counting a shared table, the order of two voice clips under load).
    testTimeout: 20_000,
  },
});
