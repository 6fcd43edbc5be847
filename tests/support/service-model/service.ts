// The real side of the service model: one sermon in a real `partykit dev` room, its speaker's page
// (the real caption publisher and line keys), an operator, listeners in the sermon room and on a
// relay, projectors, and the web's own webhook handler writing the archive to the test database.
import { createCaptionPublisher } from "#app/features/live/client/caption-publisher.ts";
import { createSpokenLines } from "#app/features/live/client/spoken-lines.ts";
import { prisma } from "#app/utils/db.server.ts";
import { relayName } from "#app/neutral/relay-protocol.ts";
import { createSermon } from "#tests/db-utils.ts";
import { checkArchive, checkOutbound, checkParticipant, readAs } from "./check.ts";
import type { ServiceDriver } from "./driver.ts";
import { Participant } from "./participant.ts";

/** What every run shares: the room server (driver.ts), and the church and pastor in the test database. */
export type Infrastructure = {
  driver: ServiceDriver;
  organisationId: string;
  hostId: string;
};

export class Service {
  counter = 0;
  readonly pausedTokens = new Set<string>();
  /** Listeners away for a while; the end of the run waits for them. */
  readonly pending: Promise<void>[] = [];
  readonly listeners: Participant[] = [];
  lines = createSpokenLines();
  private clock = 0;
  private spoken: string[] = [];
  private readonly publisher = createCaptionPublisher({
    send: (message) => {
      if (message.type === "final") this.spoken.push(message.text);
      this.host.send(message);
    },
    lines: this.lines,
    now: () => this.clock,
  });
  readonly host: Participant;
  readonly operator: Participant;

  private constructor(
    readonly infra: Infrastructure,
    readonly id: string,
    private readonly sermon: { id: string; organisationId: string; sourceLanguage: string; status: string },
  ) {
    const where = { sermon: id };
    this.host = new Participant("speaker's page", "host", "en", where, infra.driver);
    this.operator = new Participant("operator", "operator", "en", where, infra.driver);
    // The page sends its last lines again on every (re)connection.
    this.host.onWelcome = () => this.lines.recent().forEach((message) => this.host.send(message));
  }

  static async start(infra: Infrastructure) {
    infra.driver.begin();
    const row = await createSermon({
      organisationId: infra.organisationId,
      hostId: infra.hostId,
      startedAt: new Date(),
      minutes: 0,
      live: true,
    });
    await infra.driver.command(row.broadcastId, {
      type: "configure",
      sourceLanguage: "en",
      translation: { kind: "azure", endpoint: infra.driver.translatorUrl, key: "k" },
      webhookUrl: infra.driver.webhookUrl,
    });
    const service = new Service(infra, row.broadcastId, row);
    await Promise.all([service.host.connect(), service.operator.connect()]);
    for (const kind of ["en", "relay es", "projector"] as const) await service.newcomer(kind).connect();
    return service;
  }

  get driver() {
    return this.infra.driver;
  }

  everyone() {
    return [this.host, this.operator, ...this.listeners];
  }

  newcomer(kind: "en" | "es" | "relay en" | "relay es" | "projector") {
    const number = this.listeners.length;
    const where = {
      sermon: this.id,
      ...(kind.startsWith("relay") ? { relay: relayName(this.id, 1) } : {}),
    };
    const person =
      kind === "projector"
        ? new Participant(`projector ${number}`, "display", "en", where, this.driver, `d-model-${number}`)
        : new Participant(
            `${kind} listener ${number}`,
            "listener",
            kind.slice(-2),
            where,
            this.driver,
            `g-model-${number}`,
          );
    this.listeners.push(person);
    return person;
  }

  /** The speaker says `text` through the page's own cutter; returns the lines the page sent. */
  speak(text: string, lateFinal: boolean) {
    this.spoken = [];
    const bare = text.slice(0, -1);
    const words = bare.split(" ");
    if (lateFinal) {
      // The recogniser keeps the words interim past a breath: the cutter sends them; the final comes after.
      this.publisher.onInterim(words.slice(0, -1).join(" "));
      this.publisher.onInterim(bare);
      this.clock += 1000;
      this.publisher.tick();
    } else {
      this.publisher.onInterim(words.slice(0, 2).join(" "));
    }
    this.publisher.onFinal(text);
    this.clock += 100;
    return this.spoken;
  }

  /** The page on "paused": recognition stops, what was being said is dropped, nothing is resent. */
  pauseSpeaker() {
    this.publisher.reset();
    this.lines.forget();
  }

  /** The page lost its socket: recognition restarts from nothing when it is back. */
  resetSpeaker() {
    this.publisher.reset();
  }

  /** Ends the sermon and checks everything against the model's lines; throws with every problem found. */
  async finish(lines: (string | null)[]) {
    // Those away come back (on the fake clock, once it runs).
    await Promise.all([this.driver.idle(), ...this.pending]);
    const present = this.everyone().filter((person) => !person.left);
    const complete = (person: Participant) =>
      lines.every((text, seq) =>
        text === null ? !person.texts.has(seq) : person.texts.get(seq) === readAs(text, person.language),
      );
    const missing: string[] = [];
    await Promise.all(
      present.map((person) =>
        person.waitFor(() => complete(person), "every line").catch((error: Error) => missing.push(error.message)),
      ),
    );
    await this.driver.command(this.id, { type: "end" });
    // "ended" comes after every line in the room's one delivery chain: nothing can follow it.
    await Promise.all(
      present.map((person) =>
        person.waitFor(() => person.others.some((message) => message.type === "ended"), "the end"),
      ),
    );
    const problems = [
      ...missing,
      ...this.everyone().flatMap((person) => checkParticipant(person, lines, this.pausedTokens)),
      ...checkOutbound(this.driver.outbound(), this.pausedTokens),
    ];
    const receipt = `${this.id}:transcript`;
    await this.driver
      .eventually(
        async () => Boolean(await prisma.roomEventReceipt.findUnique({ where: { id: receipt } })),
        "the archive",
      )
      .catch((error: Error) => problems.push(error.message));
    // Ended a while ago as far as the export knows: the receipt above says the transcript is in, and
    // a run with no line left must not wait for one (export.server.ts waits for a just-ended sermon's).
    const ended = { ...this.sermon, status: "ended", endedAt: new Date(Date.now() - 3_600_000) };
    problems.push(...(await checkArchive(ended, ["en", "es"], lines, this.pausedTokens)));
    if (problems.length) throw new Error(problems.join("\n"));
  }

  async close() {
    await Promise.all(this.everyone().map((person) => person.leave()));
  }
}
