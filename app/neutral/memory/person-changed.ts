// What "changed by a person" means for the memory (decision 063): a rendering a person left as the
// machine wrote it teaches the memory nothing. Only white space (spaces, line breaks, a trailing
// space) and invisible Unicode forms (a composed or decomposed "é") are no change; a letter's case,
// an accent or a comma is one — a volunteer who capitalises a name or fixes a comma corrected it.

const plain = (text: string) => text.normalize("NFC").replace(/\s+/g, " ").trim();

/** True when `rendering` differs from what the machine gave (`machine`) by more than white space. */
export function personChanged(machine: string | undefined, rendering: string) {
  return machine === undefined ? false : plain(machine) !== plain(rendering);
}
