import { lanAddress } from "#app/features/share/public-address.server.ts";
import { UserType } from "#app/features/auth/roles.ts";
import { expect, goLive, stopSermon, test, waitForHydration } from "./helpers.ts";

// Issue 28 (1, 12): the booth opened at localhost must not hand every phone a link that cannot work,
// and reloading the go-live page during a sermon must hydrate cleanly (it threw React error #418).
test(
  "the share panel warns about a localhost link, offers the Wi-Fi address, " + "and reloads without a hydration error",
  async ({ world }) => {
    test.setTimeout(120_000);
    const { admin } = await world.church();
    const { page: host } = await world.signedIn(admin, { viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    host.on("pageerror", (error) => errors.push(error.message));
    host.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    const { joinUrl, broadcastId } = await goLive(host);
    const port = new URL(joinUrl).port;
    expect(joinUrl).toBe(`http://localhost:${port}/sermon/join/${broadcastId}`);
    const panel = host.getByRole("region", { name: "Invite listeners" });
    await expect(panel.getByRole("alert")).toContainText(`Phones cannot open localhost:${port}`);
    await expect(panel.getByRole("alert")).toContainText("PUBLIC_URL");

    // A reload during the sermon: the server and the browser draw the same link, so nothing to recover.
    await host.reload();
    await waitForHydration(host);
    await expect(panel.locator(".share-link")).toHaveValue(joinUrl);
    await expect(panel.locator(".share-qr title")).toHaveText(joinUrl);
    expect(errors.filter((text) => /418|hydrat/i.test(text))).toEqual([]);

    // This machine's own address on its network, offered with one tap (when it has one).
    const lan = lanAddress();
    const offer = panel.getByRole("button", { name: /Use this computer's Wi-Fi address/ });
    if (lan) {
      await offer.click();
      await expect(panel.locator(".share-link")).toHaveValue(`http://${lan}:${port}/sermon/join/${broadcastId}`);
      await expect(panel.getByRole("alert")).toHaveCount(0);
    } else {
      await expect(offer).toHaveCount(0);
    }
    await stopSermon(host);
  },
);

test.describe("the super administrator", () => {
  test.use({ userType: UserType.SuperAdmin });
  test("sees which address phones are given", async ({ page }) => {
    await page.goto("/churches");
    await expect(page.locator(".public-address")).toHaveText(
      "PUBLIC_URL is not set: phones get links at the address each page is opened at.",
    );
  });
});
