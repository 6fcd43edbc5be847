import { defineConfig } from "@playwright/test";
import config, { SCREENSHOT_SPECS } from "./playwright.config.ts";

// npm run screenshots: the same server and browser as the browser tests, running only the specs
// that take pictures for people to look at (written to screenshots/).
export default defineConfig({
  ...config,
  testIgnore: undefined,
  testMatch: SCREENSHOT_SPECS,
});
