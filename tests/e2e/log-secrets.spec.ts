import crypto from "node:crypto";
import fs from "node:fs";
import { E2E_PORT } from "./e2e-env.ts";
import { expect, test } from "./helpers.ts";
import { e2eWebLog, findLeaksInLog } from "#tests/support/log-secrets.ts";

// Issue 30, finding 7: the web server's log held whole e-mail addresses (a reset request sends
// the browser to /reset-password?email=…) and display tokens (/display/<token>). The log of the
// server every browser test talks to is read back; global-teardown.ts reads all of it after a run.
test("the server log keeps neither an e-mail address nor a display token", async ({ page, world }) => {
  const user = await world.user();
  const token = crypto.randomBytes(24).toString("base64url");
  const logFile = e2eWebLog(E2E_PORT);
  const before = fs.existsSync(logFile) ? fs.statSync(logFile).size : 0;

  await page.goto("/forgot-password");
  await page.getByLabel(/e-?mail/i).fill(user.email);
  await page.getByRole("button", { name: "Send code" }).click();
  await page.waitForURL(/\/reset-password/);
  await page.goto(`/display/${token}`);
  await page.request.get(`/api/display-token?token=${token}&language=es`);

  // The request log is written when each answer ends: wait until the last request is in it.
  await expect
    .poll(() => (fs.existsSync(logFile) ? fs.readFileSync(logFile, "utf8").slice(before) : ""))
    .toContain("/api/display-token");
  const written = fs.readFileSync(logFile, "utf8").slice(before);
  expect(written).not.toContain(user.email);
  expect(written).not.toContain(token);
  expect(findLeaksInLog(written)).toEqual([]);
});
