// npm run locale-keys: which interface-string keys (app/locales/en.ts) the code uses, which it
// never uses (dead) and which it names but en.ts lacks (missing). app/locales/locale-keys.test.ts
// runs the same check, so a dead or missing key fails the tests.
//
// A key counts as used when a string literal in the code is exactly that key; a dotted literal
// that names a whole section ("signUp.faith") uses every key under it; a template literal
// (`deletion.status.${status}`) uses every key its fixed parts match. Templates without a whole
// fixed segment (`${section}.${code}`) would match everything, so they are ignored: write the
// fixed part into the template, as typed keys want anyway.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import en from "#app/locales/en.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** Where interface strings are used: the web app, the room and the server entry. Tests do not count. */
const sourceDirectories = ["app", "party", "server"];
const skipped = [/^app\/locales\//, /^app\/generated\//, /\.test\.tsx?$/, /\.d\.ts$/];
// i18next picks `count_one` / `count_other` for t("count", { count }).
const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const looksLikeKey = /^[a-zA-Z]+(\.[a-zA-Z0-9_]+)+$/;
// Dotted names that only look like keys: the room's event types (app/neutral/protocol.ts).
const notKeys = new Set(["listener.joined"]);

type Tree = { [key: string]: string | Tree };

export function flattenKeys(tree: Tree, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    return typeof value === "string" ? [name] : flattenKeys(value, name);
  });
}

function sourceFiles(directory: string): string[] {
  return readdirSync(path.join(root, directory), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${directory}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(relative);
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !skipped.some((pattern) => pattern.test(relative)) ? [relative] : [];
  });
}

/** Every string literal and every template literal (as its fixed parts) of one file. */
function literalsOf(file: string) {
  const text = readFileSync(path.join(root, file), "utf8");
  const kind = file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const strings: string[] = [];
  const templates: string[][] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) strings.push(node.text);
    else if (ts.isTemplateExpression(node)) {
      templates.push([node.head.text, ...node.templateSpans.map((span) => span.literal.text)]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { strings, templates };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A template's fixed parts as a pattern over whole keys, or null when no segment between dots is
 * wholly fixed: `${a}.r${b}` names no key, `${section}.title` does.
 */
function templatePattern(parts: string[]) {
  if (
    !parts
      .join("\0")
      .split(".")
      .some((segment) => segment && !segment.includes("\0"))
  )
    return null;
  return new RegExp(`^${parts.map(escape).join(".+")}$`);
}

export type KeyReport = { defined: string[]; used: string[]; dead: string[]; missing: string[] };

export function localeKeyReport(): KeyReport {
  const defined = flattenKeys(en as unknown as Tree);
  const baseOf = (key: string) => key.replace(pluralSuffix, "");
  const sectionsOf = (key: string) =>
    key
      .split(".")
      .slice(0, -1)
      .map((_, i, parts) => parts.slice(0, i + 1).join("."));
  const sections = new Set(defined.flatMap(sectionsOf));
  const topLevel = new Set(Object.keys(en));
  const keySet = new Set(defined.map(baseOf));
  const used = new Set<string>();
  const missing = new Set<string>();
  const literals = sourceDirectories.flatMap(sourceFiles).map(literalsOf);
  const allStrings = new Set(literals.flatMap(({ strings }) => strings));
  for (const { strings, templates } of literals) {
    for (const literal of strings) {
      if (keySet.has(literal)) used.add(literal);
      else if (literal.includes(".") && sections.has(literal)) {
        for (const key of defined) if (key.startsWith(`${literal}.`)) used.add(baseOf(key));
      }
      // Looks like a key of ours (known first section, dotted words, no spaces) but is not one.
      else if (looksLikeKey.test(literal) && topLevel.has(literal.split(".")[0] ?? "") && !notKeys.has(literal)) {
        missing.add(literal);
      }
    }
    for (const parts of templates) {
      const pattern = templatePattern(parts);
      if (!pattern) continue;
      // `${section}.title` names the title of a section the code spells out somewhere ("users"), not every title.
      const named = (key: string) => parts[0] !== "" || allStrings.has(key.split(".")[0] ?? "");
      const matched = defined.map(baseOf).filter((key) => pattern.test(key) && named(key));
      matched.forEach((key) => used.add(key));
      if (!matched.length && topLevel.has(parts[0]?.split(".")[0] ?? "")) missing.add(parts.join("${…}"));
    }
  }
  const dead = defined.filter((key) => !used.has(baseOf(key)));
  return { defined, used: [...used].sort(), dead, missing: [...missing].sort() };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const report = localeKeyReport();
  console.log(`${report.defined.length} keys defined in app/locales/en.ts, ${report.used.length} used in code`);
  console.log(`dead (${report.dead.length}):${report.dead.map((key) => `\n  ${key}`).join("")}`);
  console.log(`missing (${report.missing.length}):${report.missing.map((key) => `\n  ${key}`).join("")}`);
  process.exitCode = report.dead.length || report.missing.length ? 1 : 0;
}
