import type { Translation } from "./en.ts";

// Key types read off the English source, for code that passes keys around before calling t():
// a menu entry's title, a column's label, the words of a stored code. t() itself is typed by
// ./i18next.d.ts; these name the same keys.

// i18next picks `count_one` / `count_other` itself: code names the key without the suffix.
type PluralBase<Key extends string> = Key extends `${infer Base}_${"zero" | "one" | "two" | "few" | "many" | "other"}`
  ? Base
  : Key;

type Leaves<Tree, Prefix extends string = ""> = {
  [Name in keyof Tree & string]: Tree[Name] extends string
    ? PluralBase<`${Prefix}${Name}`>
    : Leaves<Tree[Name], `${Prefix}${Name}.`>;
}[keyof Tree & string];

/** Every interface-string key, as t() takes it: "nav.dashboard". */
export type MessageKey = Leaves<Translation>;

/** The last parts of the keys under one section: KeysIn<"deletion.status"> is "pending" | "approved" | "rejected". */
export type KeysIn<Section extends string> = MessageKey extends infer Key
  ? Key extends `${Section}.${infer Rest}`
    ? Rest
    : never
  : never;

/** Top-level sections that hold every one of the given keys: the sections a list page can title itself from. */
export type SectionWith<Names extends string> = {
  [Section in keyof Translation]: Translation[Section] extends Record<Names, unknown> ? Section : never;
}[keyof Translation];

/** Whether a stored value (read back from the database or a request) is one of the listed codes: the guard
 * before a dynamic key such as `deletion.status.${status}`. */
export function isOneOf<Code extends string>(codes: readonly Code[], value: unknown): value is Code {
  return (codes as readonly unknown[]).includes(value);
}

/**
 * Whether a string that came over the wire (a form error from the schemas, a toast from its cookie)
 * is a key the loaded resources hold; t() of anything else would only echo it.
 */
export function isMessageKey(i18n: { exists: (key: string) => boolean }, value: string): value is MessageKey {
  return i18n.exists(value);
}
