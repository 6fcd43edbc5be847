// Lists lines over 120 characters in tracked source (ts, tsx, js, mjs, css) outside app/generated and
// fails when there is any: Prettier wraps code at 120 but leaves long strings, comments and SQL alone.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";

const limit = 120;
const files = execFileSync("git", ["ls-files", "-z"], { encoding: "utf8" })
  .split("\0")
  .filter((file) => /\.(ts|tsx|js|mjs|css)$/.test(file) && !file.startsWith("app/generated/") && existsSync(file));

const long = [];
for (const file of files) {
  readFileSync(file, "utf8")
    .split("\n")
    .forEach((line, index) => {
      // Characters, not UTF-16 units: a CJK or Devanagari letter counts once.
      const length = [...line.replace(/\r$/, "")].length;
      if (length > limit) long.push(`${file}:${index + 1}: ${length}`);
    });
}

if (long.length > 0) {
  console.error(`${long.length} line(s) over ${limit} characters (split strings with +, wrap SQL and comments):`);
  for (const entry of long) console.error(`  ${entry}`);
  process.exit(1);
}
