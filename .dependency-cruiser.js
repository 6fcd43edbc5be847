// Import circles (dependency-cruiser, run by `npm run lint`). ESLint's import-x/no-cycle skips
// `import type`, but a circle of types is still two modules that cannot be read or moved apart,
// so this check counts type-only imports too (docs/decisions/009-lint-format-dead-code.md).
//
// The layers (docs/decisions/015-tree.md, 040-layers-as-rules.md) are rules here too: what the web
// and the room both run lives in app/neutral/ and stays runtime-neutral; party/ reaches into app/
// only there; and each pair of feature folders that once imported each other has one direction.
// That no two feature folders import each other at all is checked by scripts/layers-count.mjs
// (`--check`, also in `npm run lint`): a rule here sees one import at a time, never a pair.

/**
 * [higher, lower]: the higher feature imports the lower, never the reverse. Each pair once
 * imported each other; the shared pieces moved to the lower side, app/neutral/ or app/utils/.
 */
const directions = [
  ["accounts", "auth"], // the people pages use roles and permissions; sign-up's answers are auth's
  ["reports", "aggregates"], // the pages read the figures; the figures know no page
  ["shell", "auth"], // the console frame shows who is signed in; sign-in pages use no console piece
  ["display", "live"], // the projector view is a window on the live room; the operator's display panel is live's
  ["listener", "live"], // the pew uses the room's browser half; live knows no listener page
  ["live", "scripture"], // the operator console shows verse cards; scripture knows no room hook
  ["live", "shell"], // live pages sit in the public layout; the menu's join link is the shell's
  ["organisations", "providers"], // the organisation form holds the provider fields
  ["shell", "seo"], // error pages set titles; the privacy page sits in the shell
  ["listener", "providers"], // the join screen shows what each translator offers
  ["live", "memory"], // booth corrections become memory entries; room-signed requests are room-wire's
  ["memory", "quotes"], // the segment help looks quotes up; quotes know the plan in app/neutral/
  ["imports", "glossary"], // the import worker runs each feature's job; the features start jobs
  ["imports", "memory"], // through app/utils/off-thread.server.ts and declare them there
  ["imports", "scripture"],
];

/** @type {import("dependency-cruiser").IConfiguration} */
export default {
  forbidden: [
    {
      // The tree's first rule (docs/decisions/015-tree.md): infrastructure and domain-free interface
      // pieces serve every feature, so they never reach into one.
      name: "utils-and-components-know-no-feature",
      severity: "error",
      comment:
        "app/utils, app/components, app/middleware and app/styles must not import app/features: " +
        "move the code into the feature, or the shared part out of it.",
      from: { path: "^app/(utils|components|middleware|styles)/" },
      to: { path: "^app/features/" },
    },
    {
      // What the room bundles from app/ must run in workerd, the browser and Node alike.
      name: "neutral-imports-only-neutral",
      severity: "error",
      comment:
        "app/neutral/ imports only app/neutral/ (and plain npm packages): anything else it reached " +
        "would be bundled into the room and the browser.",
      from: { path: "^app/neutral/", pathNot: "\\.test\\.ts$" },
      to: { path: "^(app|party|server|scripts|tests|prisma)/", pathNot: "^app/neutral/" },
    },
    {
      name: "neutral-is-runtime-neutral",
      severity: "error",
      comment:
        "app/neutral/ runs in the room (workerd) and the browser too: no server-only module, " +
        "no React, no Prisma, no Node built-in.",
      from: { path: "^app/neutral/", pathNot: "\\.test\\.ts$" },
      to: {
        path: [
          "\\.server\\.tsx?$",
          "^app/generated/",
          "^node_modules/(react|react-dom|react-router|preact|@prisma/[^/]+|prisma)/",
        ],
      },
    },
    {
      name: "neutral-uses-no-node-builtins",
      severity: "error",
      comment: "app/neutral/ runs in the room (workerd) and the browser too: no node: module.",
      from: { path: "^app/neutral/", pathNot: "\\.test\\.ts$" },
      to: { dependencyTypes: ["core"] },
    },
    {
      // The web never runs room code (issue 40): what both run lives in app/neutral/ and takes what
      // differs between Node and workerd (a transport, an HMAC) as a parameter.
      name: "app-never-imports-party",
      severity: "error",
      comment:
        "app/ must not import party/: move what the web and the room both run into app/neutral/ " +
        "(runtime-neutral, taking what differs as a parameter) and import it from there in both.",
      from: { path: "^app/" },
      to: { path: "^party/" },
    },
    {
      name: "party-imports-app-only-from-neutral",
      severity: "error",
      comment:
        "party/ imports from app/ only what is in app/neutral/: move the shared module there " +
        "(it must then import only app/neutral/ itself).",
      from: { path: "^party/" },
      to: { path: "^app/", pathNot: "^app/neutral/" },
    },
    ...directions.map(([higher, lower]) => ({
      name: `${lower}-never-imports-${higher}`,
      severity: "error",
      comment:
        `app/features/${higher} imports app/features/${lower}, never the reverse ` +
        "(docs/decisions/040-layers-as-rules.md): move what both need to the lower side, app/neutral/ or app/utils/.",
      from: { path: `^app/features/${lower}/` },
      to: { path: `^app/features/${higher}/` },
    })),
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
