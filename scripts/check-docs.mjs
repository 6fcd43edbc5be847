// Docs that cannot drift silently (part of npm run lint): every repository path that the README,
// docs/ and code comments name must exist, and the decision records must have unique numbers,
// each listed once in docs/decisions/README.md. A path is a word that starts at one of the tracked
// top-level folders below; one with a placeholder in it ({a,b}, *, <name>, …, $VAR) is a pattern,
// not a claim, and is skipped.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync } from "node:fs";

const roots = ["app", "party", "server", "scripts", "tests", "prisma", "docs", "public", ".ci"];
const rootsAlternation = roots.join("|").replace(".", "\\.");
const pathPattern = new RegExp(String.raw`(?<![\w./#@-])(?:${rootsAlternation})/[\w.+/-]*[\w/]`, "g");
// An issue reference (prisma/orm#30028) names another repository.
const placeholder = /[{}*<>…$#]|\.\.\./;
// Named in text as where something is written at run time (git-ignored), not in the repository.
const generated = ["app/generated/", "tests/.auth/"];

const files = execFileSync("git", ["ls-files", "-z"], { encoding: "utf8" })
  .split("\0")
  .filter(
    (file) =>
      /\.(md|ts|tsx|js|mjs|sh|css|prisma)$/.test(file) &&
      !file.startsWith("app/generated/") &&
      !file.startsWith("tests/fixtures/") &&
      existsSync(file),
  );

/** The text a file says things in: all of a Markdown file, the comments of code. */
function claims(file, text) {
  if (file.endsWith(".md")) return text;
  const comments = text.match(/\/\/[^\n]*|\/\*[\s\S]*?\*\/|^\s*#[^\n]*/gm) ?? [];
  return comments.join("\n");
}

const problems = [];
for (const file of files) {
  const text = claims(file, readFileSync(file, "utf8"));
  text.split("\n").forEach((line, index) => {
    for (const match of line.matchAll(pathPattern)) {
      const path = match[0].replace(/[.]+$/, "");
      if (placeholder.test(line.slice(match.index, match.index + match[0].length + 1))) continue;
      if (generated.some((prefix) => path.startsWith(prefix))) continue;
      if (!existsSync(path)) problems.push(`${file}:${index + 1}: names ${path}, which does not exist`);
    }
  });
}

const records = readdirSync("docs/decisions").filter((name) => /^\d{3}-.+\.md$/.test(name));
const index = readFileSync("docs/decisions/README.md", "utf8");
const byNumber = new Map();
for (const name of records) {
  const number = name.slice(0, 3);
  if (byNumber.has(number)) problems.push(`docs/decisions: ${byNumber.get(number)} and ${name} share number ${number}`);
  byNumber.set(number, name);
  if (!index.includes(`(${name})`)) problems.push(`docs/decisions/README.md: ${name} is not in the index`);
}

if (problems.length > 0) {
  console.error(`${problems.length} stale doc claim(s):`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
