// How large an organisation's own glossary may be. All of it goes to the room in one configure
// command (protocol.ts), which the room takes up to 1 MiB (party/request-guard.ts) and keeps in
// storage in parts (party/room-state.ts: one stored value holds at most 128 KiB). The web refuses
// the term or import that would cross either bound, with a message; the room takes any glossary
// within them (decision 053).
import type { OrganisationTerm } from "./types.ts";

export const MAX_GLOSSARY_TERMS = 1000;
/** Bytes of the terms as JSON: the rest of a room's configuration is a few kB of the command's 1 MiB. */
export const MAX_GLOSSARY_BYTES = 768 * 1024;

const encoder = new TextEncoder();

/** The bytes `value` takes as JSON (UTF-8). */
export const jsonBytes = (value: unknown) => encoder.encode(JSON.stringify(value)).length;

/** True when these terms can go to a room. */
export function glossaryFits(terms: readonly OrganisationTerm[]) {
  return terms.length <= MAX_GLOSSARY_TERMS && jsonBytes(terms) <= MAX_GLOSSARY_BYTES;
}

/** The first of `terms` that fit, for a glossary saved before these bounds (a sermon goes live with those). */
export function fittingGlossary<T extends OrganisationTerm>(terms: readonly T[]): T[] {
  let bytes = 2;
  const kept: T[] = [];
  for (const term of terms.slice(0, MAX_GLOSSARY_TERMS)) {
    bytes += jsonBytes(term) + 1;
    if (bytes > MAX_GLOSSARY_BYTES) break;
    kept.push(term);
  }
  return kept;
}
