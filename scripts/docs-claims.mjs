// What the docs check (scripts/check-docs.mjs) reads in a file: where the claims are, the files they
// name and the numbers they state. Pure functions over text and the list of tracked files, so the
// rules can be read (and changed) apart from the walk over the repository.

const roots = ["app", "party", "server", "scripts", "tests", "prisma", "docs", "public", ".ci"];
const rootsAlternation = roots.join("|").replace(".", "\\.");
/** A repository path: a word that starts at one of the tracked top-level folders. */
const pathPattern = new RegExp(String.raw`(?<![\w./#@~-])(?:${rootsAlternation})/[\w.+/-]*[\w/]`, "g");
/**
 * A file named without its folder (`stats.ts`) or with part of it (`bench/stats.ts`): any word
 * ending in a source or document extension that is not a repository path (those are pathPattern's).
 */
const namePattern =
  /(?<![\w./#@+~-])(?:[\w-]+\/)*[\w][\w.-]*\.(?:ts|tsx|mjs|cjs|js|sh|css|prisma|md|json|jsonc|yml|yaml)(?![\w/-])/g;
/** One with a placeholder in it ({a,b}, *, <name>, …, $VAR, NNN) is a pattern, not a claim. */
const placeholder = /[{}*<>…$#]|\.\.\.|NNN/;
/** Named as where something is written at run time or by the build (git-ignored), not in the repository. */
const generated = ["app/generated/", "tests/.auth/", "build/", "data/"];
/**
 * A number claim: NAME = value in backticks, checked against NAME = value in the file the same
 * line names (so a doc's run count is the test's own constant).
 */
const numberClaimPattern = /`([A-Z][A-Z0-9_]*) = ([^`]+)`/g;
/** A file that was (a decision record naming one it replaced): struck through (~~ both sides), it claims nothing. */
const struck = /~~[^~]*~~/g;

/**
 * The text a file says things in, with everything else blanked so line numbers hold: all of a
 * Markdown file, the comments of code.
 */
export function claimText(file, text) {
  if (file.endsWith(".md")) return text.replace(struck, (gone) => gone.replace(/[^\n]/g, " "));
  const kept = text.replace(/[^\n]/g, " ").split("");
  for (const comment of text.matchAll(/\/\/[^\n]*|\/\*[\s\S]*?\*\/|^\s*#[^\n]*/gm)) {
    for (let at = 0; at < comment[0].length; at++) kept[comment.index + at] = comment[0][at];
  }
  return kept.join("").replace(struck, (gone) => gone.replace(/[^\n]/g, " "));
}

/** The repository paths a line names, placeholders and generated places left out. */
export function namedPaths(line) {
  const paths = [];
  for (const match of line.matchAll(pathPattern)) {
    const path = match[0].replace(/[.]+$/, "");
    if (placeholder.test(line.slice(match.index, match.index + match[0].length + 1))) continue;
    if (generated.some((prefix) => path.startsWith(prefix))) continue;
    paths.push(path);
  }
  return paths;
}

/** The file names (and partial paths) a line names that are not repository paths. */
export function namedFiles(line) {
  const names = [];
  for (const match of line.matchAll(namePattern)) {
    const name = match[0];
    if (new RegExp(`^(?:${rootsAlternation})/`).test(name) || placeholder.test(name)) continue;
    if (generated.some((prefix) => name.startsWith(prefix))) continue;
    names.push(name);
  }
  return names;
}

/** The tracked files a bare name or partial path can mean (`stats.ts` → scripts/bench/stats.ts). */
export function filesNamed(name, tracked) {
  return tracked.filter((file) => file === name || file.endsWith(`/${name}`));
}

/** The number claims of a line. */
export function numberClaims(line) {
  return [...line.matchAll(numberClaimPattern)].map((match) => ({ name: match[1], value: match[2] }));
}

const normal = (value) => value.replace(/[_\s]/g, "").replace(/;$/, "");

/**
 * What the code says of a claim: "agrees", or why not. `source` is the cited file's text; the
 * value is what follows the first `NAME =` there, up to the end of the statement.
 */
export function judgeNumberClaim(claim, source) {
  const found = new RegExp(String.raw`\b${claim.name}\s*=\s*([^;\n]+)`).exec(source);
  if (!found) return `has no ${claim.name} =`;
  return normal(found[1]) === normal(claim.value) ? "agrees" : `says ${claim.name} = ${found[1].trim()}`;
}

/** The feature folders a layout table names: `app/features/live/` and `app/features/{memory,quotes}/`. */
export function featuresNamed(text) {
  const named = new Set();
  for (const match of text.matchAll(/app\/features\/(?:([\w-]+)|\{([\w,-]+)\})\//g)) {
    for (const feature of (match[1] ?? match[2]).split(",")) named.add(feature);
  }
  return named;
}
