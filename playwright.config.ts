import { defineConfig } from "@playwright/test";

// Overridable so parallel runs (several developers on one machine) do not collide.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

/** The specs that only take screenshots (screenshots/). */
export const SCREENSHOT_SPECS = [
  "**/screenshots.spec.ts",
  "**/console-screenshots.spec.ts",
  "**/listener-screenshots.spec.ts",
  "**/report-screenshots.spec.ts",
  "**/booth-memory-screenshots.spec.ts",
  "**/bilingual-screenshots.spec.ts",
];

export default defineConfig({
  testDir: "tests/e2e",
  // Pictures for people to look at are their own command (npm run screenshots,
  // playwright.screenshots.config.ts), not a side effect of npm test.
  testIgnore: SCREENSHOT_SPECS,
  fullyParallel: true,
  // Two workers (the machines have two cores): every spec that goes live does so as an
  // administrator of a church of its own (tests/e2e/helpers.ts, `world.church()`), so no two
  // tests ever share a host or a sermon.
  workers: 2,
  retries: 0,
  // Generous waits: the machines have two cores, and a slow moment is not a failure.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  globalSetup: "./tests/e2e/global-setup.ts",
  // Reads the web server's whole log for secrets, codes, e-mail addresses and tokens.
  globalTeardown: "./tests/e2e/global-teardown.ts",
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: "retain-on-failure",
    // Debian's Chromium; Playwright's own browser download cannot work offline.
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
        "--disable-sync",
      ],
    },
  },
  webServer: {
    command: `bash scripts/e2e-server.sh ${E2E_PORT}`,
    url: `http://localhost:${E2E_PORT}/login`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: "ignore",
  },
});
