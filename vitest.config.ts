import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts: the React Router plugin must not run under Vitest, and
// Playwright specs (tests/e2e) must not be collected here.
export default defineConfig({
  test: {
    include: ["app/**/*.test.{ts,tsx}", "party/**/*.test.ts", "scripts/**/*.test.ts", "tests/integration/**/*.test.ts"],
    globalSetup: ["tests/setup/vitest-global.ts"],
    setupFiles: ["tests/setup/vitest-env.ts"],
    pool: "forks",
    // Two forks, as Playwright has two workers: Vitest's default is one fewer than the cores, so on these
    // two-core machines every file ran one after another while most of them wait on sockets and servers.
    maxWorkers: 2,
    testTimeout: 20_000,
  },
});
