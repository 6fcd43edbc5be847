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

/**
 * The value the text holds, parsed for each reader. Each reader gets its own copy: a memo of
 * parsed values was dropped (decision 025) because under `npm run bench:load`'s rotating mix the
 * same text rarely came back before twenty others had pushed it out.
 */
export const deserialize = <T>(text: Serialized<T>) => JSON.parse(text) as T;
