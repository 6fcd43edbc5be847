import { defineConfig } from "@playwright/test";

// Overridable so parallel runs (several developers on one machine) do not collide.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // One worker: several specs go live as the demo church's administrator (live, guest listener,
  // display, reading screen, keyboard), and one host can run one sermon at a time.
  workers: 1,
  retries: 0,
  // Generous waits: the machines have two cores, and a slow moment is not a failure.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  globalSetup: "./tests/e2e/global-setup.ts",
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: "retain-on-failure",
    // Debian's Chromium; Playwright's own browser download cannot work offline.
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run", "--disable-sync"],
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
