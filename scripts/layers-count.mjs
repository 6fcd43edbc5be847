// Counts what the layer rules are about (issue 31, docs/decisions/040-layers-as-rules.md) with
// dependency-cruiser and the repository's own config, and prints one JSON line: feature folders
// that import each other (`mutualFeaturePairs`: each of the two has at least one import of the
// other, tests included), circles of three or more feature folders (`featureCircles`), and imports
// from party/ into app/ that do not land in the runtime-neutral home (`partyImportsOutsideNeutral`).
// `npm run layers:count`: run it before and after a move to see what changed.
//
// With `--check` (run by `npm run lint`) it is the rule "no feature folders import each other,
// directly or round a circle", which a dependency-cruiser rule cannot say (a rule sees one import
// at a time): it names the imports and exits 1. party/ → app/ is the rules' own business.
import { cruise } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";

const neutralHome = "app/neutral/";
const options = await extractDepcruiseOptions("./.dependency-cruiser.js");
const { output } = await cruise(["app", "party"], options, undefined, {
  tsConfig: extractTSConfig("tsconfig.json"),
});

const feature = (path) => /^app\/features\/([^/]+)\//.exec(path)?.[1];
/** Feature → the features it imports → one import that shows it ("module → module"). */
const featureImports = new Map();
const partyImports = [];
for (const module of output.modules) {
  for (const dependency of module.dependencies) {
    const [from, to] = [feature(module.source), feature(dependency.resolved)];
    if (from && to && from !== to) {
      if (!featureImports.has(from)) featureImports.set(from, new Map());
      featureImports.get(from).set(to, `${module.source} → ${dependency.resolved}`);
    }
    const intoApp = module.source.startsWith("party/") && dependency.resolved.startsWith("app/");
    if (intoApp && !dependency.resolved.startsWith(neutralHome)) {
      partyImports.push(`${module.source} → ${dependency.resolved}`);
    }
  }
}
const imports = (from, to) => featureImports.get(from)?.has(to) ?? false;

const pairs = [...featureImports]
  .flatMap(([from, targets]) => [...targets.keys()].map((to) => [from, to]))
  .filter(([from, to]) => from < to && imports(to, from))
  .map(([from, to]) => `${from}↔${to}`)
  .sort();

// Longer circles: a depth-first walk, each found once (from its smallest feature, in walking order).
const circles = [];
function walk(start, path) {
  for (const next of featureImports.get(path.at(-1))?.keys() ?? []) {
    if (next === start && path.length > 2) circles.push([...path, start].join(" → "));
    else if (next > start && !path.includes(next)) walk(start, [...path, next]);
  }
}
for (const start of [...featureImports.keys()].sort()) walk(start, [start]);

if (process.argv.includes("--check")) {
  if (pairs.length + circles.length === 0) process.exit(0);
  console.error("error no-feature-circles (docs/decisions/040-layers-as-rules.md):");
  for (const pair of pairs) {
    const [a, b] = pair.split("↔");
    console.error(`  ${pair}: ${featureImports.get(a).get(b)}; ${featureImports.get(b).get(a)}`);
  }
  // One new import can close hundreds of circles: the first few name it.
  for (const circle of circles.slice(0, 10)) console.error(`  ${circle}`);
  if (circles.length > 10) console.error(`  … and ${circles.length - 10} more circles`);
  process.exit(1);
}
console.log(
  JSON.stringify({
    mutualFeaturePairs: pairs.length,
    pairs,
    featureCircles: circles.length,
    partyImportsOutsideNeutral: partyImports.length,
    partyImports: partyImports.sort(),
  }),
);
