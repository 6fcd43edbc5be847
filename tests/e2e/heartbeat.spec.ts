import type { WebSocketRoute } from "@playwright/test";
import { expect, goLive, speak, startReading, test } from "./helpers.ts";

// Issue 39: a phone whose network died without a close said "Connected" for 23–26 s with no
// captions. Its socket now carries a heartbeat (decision 051): silent for ~5 s, it says
// "reconnecting", opens a new socket, and the catch-up brings every line said meanwhile.
const phone = { viewport: { width: 375, height: 812 }, locale: "en-GB" };

/**
 * Between the phone and the room: the first socket forwards both ways until `freeze()`, then
 * swallows every frame either way and never closes, as a dead network does. Later sockets (the
 * phone's reconnects) go straight through.
 */
function halfOpenLink() {
  let frozen = false;
  let sockets = 0;
  const route = (ws: WebSocketRoute) => {
    const first = ++sockets === 1;
    const server = ws.connectToServer();
    ws.onMessage((message) => {
      if (!(first && frozen)) server.send(message);
    });
    server.onMessage((message) => {
      if (!(first && frozen)) ws.send(message);
    });
  };
  return { route, freeze: () => void (frozen = true), sockets: () => sockets };
}

/**
 * In the page: keeps every text the status line shows, with its role (a screen reader says a
 * `status` live region's changes), in `window.statuses`.
 */
function recordStatuses() {
  const seen: string[] = [];
  const times: number[] = [];
  Object.assign(window, { statuses: seen, statusTimes: times });
  const note = () => {
    const line = document.querySelector(".reader .live-status");
    const entry = `${line?.getAttribute("role")} ${line?.textContent}`;
    if (seen.at(-1) === entry) return;
    seen.push(entry);
    times.push(Date.now());
  };
  new MutationObserver(note).observe(document.body, { subtree: true, childList: true, characterData: true });
  note();
}

test("a phone whose socket stops answering says reconnecting, comes back and has every line", async ({
  browser,
  world,
}) => {
  test.setTimeout(120_000);
  const church = await world.church();
  const { page: host } = await world.signedIn(church.admin, phone);
  const { broadcastId } = await goLive(host);
  const visitor = await browser.newContext(phone);
  try {
    const link = halfOpenLink();
    await visitor.routeWebSocket(/\/parties\//, link.route);
    const guest = await visitor.newPage();
    await guest.goto(`/sermon/join/${broadcastId}`);
    await startReading(guest);
    const lines = guest.locator(".reader-captions .reader-line");
    const said = ["First we pray together.", "Then we read the psalm.", "Now we sing a hymn.", "Last we go in peace."];

    await host.evaluate(speak, said[0]!);
    await expect(lines).toHaveText([said[0]!]);

    // Every status the screen shows from now on (the reconnect may take only a moment).
    await guest.evaluate(recordStatuses);
    // The network dies without a close: nothing arrives, nothing leaves, the socket stays "open".
    link.freeze();
    const frozenAt = await guest.evaluate(() => Date.now());
    await host.evaluate(speak, said[1]!);
    await host.evaluate(speak, said[2]!);
    const shown = () => guest.evaluate(() => (window as unknown as { statuses: string[] }).statuses);
    await expect.poll(shown, { timeout: 10_000 }).toContainEqual(expect.stringMatching(/^status .*reconnecting/));
    // A new socket, and every line said meanwhile, each once, in order.
    const status = guest.locator(".reader .live-status");
    await expect(status).toHaveAttribute("data-status", "connected", { timeout: 30_000 });
    expect(link.sockets()).toBeGreaterThan(1);
    await expect(lines).toHaveText(said.slice(0, 3));
    // Printed, not asserted: how long the page took to notice and to come back.
    const { seen, times } = await guest.evaluate(() => {
      const page = window as unknown as { statuses: string[]; statusTimes: number[] };
      return { seen: page.statuses, times: page.statusTimes };
    });
    const noticed = seen.findIndex((entry) => /reconnecting/.test(entry));
    const back = seen.findIndex((entry, index) => index > noticed && /Connected$/.test(entry));
    console.log(
      JSON.stringify({
        halfOpenToReconnectingMs: times[noticed]! - frozenAt,
        halfOpenToConnectedMs: times[back]! - frozenAt,
      }),
    );
    await host.evaluate(speak, said[3]!);
    await expect(lines).toHaveText(said);
  } finally {
    await visitor.close();
  }
});
