// Many listeners at once, lean enough that a thousand of them fit on the test machine beside the
// room: each keeps only the segment numbers it received (in arrival order) and reconnects the way
// partysocket does, with a fresh token and the last segment it saw, when its socket is closed.
import WebSocket from "ws";
import { tokenFor } from "./room-client.ts";

export type CrowdListener = {
  readonly index: number;
  readonly language: string;
  /** Kept across reconnects, like the listener id the browser keeps for its page. */
  readonly listenerId: string;
  /** Every segment number received, in order, repeats included (a test counts them). */
  readonly seqs: number[];
  /** Those that came marked history: a catch-up's lines filled in behind newer ones (decision 050). */
  readonly history: Set<number>;
  /** Segment numbers with the text received, for tests that look at the words. */
  readonly texts: Map<number, string>;
  connects: number;
  socket: WebSocket | null;
  send(message: unknown): void;
  /** Messages other than segments (welcome, errors …), parsed. */
  readonly others: { type: string; [key: string]: unknown }[];
};

type Target = { roomUrl: string; party?: string; room: string; sermon: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let settled = 0;

export async function connectCrowd(options: {
  target: Target | ((index: number) => Target);
  count: number;
  languages: string[];
  /** Reconnect after the server closes the socket (a deploy); off for tests that drop on purpose. */
  reconnect?: boolean;
  /** Parallel connection attempts; the room process and this one share the machine. */
  batch?: number;
}) {
  const listeners: CrowdListener[] = [];
  let stopped = false;
  const targetOf = (index: number) => (typeof options.target === "function" ? options.target(index) : options.target);

  const open = (listener: CrowdListener) =>
    new Promise<void>((resolve, reject) => {
      const target = targetOf(listener.index);
      void tokenFor({
        sermon: target.sermon,
        role: "listener",
        userId: null,
        language: listener.language,
        listenerId: listener.listenerId,
      }).then((token) => {
        // As the page does: the newest line held with every line before it, so a history fill-in
        // cut short by the reconnect is asked for again (decision 050).
        const held = new Set(listener.seqs);
        let lastSeq = -1;
        while (held.has(lastSeq + 1)) lastSeq++;
        const params = new URLSearchParams({ token, listenerId: listener.listenerId, lastSeq: String(lastSeq) });
        const socket = new WebSocket(
          `${target.roomUrl.replace("http", "ws")}/parties/${target.party ?? "main"}/${target.room}?${params}`,
        );
        socket.on("message", (data) => {
          const text = String(data);
          const message = JSON.parse(text) as { type: string; seq?: number; text?: string; history?: boolean };
          if (message.type === "segment") {
            listener.seqs.push(message.seq!);
            if (message.history) listener.history.add(message.seq!);
            listener.texts.set(message.seq!, message.text!);
          } else if (message.type !== "preview" && message.type !== "audio") listener.others.push(message);
        });
        let opened = false;
        socket.once("open", () => {
          opened = true;
          listener.socket = socket;
          listener.connects++;
          resolve();
        });
        socket.once("error", reject);
        socket.once("close", () => {
          if (listener.socket === socket) listener.socket = null;
          // Only a socket that was open starts the reconnect loop; a failed attempt is the loop's.
          if (opened && options.reconnect && !stopped) void reconnect(listener);
        });
      }, reject);
    });

  const reconnect = async (listener: CrowdListener) => {
    // Jittered like partysocket, so a thousand listeners do not knock at the same millisecond.
    for (let attempt = 0; !stopped; attempt++) {
      await sleep(100 + Math.random() * Math.min(2000, 250 * 2 ** attempt));
      try {
        await open(listener);
        return;
      } catch {
        // The server is not back yet: try again.
      }
    }
  };

  const crowdId = Math.random().toString(36).slice(2, 10);
  for (let index = 0; index < options.count; index++) {
    listeners.push({
      index,
      listenerId: `crowd-${crowdId}-${index}`,
      language: options.languages[index % options.languages.length]!,
      seqs: [],
      history: new Set(),
      texts: new Map(),
      others: [],
      connects: 0,
      socket: null,
      send(message) {
        this.socket?.send(typeof message === "string" ? message : JSON.stringify(message));
      },
    });
  }
  const batch = options.batch ?? 50;
  for (let start = 0; start < listeners.length; start += batch) {
    await Promise.all(listeners.slice(start, start + batch).map((listener) => open(listener)));
  }

  /** Waits until every listener has received at least `count` segments (or the deadline passes). */
  const waitForSegments = async (count: number, timeoutMs = 30_000) => {
    const deadline = Date.now() + timeoutMs;
    while (listeners.some((listener) => new Set(listener.seqs).size < count)) {
      if (Date.now() > deadline) {
        const short = listeners.filter((listener) => new Set(listener.seqs).size < count);
        throw new Error(
          `${short.length} listeners short of ${count} segments, ` +
            `e.g. #${short[0]!.index}: ${JSON.stringify(short[0]!.seqs)}`,
        );
      }
      await sleep(50);
    }
  };

  const waitForConnected = async (timeoutMs = 60_000) => {
    const deadline = Date.now() + timeoutMs;
    while (listeners.some((listener) => listener.socket?.readyState !== WebSocket.OPEN)) {
      if (Date.now() > deadline) throw new Error("listeners did not all reconnect");
      await sleep(50);
    }
  };

  /**
   * Every listener pings its room and waits for the pong, which comes after everything the room
   * (and, on a relay, the sermon room) queued before the ping: what has not come by then never will.
   */
  const settle = async (timeoutMs = 30_000) => {
    const id = `settle-${++settled}`;
    for (const listener of listeners) listener.send({ type: "ping", id });
    const deadline = Date.now() + timeoutMs;
    const answered = (listener: CrowdListener) => listener.others.some((m) => m.type === "pong" && m.id === id);
    while (!listeners.every(answered)) {
      if (Date.now() > deadline)
        throw new Error(`${listeners.filter((l) => !answered(l)).length} listeners unanswered`);
      await sleep(50);
    }
  };

  const close = async () => {
    stopped = true;
    await Promise.all(
      listeners.map((listener) => {
        const socket = listener.socket;
        if (!socket || socket.readyState === WebSocket.CLOSED) return;
        return new Promise<void>((resolve) => {
          socket.once("close", () => resolve());
          socket.close();
        });
      }),
    );
  };

  return { listeners, waitForSegments, waitForConnected, settle, close };
}

/**
 * Whether a listener has 0…count-1 exactly once each, the lines not marked history in order
 * (history is filled in behind newer lines, newest first: decision 050).
 */
export function everyLineOnceInOrder(listener: CrowdListener, count: number) {
  const once = listener.seqs.length === count && new Set(listener.seqs).size === count;
  const live = listener.seqs.filter((seq) => !listener.history.has(seq));
  return once && listener.seqs.every((seq) => seq < count) && live.every((seq, at) => at === 0 || seq > live[at - 1]!);
}
