// The browser's check of what the room sends, without zod: zod is 26 kB of compressed JavaScript,
// a quarter of the guest listener page's budget (issue 12). It accepts exactly what
// `serverMessageSchema` (party/protocol.ts) accepts; server-message.test.ts holds the two together.
import type { ServerMessage } from "#party/protocol.ts";

const LANGUAGE = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/;
type Fields = Record<string, unknown>;
const isInt = (value: unknown): value is number => Number.isSafeInteger(value);
const isString = (value: unknown): value is string => typeof value === "string";
const isLanguage = (value: unknown) => isString(value) && LANGUAGE.test(value);

const checks: Record<ServerMessage["type"], (m: Fields) => boolean> = {
  welcome: (m) =>
    (m.status === "live" || m.status === "ended") && (m.role === "host" || m.role === "listener" || m.role === "display") &&
    isLanguage(m.language) && isLanguage(m.sourceLanguage) && isInt(m.lastSeq) && typeof m.serverVoice === "boolean",
  preview: (m) => isString(m.text),
  segment: (m) => isInt(m.seq) && isLanguage(m.language) && isString(m.text) && (m.untranslated === undefined || typeof m.untranslated === "boolean"),
  audio: (m) => isInt(m.seq) && isLanguage(m.language) && isString(m.mime) && isString(m.data),
  ended: () => true,
  error: (m) => m.code === "invalid_message" || m.code === "forbidden" || m.code === "translation_error",
};

/** The message when it is one the protocol allows, else null. */
export function parseServerMessage(value: unknown): ServerMessage | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const message = value as Fields;
  const check = isString(message.type) && Object.hasOwn(checks, message.type) ? checks[message.type as ServerMessage["type"]] : null;
  return check && check(message) ? (message as unknown as ServerMessage) : null;
}
