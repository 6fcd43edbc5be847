// Every request to an address an organisation chose goes through the outbound guard
// (outbound.server.ts on the web, app/neutral/provider-fetch.ts in the room). This scan fails when
// server or room code calls fetch (or Node's http/https clients) anywhere else: a new call either
// goes through the guard or joins the list below with the reason its address is the instance's own.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const allowed: Record<string, string> = {
  "app/features/providers/outbound.server.ts": "the guard itself",
  "party/provider-transport.ts": "the room's transport: an IP address the web checked, or the web's own relay",
  "app/features/room-wire/room-command.server.ts": "ROOM_INTERNAL_URL: the instance's own room server",
  "app/utils/readiness.server.ts": "ROOM_INTERNAL_URL: the instance's own room server",
  "party/outbox.ts": "the web app's own URL (WEB_INTERNAL_URL), set by the web",
  "party/scripture.ts": "the web app's own URL (WEB_INTERNAL_URL), set by the web",
  "party/segment-help.ts": "the web app's own URL (WEB_INTERNAL_URL), set by the web",
  "party/room-state.ts": "hands the host's fetch to the provider transport, which checks each address",
  "party/host.ts": "the host's interface (decision 062): declarations, no call",
  "party/party-host.ts": "the platform's fetch under the host seam: the parts reach it only as host.fetch, scanned",
  "app/features/listener/accept-dialog.tsx": "the browser, same origin",
  "app/features/listener/standing-wait.tsx": "the browser, same origin",
  "app/features/live/client/azure-recognition.ts": "the browser, same origin",
  "app/features/live/client/use-sermon-room.ts": "the browser, same origin",
  "app/features/style-guide/sample-users/http-client.ts": "the browser, same origin",
};

// A call of the global fetch (not a method such as a room stub's `.fetch(`), of the room host's fetch
// (the global one under the host seam, decision 062), or Node's own clients.
const outboundCalls = [
  /(?<![\w.])fetch\s*\(|globalThis\.fetch\b/,
  /\b(?:host|room)\.fetch\s*\(/,
  /\bhttps?\.(request|get)\s*\(|from\s+["']undici["']/,
];
const outboundCall = { test: (line: string) => outboundCalls.some((pattern) => pattern.test(line)) };

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : sourceFiles(full);
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("outbound requests", () => {
  it("go through the guard wherever an organisation may have chosen the address", () => {
    const offenders = ["app", "party", "server"]
      .flatMap(sourceFiles)
      .filter((file) => !(file in allowed))
      .flatMap((file) =>
        fs
          .readFileSync(file, "utf8")
          .split("\n")
          .flatMap((line, index) =>
            outboundCall.test(line) && !/^\s*(\/\/|\*)/.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
          ),
      );
    expect(offenders).toEqual([]);
  });

  it("lists only files that exist", () => {
    expect(Object.keys(allowed).filter((file) => !fs.existsSync(file))).toEqual([]);
  });
});
