import sharp from "sharp";
import { craftedPost, expect, expectToast, queryE2eDb, test, uniqueLetters } from "./helpers.ts";
import { UserType } from "#app/features/auth/roles.ts";

type EventRow = { id: string; name: string; startsAt: string; organisationId: string };
const eventByName = async (name: string) =>
  (await queryE2eDb<EventRow>("SELECT id, name, startsAt, organisationId FROM Event WHERE name = ?", [name]))[0];
const imagesOf = (eventId: string) =>
  queryE2eDb<{ id: string; path: string }>("SELECT id, path FROM EventImage WHERE eventId = ?", [eventId]);
const png = (colour: string) =>
  sharp({ create: { width: 6, height: 6, channels: 3, background: colour } })
    .png()
    .toBuffer();

test.describe("an organisation admin managing events", () => {
  test.use({ userType: UserType.OrganisationAdmin });

  test("adds an event, edits it, adds and deletes images one by one, then deletes it", async ({ page }) => {
    const name = uniqueLetters("Harvest");
    await page.goto("/events/new");
    await page.getByLabel("Name").fill(name);
    await page.getByLabel("Date and time").fill("2031-03-14T18:30");
    await page.getByLabel("Description").fill("A night of thanksgiving.");
    await page.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Event added successfully");
    await expect(page).toHaveURL(/\/events$/);
    const created = await eventByName(name);
    // The demo organisation is in Adelaide: 18:30 there on 14 March 2031 is 08:00 UTC.
    expect(new Date(created!.startsAt).toISOString()).toBe("2031-03-14T08:00:00.000Z");
    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row.getByText("Active")).toBeVisible();

    await page.goto(`/events/${created!.id}`);
    await page.getByLabel("Description").fill("A night of thanksgiving and food.");
    await page.getByLabel("Add images").setInputFiles([
      { name: "one.png", mimeType: "image/png", buffer: await png("#c2410c") },
      { name: "two.png", mimeType: "image/png", buffer: await png("#1d5fa8") },
    ]);
    await page.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Event updated successfully");
    expect(await imagesOf(created!.id)).toHaveLength(2);
    await expect(page.getByRole("img", { name: /Images/ })).toHaveCount(2);

    // The public events page is plain HTML: no script, and a photo still zooms (a popover).
    const publicPage = await page.goto(`/public/events?org=${created!.organisationId}`);
    expect(await publicPage!.text()).not.toContain("<script");
    const card = page.locator(".event-card").filter({ hasText: name });
    const thumbnail = card.locator(".event-thumb img").first();
    await thumbnail.scrollIntoViewIfNeeded();
    await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await card
      .getByRole("button", { name: `Enlarge the photo of ${name}` })
      .first()
      .click();
    const zoomed = page.getByRole("dialog", { name });
    await expect(zoomed.getByRole("img", { name })).toBeVisible();
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(zoomed.getByRole("button", { name: "Close" })).toBeInViewport();
    await page.keyboard.press("Escape");
    await expect(zoomed).toBeHidden();
    await card
      .getByRole("button", { name: `Enlarge the photo of ${name}` })
      .last()
      .click();
    await zoomed.getByRole("button", { name: "Close" }).click();
    await expect(zoomed).toBeHidden();
    await page.goto(`/events/${created!.id}`);

    await page.getByRole("button", { name: "Delete image 1" }).click();
    await expectToast(page, "Image deleted");
    expect(await imagesOf(created!.id)).toHaveLength(1);
    await expect(page.getByRole("img", { name: /Images/ })).toHaveCount(1);

    const missing = await craftedPost(page, `/events/${created!.id}`, {
      intent: "deleteImage",
      imageId: "no-such-image",
    });
    expect(missing.status()).toBe(302);
    await page.goto(`/events/${created!.id}`);
    await expectToast(page, "Image not found in database");

    await page.getByRole("link", { name: "Delete" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Yes, delete" }).click();
    await expectToast(page, "Event deleted successfully");
    expect(await eventByName(name)).toBeUndefined();
    expect(await imagesOf(created!.id)).toEqual([]);
  });

  test("an event whose date has passed is shown as expired", async ({ page }) => {
    const name = uniqueLetters("Past");
    await page.goto("/events/new");
    await page.getByLabel("Name").fill(name);
    await page.getByLabel("Date and time").fill("2020-01-05T10:00");
    await page.getByLabel("Description").fill("Already happened.");
    await page.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Event added successfully");
    await page.goto(`/events?q=${name}`);
    await expect(page.getByRole("row").filter({ hasText: name }).getByText("Expired")).toBeVisible();
  });

  test("shows the event rules in Portuguese and rejects an invalid date", async ({ page }) => {
    await page.goto("/events/new?lng=pt");
    await page.getByRole("button", { name: "Salvar" }).click();
    await expect(page.getByText("O nome do evento é obrigatório.")).toBeVisible();
    await expect(page.getByText("A descrição é obrigatória.")).toBeVisible();
    await expect(page.getByText("A data e a hora são obrigatórias.")).toBeVisible();

    const name = uniqueLetters("Bad");
    const response = await craftedPost(page, "/events/new", { name, description: "x", startsAt: "2031-02-31T10:00" });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain("validation.dateInvalid");
    expect(await eventByName(name)).toBeUndefined();
  });

  test("refuses a text file posing as an event image", async ({ page }) => {
    const name = uniqueLetters("Fake");
    await page.goto("/events/new");
    await page.getByLabel("Name").fill(name);
    await page.getByLabel("Date and time").fill("2031-05-01T09:00");
    await page.getByLabel("Description").fill("Images only.");
    await page
      .getByLabel("Add images")
      .setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from("not an image at all") });
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Choose a JPEG, PNG or GIF image.")).toBeVisible();
    expect(await eventByName(name)).toBeUndefined();
  });
});

test.describe("the super administrator's events", () => {
  test.use({ userType: UserType.SuperAdmin });

  test("lists every organisation's events and filters by organisation", async ({ page }) => {
    await page.goto("/admin/events");
    const total = Number((await page.getByTestId("list-count").innerText()).split(" ")[0]);
    await page.getByLabel("Organisation").selectOption({ label: "Igreja Nova Esperanca" });
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/org=/);
    const [{ count }] = (await queryE2eDb<{ count: number }>(
      "SELECT COUNT(*) AS count FROM Event e JOIN Organisation o ON o.id = e.organisationId WHERE o.name = ?",
      ["Igreja Nova Esperanca"],
    )) as [{ count: number }];
    const filtered = Number(count);
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThan(total);
    // The router changes the address before React has drawn the new list, so the count is
    // awaited, not read once: a single read right after the URL changed saw the old total.
    await expect(page.getByTestId("list-count")).toHaveText(new RegExp(`^${filtered}\\b`));
  });
});
