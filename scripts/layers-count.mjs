// Counts what the layer rules are about (issue 31, decision 040), with dependency-cruiser and the
// repository's own config, and prints one JSON line: feature folders that import each other
// (`mutualFeaturePairs`: both directions of a pair have at least one import, tests included) and
// imports from party/ into app/ that do not land in the runtime-neutral home (`partyImportsOutsideNeutral`).
// `npm run layers:count`; run it before and after a move to see what changed.
import { cruise } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";

const neutralHome = "app/neutral/";
const options = await extractDepcruiseOptions("./.dependency-cruiser.js");
const { output } = await cruise(["app", "party"], options, undefined, {
  tsConfig: extractTSConfig("tsconfig.json"),
});

const feature = (path) => /^app\/features\/([^/]+)\//.exec(path)?.[1];
const featureEdges = new Set();
const partyImports = [];
for (const module of output.modules) {
  for (const dependency of module.dependencies) {
    const [from, to] = [feature(module.source), feature(dependency.resolved)];
    if (from && to && from !== to) featureEdges.add(`${from}→${to}`);
    const intoApp = module.source.startsWith("party/") && dependency.resolved.startsWith("app/");
    if (intoApp && !dependency.resolved.startsWith(neutralHome)) {
      partyImports.push(`${module.source} → ${dependency.resolved}`);
    }
  }
}

const pairs = [...featureEdges]
  .map((edge) => edge.split("→"))
  .filter(([from, to]) => from < to && featureEdges.has(`${to}→${from}`))
  .map(([from, to]) => `${from}↔${to}`)
  .sort();

console.log(
  JSON.stringify({
    mutualFeaturePairs: pairs.length,
    pairs,
    partyImportsOutsideNeutral: partyImports.length,
    partyImports: partyImports.sort(),
  }),
);
