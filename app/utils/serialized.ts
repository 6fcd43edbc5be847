import { useMemo } from "react";

declare const shape: unique symbol;

/**
 * JSON text of a `T`, written once on the server and read once in the browser. React Router
 * encodes loader data value by value on every request (turbo-stream); figures kept for seconds in
 * a cache would be encoded again for each of the hundreds of requests that read them. Their JSON
 * text, written when they are computed, is one string to send (decision 025). Plain data only:
 * dates as ISO strings, no `undefined` in arrays, no Maps.
 */
export type Serialized<T> = string & { readonly [shape]: T };

export const serialize = <T>(value: T) => JSON.stringify(value) as Serialized<T>;

export const deserialize = <T>(text: Serialized<T>) => JSON.parse(text) as T;

/** The value, read once per distinct text (a revalidation that changed nothing parses nothing). */
export function useDeserialized<T>(text: Serialized<T>): T {
  return useMemo(() => deserialize(text), [text]);
}
