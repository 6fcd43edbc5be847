// Import circles (dependency-cruiser, run by `npm run lint`). ESLint's import-x/no-cycle skips
// `import type`, but a circle of types is still two modules that cannot be read or moved apart,
// so this check counts type-only imports too (docs/decisions/009-lint-format-dead-code.md).
/** @type {import("dependency-cruiser").IConfiguration} */
export default {
  forbidden: [
    {
      // The tree's one rule (docs/decisions/015-tree.md): infrastructure and domain-free interface
      // pieces serve every feature, so they never reach into one.
      name: "utils-and-components-know-no-feature",
      severity: "error",
      comment:
        "app/utils and app/components must not import app/features: " +
        "move the code into the feature, or the shared part out of it.",
      from: { path: "^app/(utils|components|middleware)/" },
      to: { path: "^app/features/" },
    },
    {
      // Aggregates are the lower layer: the reports read figures through them (FigureSource), never
      // the other way round. Their tests hold the reports' figures to the raw rows, so they may.
      name: "aggregates-never-imports-reports",
      severity: "error",
      comment:
        "app/features/aggregates must not import app/features/reports: move what both need down into aggregates.",
      from: { path: "^app/features/aggregates/", pathNot: "\\.test\\.ts$" },
      to: { path: "^app/features/reports/" },
    },
    {
      name: "no-circular",
      severity: "error",
      comment: "An import circle: move what both modules need into a third, smaller module (never into app/utils/).",
      from: {},
      to: { circular: true },
    },
    {
      // Keeps this check honest: an import the resolver cannot follow would hide any circle behind it.
      // Generated code is not ours to follow and may not exist yet: React Router's route types
      // (./+types/*, in .react-router/ through tsconfig rootDirs), Prisma's client (written by
      // `prisma generate` on install) and the server build (a Vite virtual module).
      name: "not-to-unresolvable",
      severity: "error",
      from: {},
      to: { couldNotResolve: true, pathNot: ["^\\./\\+types/", "^#app/generated/", "^virtual:"] },
    },
  ],
  options: {
    // Generated code (Prisma's client, React Router's route types) has circles of its own, by design.
    doNotFollow: { path: ["node_modules", "^app/generated/", "^\\.react-router/"] },
    exclude: { path: ["^app/generated/", "^\\.react-router/", "^build/"] },
    // Count `import type` and type-only re-exports as edges (see the top of this file).
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    // package.json "imports" (#app/*, #party/*, #tests/*, #scripts/*) and .ts/.tsx specifiers.
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".d.ts"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
