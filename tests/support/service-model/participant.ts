// One person in the model's service: a listener, the projector, the speaker's page or the operator.
// It reconnects the way partysocket does when the room closes its socket (a restart), with a fresh
// token and the last line it held with all before it (as the listener page does), and keeps what a
// person would see: each line's latest text, the order lines first came in (history filled in behind
// newer lines apart, decision 050), and any line that came twice.
import { serverMessageSchema, type ClientMessage, type ServerMessage } from "#app/neutral/protocol.ts";
import type { RoomSocket, ServiceDriver, Where } from "./driver.ts";

type Role = "host" | "operator" | "listener" | "display";

export class Participant {
  /** Room numbers in the order each line first arrived, history filled in behind newer lines left out. */
  readonly order: number[] = [];
  /** Room numbers that first came as history (catch-up of a language nobody read yet), in arrival order. */
  readonly history: number[] = [];
  /** Each line's latest text. */
  readonly texts = new Map<number, string>();
  /** Lines that arrived again, not as a correction: a repeat. */
  readonly repeats: number[] = [];
  /** Lines the room said were taken back (decision 061). */
  readonly withdrawn = new Set<number>();
  /** Every preview and message other than a line, for "nothing said while paused is anywhere". */
  readonly others: ServerMessage[] = [];
  private socket: RoomSocket | null = null;
  /** On its way back after a drop or a restart. */
  private away: Promise<void> | null = null;
  private gone = false;
  /** Welcomes so far: one per (re)connection. */
  welcomes = 0;
  private barriers = 0;
  private answered = 0;
  /** Called on every (re)connection once the room said welcome: the speaker's page resends here. */
  onWelcome: (() => void) | null = null;

  constructor(
    readonly name: string,
    readonly role: Role,
    readonly language: string,
    readonly where: Where,
    private readonly driver: ServiceDriver,
    private readonly listenerId?: string,
  ) {}

  /** The newest line held with every line before it, lines taken back counted (what the page tells the room). */
  get lastSeq() {
    let held = -1;
    while (this.texts.has(held + 1) || this.withdrawn.has(held + 1)) held++;
    return held;
  }

  /** Opens a socket; resolves once the room has said welcome on it. */
  async connect() {
    const claims = { sermon: this.where.sermon, role: this.role, userId: null, language: this.language };
    const before = this.welcomes;
    let closed = false;
    const holder: { socket: RoomSocket | null } = { socket: null };
    const socket = await this.driver.open(
      this.where,
      { ...claims, ...(this.listenerId ? { listenerId: this.listenerId } : {}) },
      this.lastSeq,
      {
        message: (data) => this.receive(serverMessageSchema.parse(JSON.parse(data))),
        close: () => {
          closed = true;
          // The room closed it (a restart): back again, as partysocket would be.
          if (holder.socket && this.socket === holder.socket && !this.gone) void this.comeBack(50);
        },
      },
    );
    holder.socket = this.socket = socket;
    await this.waitFor(() => this.welcomes > before || closed, "its welcome");
    if (this.welcomes === before) throw new Error(`${this.name}: closed before its welcome`);
  }

  /**
   * Back after `delayMs`, trying until the room answers. One way back at a time, as a browser has
   * one socket: a drop during a restart's reconnection changes nothing.
   */
  private comeBack(delayMs: number) {
    this.away ??= (async () => {
      await this.driver.sleep(delayMs);
      for (let attempt = 0; attempt < 100 && !this.gone; attempt++) {
        try {
          return await this.connect();
        } catch {
          await this.driver.sleep(50 + attempt * 20); // the room is still coming back
        }
      }
    })().finally(() => (this.away = null));
    return this.away;
  }

  send(message: ClientMessage | string) {
    this.socket?.send(typeof message === "string" ? message : JSON.stringify(message));
  }

  /**
   * Resolves when the room has handled everything this participant sent before: it answers an
   * invalid message at once, on the same socket, after the messages before it.
   */
  async barrier() {
    const wanted = ++this.barriers;
    this.send("barrier");
    await this.waitFor(() => this.answered >= wanted, "the barrier's answer");
  }

  /** Drops off the network for `ms` (no goodbye), then comes back with the last line it saw. */
  async drop(ms: number) {
    if (this.away) return this.away;
    const socket = this.socket;
    this.socket = null;
    await socket?.terminate();
    return this.comeBack(ms);
  }

  get left() {
    return this.gone;
  }

  async leave() {
    this.gone = true;
    this.socket?.close();
    this.socket = null;
  }

  async waitFor(check: () => boolean, label: string, timeoutMs = 15_000) {
    await this.driver.waitFor(check, `${this.name}: ${label}`, timeoutMs);
  }

  private receive(message: ServerMessage) {
    if (message.type === "error" && message.code === "invalid_message") {
      this.answered++;
      return;
    }
    if (message.type === "welcome") {
      // A barrier sent on the old socket may have died with it. (No barrier goes on a new socket
      // before its welcome: `connect` resolves only then.)
      this.answered = this.barriers;
      this.welcomes++;
      this.onWelcome?.();
    }
    if (message.type === "withdrawn") {
      // A line taken back (decision 061): off this screen, as the browsers' reducer drops it.
      this.withdrawn.add(message.seq);
      this.texts.delete(message.seq);
      this.order.splice(0, this.order.length, ...this.order.filter((seq) => seq !== message.seq));
      this.history.splice(0, this.history.length, ...this.history.filter((seq) => seq !== message.seq));
    }
    if (message.type !== "segment") {
      this.others.push(message);
      return;
    }
    if (!this.texts.has(message.seq)) (message.history ? this.history : this.order).push(message.seq);
    else if (!message.edited && !message.revised) this.repeats.push(message.seq);
    this.texts.set(message.seq, message.text);
  }
}
