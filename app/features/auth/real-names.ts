// Names and numbers as people really type them (issue 12, docs/decisions/012-real-names.md).
// "Letters only" is read as letters of every script (with their combining marks, as in Hindi or
// Vietnamese), and a single space, apostrophe or hyphen between letters: "Mary Ann", "O'Neil",
// "Jean-Luc", "伟". Minimum lengths stay (requirements R5.13).

/** Letters (any script, with marks), joined by single inner spaces, apostrophes or hyphens. */
export const personNamePattern = /^[\p{L}\p{M}]+(?:[ '’-][\p{L}\p{M}]+)*$/u;

/**
 * A phone number as typed ("+86 138 0013 8000", "0812-3456-7890", "(02) 9999 1234") reduced to
 * its digits, so the digit rules (requirements R5.3) apply to the number, not to how it was written. Anything
 * else (letters, a "+" in the middle) is left alone so the digit rule refuses it.
 */
export function phoneDigits(value: string) {
  const trimmed = value.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return trimmed;
  return trimmed.replace(/\D/g, "");
}
