// Issue 28 (8): sermons had no title ("Untitled sermon" in analytics, "Sermon" to listeners). The
// go-live form takes an optional title and the day's service it belongs to; the booth can change the
// title while live; listeners, analytics and the exports name the sermon by it.
import { createEvent, expect, queryE2eDb, speak, stopSermon, test, waitForHydration } from "./helpers.ts";

test(
  "a sermon is titled and tied to today's service on the go-live form, " + "retitled live, and named by it everywhere",
  async ({ browser, world }) => {
    test.setTimeout(120_000);
    const { admin, organisation } = await world.church();
    const service = await createEvent({
      organisationId: organisation.id,
      name: "Sunday morning service",
      startsAt: new Date(Date.now() + 30 * 60_000),
    });
    const { page: host } = await world.signedIn(admin, { viewport: { width: 1280, height: 900 } });
    await host.goto("/real-time-sermon-translation");
    await waitForHydration(host);
    await host.getByLabel("Language you will speak").selectOption("en");
    await host.getByLabel("Sermon title (optional)").fill("Living water");
    await expect(host.getByLabel("Service")).toHaveValue(service.id);
    await host.getByRole("button", { name: "Start speaking" }).click();
    await expect(host.getByRole("status").filter({ hasText: "Listening" })).toBeVisible();
    const broadcastId = (await host.locator(".share-link").inputValue()).split("/sermon/join/")[1]!;
    expect(
      await queryE2eDb<{ title: string; eventId: string }>("SELECT title, eventId FROM Sermon WHERE broadcastId = ?", [
        broadcastId,
      ]),
    ).toEqual([{ title: "Living water", eventId: service.id }]);

    // The booth corrects the title while live; a listener arriving now reads it.
    const booth = host.getByRole("form", { name: "Sermon title" });
    await booth.getByLabel("Sermon title (optional)").fill("Living water, part 2");
    await booth.getByRole("button", { name: "Save title" }).click();
    await expect(host.getByText("Title saved.")).toBeVisible();
    const visitor = await browser.newContext({ viewport: { width: 375, height: 812 } });
    try {
      const guest = await visitor.newPage();
      await guest.goto(`/sermon/join/${broadcastId}`);
      await expect(guest.getByRole("heading", { level: 1 })).toHaveText("Living water, part 2");
      await expect(guest).toHaveTitle(/^Living water, part 2 · /);
    } finally {
      await visitor.close();
    }
    await host.goto("/analytics?view=live");
    await expect(host.locator(".session-card").filter({ hasText: "Living water, part 2" })).toHaveCount(1);

    await host.goto("/real-time-sermon-translation");
    await waitForHydration(host);
    await expect(host.getByRole("status").filter({ hasText: "Listening" })).toBeVisible();
    await host.evaluate(speak, "Whoever drinks the water I give will never thirst.");
    await expect(host.locator(".transcript-line")).toHaveCount(1);
    await stopSermon(host);
    const json = await (await host.request.get(`/transcript/${broadcastId}?format=json&language=en`)).json();
    expect(json.title).toBe("Living water, part 2");
  },
);
