// What can happen during a service, as fast-check commands (model-based testing): each one acts on
// the real room and on the model, then waits until the room has taken it in, so the model's order
// is the room's. The model is only the list of lines people should have, and the pause.
import fc from "fast-check";
import { captionPieces } from "#app/neutral/words.ts";
import type { Service } from "./service.ts";

/** `lines` by room number; a line taken back (decision 061) is null: its number is never used again. */
export type Model = { lines: (string | null)[]; paused: boolean };

/** The numbers of the lines still there. */
const standing = (model: Readonly<Model>) => model.lines.flatMap((text, seq) => (text === null ? [] : [seq]));

type Command = fc.AsyncCommand<Model, Service>;

/** Words no glossary term touches, so the stand-in translator's output is predictable. */
const WORDS = ["alder", "copper", "velvet", "harbor", "meadow", "lantern", "pebble", "orchard", "violet", "willow"];
const words = fc.array(fc.constantFrom(...WORDS), { minLength: 3, maxLength: 6 });

/** Every sentence carries a token of its own ("t17"), so it can be looked for anywhere. */
function sentence(service: Service, chosen: string[]) {
  const token = `t${service.counter++}`;
  const text = [...chosen, token].join(" ");
  return { token, text: `${text[0]!.toUpperCase()}${text.slice(1)}.` };
}

/** The room has numbered every line of the model: the speaker's page has them back. */
const settled = (service: Service, model: Model) =>
  model.lines.length ? service.host.waitFor(() => service.host.texts.has(model.lines.length - 1), "its lines") : null;

class Say implements Command {
  constructor(
    readonly chosen: string[],
    readonly late: boolean,
  ) {}
  check = (model: Readonly<Model>) => !model.paused;
  async run(model: Model, service: Service) {
    const { text } = sentence(service, this.chosen);
    const finals = service.speak(text, this.late);
    model.lines.push(...finals);
    await settled(service, model);
  }
  toString = () => `Say(${this.late ? "late final" : "final"}, ${this.chosen.length} words)`;
}

/** A page that has not yet heard of the pause: the room must refuse its words, now and on any resend. */
class SayWhilePaused implements Command {
  constructor(readonly chosen: string[]) {}
  check = (model: Readonly<Model>) => model.paused;
  async run(_: Model, service: Service) {
    const { text, token } = sentence(service, this.chosen);
    service.pausedTokens.add(token);
    service.host.send({ type: "interim", text });
    service.host.send(service.lines.final(text));
    await service.host.barrier();
  }
  toString = () => "SayWhilePaused";
}

class Prepared implements Command {
  constructor(readonly sentences: string[][]) {}
  check = () => true;
  async run(model: Model, service: Service) {
    const text = this.sentences.map((chosen) => sentence(service, chosen).text).join(" ");
    service.operator.send({ type: "prepared", text });
    model.lines.push(...captionPieces(text, "en"));
    await settled(service, model);
  }
  toString = () => `Prepared(${this.sentences.length} sentences)`;
}

class Correct implements Command {
  constructor(
    readonly target: number,
    readonly chosen: string[],
  ) {}
  check = (model: Readonly<Model>) => standing(model).length > 0;
  async run(model: Model, service: Service) {
    const lines = standing(model);
    const seq = lines[this.target % lines.length]!;
    const { text } = sentence(service, this.chosen);
    service.operator.send({ type: "correct", seq, text });
    model.lines[seq] = text;
    await service.host.waitFor(() => service.host.texts.get(seq) === text, `the correction of ${seq}`);
  }
  toString = () => `Correct(line ${this.target} modulo the lines)`;
}

/** The booth or the speaker takes a line back: gone from every screen, catch-up and the archive. */
class Withdraw implements Command {
  constructor(
    readonly target: number,
    readonly byHost: boolean,
  ) {}
  check = (model: Readonly<Model>) => standing(model).length > 0;
  async run(model: Model, service: Service) {
    const lines = standing(model);
    const seq = lines[this.target % lines.length]!;
    (this.byHost ? service.host : service.operator).send({ type: "withdraw", seq });
    model.lines[seq] = null;
    await service.host.waitFor(
      () => service.host.others.some((message) => message.type === "withdrawn" && message.seq === seq),
      `line ${seq} taken back`,
    );
  }
  toString = () => `Withdraw(line ${this.target} modulo the lines, by the ${this.byHost ? "speaker" : "booth"})`;
}

class Pause implements Command {
  constructor(readonly paused: boolean) {}
  check = (model: Readonly<Model>) => model.paused !== this.paused;
  async run(model: Model, service: Service) {
    const heard = () => service.host.others.filter((message) => message.type === "paused").length;
    const before = heard();
    service.operator.send({ type: "pause", paused: this.paused });
    model.paused = this.paused;
    // The speaker's page on "paused": what was being said is dropped, nothing is resent.
    if (this.paused) service.pauseSpeaker();
    await service.host.waitFor(() => heard() > before, "the pause");
  }
  toString = () => (this.paused ? "Pause" : "Resume");
}

class Evict implements Command {
  check = () => true;
  async run(_: Model, service: Service) {
    await service.driver.force(service.id, "evict");
  }
  toString = () => "Evict";
}

const RESTART_BOUND_MS = 45_000;

class Restart implements Command {
  check = () => true;
  async run(_: Model, service: Service) {
    const inRoom = service.everyone().filter((person) => !person.left && !person.where.relay);
    const welcomes = inRoom.map((person) => person.welcomes);
    await service.driver.force(service.id, "restart");
    service.resetSpeaker();
    // A bound on the way back, not a measure of it (the property is about what arrives): on a loaded
    // CI machine, the third restart in a row once took a listener longer than the usual 15 s.
    await Promise.all(
      inRoom.map((person, index) =>
        person.waitFor(() => person.welcomes > welcomes[index]!, "its way back", RESTART_BOUND_MS),
      ),
    );
  }
  toString = () => "Restart";
}

class SpeakerReconnects implements Command {
  constructor(readonly ms: number) {}
  check = () => true;
  async run(_: Model, service: Service) {
    service.resetSpeaker();
    await service.host.drop(this.ms);
    // The page sent its last lines again on the welcome: the room has taken or refused them.
    await service.host.barrier();
  }
  toString = () => `SpeakerReconnects(after ${this.ms} ms)`;
}

const KINDS = ["en", "es", "relay en", "relay es", "projector"] as const;

class Join implements Command {
  constructor(readonly kind: (typeof KINDS)[number]) {}
  check = () => true;
  async run(_: Model, service: Service) {
    const person = service.newcomer(this.kind);
    await person.connect();
  }
  toString = () => `Join(${this.kind})`;
}

class Leave implements Command {
  constructor(readonly who: number) {}
  check = () => true;
  async run(_: Model, service: Service) {
    const present = service.listeners.filter((person) => !person.left);
    // One stays, so that every run has someone to check at the end.
    if (present.length > 1) await present[this.who % present.length]!.leave();
  }
  toString = () => `Leave(${this.who})`;
}

class Drop implements Command {
  constructor(
    readonly who: number,
    readonly ms: number,
  ) {}
  check = () => true;
  async run(_: Model, service: Service) {
    const present = service.listeners.filter((person) => !person.left);
    // Away for a while: the service goes on meanwhile; the end of the run waits for the way back.
    service.pending.push(present[this.who % present.length]!.drop(this.ms));
  }
  toString = () => `Drop(${this.who}, ${this.ms} ms)`;
}

export const serviceCommands = [
  fc.tuple(words, fc.boolean()).map(([chosen, late]) => new Say(chosen, late)),
  fc.tuple(words, fc.boolean()).map(([chosen, late]) => new Say(chosen, late)),
  words.map((chosen) => new SayWhilePaused(chosen)),
  fc.array(words, { minLength: 1, maxLength: 3 }).map((sentences) => new Prepared(sentences)),
  fc.tuple(fc.nat(), words).map(([target, chosen]) => new Correct(target, chosen)),
  fc.tuple(fc.nat(), fc.boolean()).map(([target, byHost]) => new Withdraw(target, byHost)),
  fc.tuple(fc.nat(), fc.boolean()).map(([target, byHost]) => new Withdraw(target, byHost)),
  fc.boolean().map((paused) => new Pause(paused)),
  fc.constant(new Evict()),
  fc.constant(new Restart()),
  fc.integer({ min: 0, max: 800 }).map((ms) => new SpeakerReconnects(ms)),
  fc.constantFrom(...KINDS).map((kind) => new Join(kind)),
  fc.nat().map((who) => new Leave(who)),
  fc.tuple(fc.nat(), fc.integer({ min: 100, max: 2000 })).map(([who, ms]) => new Drop(who, ms)),
];
