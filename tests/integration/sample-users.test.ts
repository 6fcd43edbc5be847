import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpClient, HttpError } from "#app/features/style-guide/sample-users/http-client.ts";
import { SampleUsersProvider, type ProviderState } from "#app/features/style-guide/sample-users/provider.ts";
import { SAMPLE_USERS } from "#app/features/style-guide/sample-users/sample-data.server.ts";

// A real HTTP server speaking the sample-data protocol of requirements R9.2, which records what it
// was sent and can be told to fail, or to hold an answer until released (to observe "loading").
type Seen = { method: string; url: string; headers: http.IncomingHttpHeaders; body: string };
const seen: Seen[] = [];
let failing = false;
let held: (() => void) | null = null;
let server: http.Server;
let baseUrl = "";

beforeAll(async () => {
  server = http.createServer(async (request, response) => {
    let body = "";
    for await (const chunk of request) body += chunk;
    seen.push({ method: request.method!, url: request.url!, headers: request.headers, body });
    if (request.method === "GET" && request.url === "/api/sample/users" && !failing) {
      await new Promise<void>((resolve) => (held ? (held = resolve) : resolve()));
    }
    const send = (status: number, data: unknown) =>
      response.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(data));
    if (failing) return send(500, { error: "down" });
    const item = /^\/api\/sample\/users\/(\d+)$/.exec(request.url!);
    if (request.method === "GET" && request.url === "/api/sample/users") return send(200, SAMPLE_USERS);
    if (request.method === "POST" && request.url === "/api/sample/users")
      return send(201, { ...JSON.parse(body), id: 999 });
    if (request.method === "PUT" && item) return send(200, JSON.parse(body));
    if (request.method === "DELETE" && item) return send(200, {});
    return send(404, { error: "not found" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/sample`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

function setUp() {
  const logged: string[] = [];
  const client = createHttpClient({ baseUrl, cookies: () => "theme=dark; XSRF-TOKEN=token-from-cookie-123; other=1" });
  const provider = new SampleUsersProvider(client, (message) => logged.push(message));
  const states: ProviderState["status"][] = [];
  provider.subscribe(() => states.push(provider.getState().status));
  return { provider, logged, states };
}

describe("the sample users provider", () => {
  it(
    "goes idle → loading → success with the list, over a " + "client that speaks JSON and echoes the XSRF cookie",
    async () => {
      failing = false;
      const { provider, states } = setUp();
      expect(provider.getState()).toEqual({ status: "idle", users: [], error: null });
      held = () => {};
      const loading = provider.load();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(provider.getState().status).toBe("loading");
      const release = held as () => void;
      held = null;
      release();
      await loading;
      expect(states).toEqual(["loading", "success"]);
      expect(provider.getState()).toEqual({ status: "success", users: SAMPLE_USERS, error: null });
      const request = seen.at(-1)!;
      expect(request.headers.accept).toContain("application/json");
      expect(request.headers["x-xsrf-token"]).toBe("token-from-cookie-123");
    },
  );

  it("goes loading → failure, keeping the error and logging it", async () => {
    failing = true;
    const { provider, logged, states } = setUp();
    await provider.load();
    failing = false;
    expect(states).toEqual(["loading", "failure"]);
    expect(provider.getState()).toMatchObject({ status: "failure", users: [], error: "HTTP 500" });
    expect(logged).toEqual(["Could not load the sample users"]);
  });

  it("appends a created user with id = list length + 1 from the response, sending JSON", async () => {
    failing = false;
    const { provider } = setUp();
    await provider.load();
    await provider.create({ name: "Fatima" });
    expect(provider.getState().users.at(-1)).toEqual({ name: "Fatima", id: SAMPLE_USERS.length + 1 });
    const request = seen.at(-1)!;
    expect(request).toMatchObject({ method: "POST", url: "/api/sample/users" });
    expect(request.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(request.body)).toEqual({ name: "Fatima" });
  });

  it(
    "replaces an updated user by id with the response merged with the id, " + "and removes a deleted one by id",
    async () => {
      failing = false;
      const { provider } = setUp();
      await provider.load();
      await provider.update(2, { name: "Budi S." });
      expect(provider.getState().users.find((user) => user.id === 2)).toEqual({ name: "Budi S.", id: 2 });
      expect(seen.at(-1)).toMatchObject({ method: "PUT", url: "/api/sample/users/2" });
      await provider.remove(3);
      expect(provider.getState().users.map((user) => user.id)).toEqual([1, 2, 4, 5]);
      expect(seen.at(-1)).toMatchObject({ method: "DELETE", url: "/api/sample/users/3" });
    },
  );

  it("changes nothing when create, update or delete fails: only logs", async () => {
    failing = false;
    const { provider, logged } = setUp();
    await provider.load();
    const before = provider.getState();
    failing = true;
    await provider.create({ name: "Nobody" });
    await provider.update(1, { name: "Changed" });
    await provider.remove(1);
    failing = false;
    expect(provider.getState()).toEqual(before);
    expect(logged).toEqual([
      "Could not create a sample user",
      "Could not update a sample user",
      "Could not delete a sample user",
    ]);
  });

  it("has no time-out: a slow answer is waited for", async () => {
    const client = createHttpClient({ baseUrl, cookies: () => "" });
    held = () => {};
    const answer = client.request("GET", "/users");
    await new Promise((resolve) => setTimeout(resolve, 200));
    const release = held as () => void;
    held = null;
    release();
    expect((await answer).status).toBe(200);
    expect(seen.at(-1)!.headers["x-xsrf-token"]).toBeUndefined();
    await expect(client.request("GET", "/nowhere")).rejects.toBeInstanceOf(HttpError);
  });
});
