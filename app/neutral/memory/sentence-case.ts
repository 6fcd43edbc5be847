/**
 * The engine capitalises whatever it is given. A piece that goes on with a sentence begun before
 * it (after a spliced verse: "… (Hechos 10:2) and so we pray") starts in lower case when the
 * speaker's words did; a name the speaker capitalised keeps its capital.
 */
type Part = { source: string; said: string; text: string };

export function midSentenceCase<T extends Part>(parts: T[]): T[] {
  return parts.map((part, at) => {
    const before = parts[at - 1];
    if (!before || part.source !== "engine" || /[.!?…:]["”»)]*$/.test(before.text)) return part;
    if (!/^\p{Ll}/u.test(part.said)) return part;
    return { ...part, text: part.text.charAt(0).toLowerCase() + part.text.slice(1) };
  });
}
