import { countHit, countMiss } from "./cache-stats.ts";
declare const shape: unique symbol;

/**
 * JSON text of a `T`, written once on the server and read in the browser. React Router encodes
 * loader data value by value on every request (turbo-stream); figures kept for seconds in a cache
 * would be encoded again for each of the hundreds of requests that read them. Their JSON text,
 * written when they are computed, is one string to send (decision 025). Plain data only: dates as
 * ISO strings, no `undefined` in arrays, no Maps.
 */
export type Serialized<T> = string & { readonly [shape]: T };

export const serialize = <T>(value: T) => JSON.stringify(value) as Serialized<T>;

// The same text is read again and again: on the server by every render of the same cached
// figures, in the browser by every revalidation that changed nothing. Each is parsed once, the
// value frozen so that no reader can change what the next one gets; the oldest of a few goes first.
const LIMIT = 20;
const values = new Map<string, unknown>();

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** The value the text holds: the same frozen value every time for the same text. */
export function deserialize<T>(text: Serialized<T>): T {
  if (values.has(text)) {
    countHit("parsedFigures");
    return values.get(text) as T;
  }
  countMiss("parsedFigures");
  const value = deepFreeze(JSON.parse(text) as T);
  values.set(text, value);
  if (values.size > LIMIT) values.delete(values.keys().next().value!);
  return value;
}
