// Docs that cannot drift silently (part of npm run lint). In the README, docs/ and code comments:
// every repository path named must exist; every file named without its folder (`stats.ts`,
// `bench/stats.ts`) must be some tracked file's name; every number claimed as NAME = value (in backticks) must
// be what the file its line (or else its paragraph) names assigns to NAME. The README's layout table must name every
// feature folder; docs/architecture.md (how things are now) must name a file in each of its points;
// the decision records must have unique numbers, each listed once in docs/decisions/README.md.
// What a claim is, and what is left out as a pattern or a file that was: scripts/docs-claims.mjs.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import {
  claimText,
  featuresNamed,
  filesNamed,
  judgeNumberClaim,
  namedFiles,
  namedPaths,
  numberClaims,
} from "./docs-claims.mjs";

const tracked = execFileSync("git", ["ls-files", "-z"], { encoding: "utf8" })
  .split("\0")
  .filter((file) => file && existsSync(file));
const files = tracked.filter(
  (file) =>
    /\.(md|ts|tsx|js|mjs|sh|css|prisma)$/.test(file) &&
    !file.startsWith("app/generated/") &&
    !file.startsWith("tests/fixtures/"),
);
// A package named by its own name (ipaddr.js) is a dependency, not a file of ours.
const isPackage = (name) => !name.includes("/") && existsSync(`node_modules/${name}`);

const problems = [];
/** The files a line names, as tracked paths (a bare name may mean several). */
function citedFiles(line) {
  return [...namedPaths(line), ...namedFiles(line).flatMap((name) => filesNamed(name, tracked))];
}

/** The lines of the paragraph or list item around line `index`: where a claim's file may be named. */
function blockAround(lines, index) {
  const isBreak = (line) => line === undefined || line.trim() === "" || /^\s*(?:[-*]|\d+\.|#+) /.test(line);
  let first = index;
  while (!isBreak(lines[first]) && first > 0 && !isBreak(lines[first - 1])) first--;
  if (first > 0 && lines[first - 1].trim() !== "" && isBreak(lines[first - 1])) first--;
  let last = index;
  while (!isBreak(lines[last + 1])) last++;
  return lines.slice(first, last + 1).join(" ");
}

function checkNumbers(file, lines, index) {
  const [line, number] = [lines[index], index + 1];
  for (const claim of numberClaims(line)) {
    // The file is named on the claim's line, or else in its paragraph or list item.
    const own = (path) => path !== file || !file.endsWith(".md");
    let cited = citedFiles(line).filter(own);
    if (cited.length === 0) cited = citedFiles(blockAround(lines, index)).filter(own);
    if (cited.length === 0) {
      problems.push(
        `${file}:${number}: claims \`${claim.name} = ${claim.value}\` without naming the file that says it`,
      );
      continue;
    }
    const verdicts = cited.map((path) => judgeNumberClaim(claim, readFileSync(path, "utf8")));
    if (!verdicts.includes("agrees")) {
      problems.push(`${file}:${number}: claims \`${claim.name} = ${claim.value}\`, but ${cited[0]} ${verdicts[0]}`);
    }
  }
}

for (const file of files) {
  const lines = claimText(file, readFileSync(file, "utf8")).split("\n");
  lines.forEach((line, index) => {
    for (const path of namedPaths(line)) {
      if (!existsSync(path)) problems.push(`${file}:${index + 1}: names ${path}, which does not exist`);
    }
    for (const name of namedFiles(line)) {
      if (filesNamed(name, tracked).length === 0 && !isPackage(name)) {
        problems.push(`${file}:${index + 1}: names ${name}, which no tracked file is called`);
      }
    }
    checkNumbers(file, lines, index);
  });
}

// The README's layout table names every feature folder (a folder is a feature once it holds a tracked file).
const features = new Set(tracked.map((file) => /^app\/features\/([^/]+)\//.exec(file)?.[1]).filter(Boolean));
const inTable = featuresNamed(readFileSync("README.md", "utf8").split("## What is where")[1]?.split("\n## ")[0] ?? "");
for (const feature of [...features].sort()) {
  if (!inTable.has(feature)) problems.push(`README.md: the layout table does not name app/features/${feature}/`);
}

// docs/architecture.md says how things are now: each of its points names the file that makes it true.
const architecture = "docs/architecture.md";
if (!existsSync(architecture)) problems.push(`${architecture} is missing`);
else {
  readFileSync(architecture, "utf8")
    .split("\n")
    .forEach((line, index) => {
      const point = /^\s*(?:[-*]|\d+\.) /.test(line) || (/^\|/.test(line) && !/^\|[\s|:-]+\|$/.test(line));
      if (
        point &&
        namedPaths(line).length + namedFiles(line).length === 0 &&
        !/^\| *(?:what|step|layer)\b/i.test(line)
      ) {
        problems.push(`${architecture}:${index + 1}: a point that names no file`);
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
