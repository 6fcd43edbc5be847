// A server voice is heard in line order, whatever each clip's synthesis takes: the phone plays
// clips as they arrive (speech-queue.ts), so the room must send line 0's clip before line 1's
// even when line 1 was quicker to synthesise.
import { describe, expect, it } from "vitest";
import { azureResponse, azureState } from "#tests/support/azure-server.ts";
import { MemoryRooms } from "#tests/support/memory-host/rooms.ts";

const PROVIDER = "http://192.0.2.1";

const socket = () => {
  const got: { type: string; seq?: number; language?: string }[] = [];
  return { got, client: { message: (text: string) => got.push(JSON.parse(text)), close: () => {} } };
};

describe("server voices", () => {
  it("sends each line's clip in line order when an earlier clip takes longer", async () => {
    const rooms = new MemoryRooms();
    const azure = azureState({ key: "k" });
    let speechRequests = 0;
    rooms.route(PROVIDER, {
      handle: (request) => azureResponse(azure, request),
      // The first clip takes 3 s, the later ones 50 ms: line 1's clip is ready long before line 0's.
      latencyMs: (request) => (request.url.includes("cognitiveservices") ? (speechRequests++ ? 50 : 3000) : 10),
    });
    await rooms.command("s1", {
      type: "configure",
      sourceLanguage: "en",
      translation: { kind: "azure", endpoint: PROVIDER, key: "k" },
      speech: { endpoint: PROVIDER, key: "k" },
      voices: { es: "es-ES-ElviraNeural" },
    });
    const room = rooms.room("main", "s1");
    const speaker = room.connect(
      { sermon: "s1", role: "host", userId: null, language: "en", exp: 0 },
      -1,
      socket().client,
    );
    const hearer = socket();
    const listener = room.connect(
      { sermon: "s1", role: "listener", userId: null, language: "es", exp: 0, listenerId: "g-1" },
      -1,
      hearer.client,
    );
    await rooms.runUntilIdle();
    await room.event((core) =>
      core.onMessage(JSON.stringify({ type: "voice", on: true }), listener.connection as never),
    );
    for (const [seq, text] of ["Peace be with you.", "And also with you.", "Lift up your hearts."].entries()) {
      await room.event((core) =>
        core.onMessage(JSON.stringify({ type: "final", id: `l${seq}`, text }), speaker.connection as never),
      );
    }
    await rooms.runUntilIdle();
    expect(speechRequests).toBe(3);
    const clips = hearer.got.filter((message) => message.type === "audio");
    expect(clips.map((clip) => [clip.seq, clip.language])).toEqual([
      [0, "es"],
      [1, "es"],
      [2, "es"],
    ]);
    // The captions themselves never waited for the slow clip.
    const order = hearer.got.filter((m) => m.type === "segment" || m.type === "audio").map((m) => m.type);
    expect(order.slice(0, 3)).toEqual(["segment", "segment", "segment"]);
  });

  it("speaks an interpreter's lines to their language's listeners who turned the voice on", async () => {
    const rooms = new MemoryRooms();
    const azure = azureState({ key: "k" });
    const spoken: string[] = [];
    rooms.route(PROVIDER, {
      handle: async (request) => {
        if (request.url.includes("cognitiveservices")) spoken.push(await request.clone().text());
        return azureResponse(azure, request);
      },
      latencyMs: () => 10,
    });
    await rooms.command("s2", {
      type: "configure",
      sourceLanguage: "en",
      translation: { kind: "azure", endpoint: PROVIDER, key: "k" },
      speech: { endpoint: PROVIDER, key: "k" },
      voices: { es: "es-ES-ElviraNeural", pt: "pt-BR-FranciscaNeural" },
    });
    const room = rooms.room("main", "s2");
    const connect = (role: "host" | "interpreter" | "listener", language: string, listenerId?: string) => {
      const heard = socket();
      const claims = { sermon: "s2", role, userId: role === "listener" ? null : `u-${role}`, language, exp: 0 };
      return { heard, ...room.connect({ ...claims, ...(listenerId ? { listenerId } : {}) }, -1, heard.client) };
    };
    const speaker = connect("host", "en");
    const interpreter = connect("interpreter", "es");
    const [es, pt] = [connect("listener", "es", "g-es"), connect("listener", "pt", "g-pt")];
    // No running until idle before the lines: that would let the interpreter's silence window pass.
    for (const listener of [es, pt]) {
      await room.event((core) =>
        core.onMessage(JSON.stringify({ type: "voice", on: true }), listener.connection as never),
      );
    }
    await room.event((core) =>
      core.onMessage(
        JSON.stringify({ type: "interpret", id: "i-0", text: "Buenos días, hermanos." }),
        interpreter.connection as never,
      ),
    );
    await room.event((core) =>
      core.onMessage(JSON.stringify({ type: "final", id: "l1", text: "Let us pray." }), speaker.connection as never),
    );
    await rooms.runUntilIdle();
    // Spanish hears the interpreter (line 0) and no machine line while they are live; Portuguese
    // hears the speaker's line 1 in translation and nothing of the Spanish interpreter's.
    const clips = (heard: ReturnType<typeof socket>) =>
      heard.got.filter((message) => message.type === "audio").map((clip) => [clip.seq, clip.language]);
    expect(clips(es.heard)).toEqual([[0, "es"]]);
    expect(clips(pt.heard)).toEqual([[1, "pt"]]);
    expect(spoken.filter((ssml) => ssml.includes("Buenos días, hermanos."))).toHaveLength(1);
  });
});
