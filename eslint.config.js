// ESLint (flat config). What it checks: TypeScript mistakes (typescript-eslint's recommended set,
// without type information), the rules of React hooks, and the few house rules of decision 041 (one
// logger, no duplicate imports, no floating promises — the one rule with type information, on app/,
// server/ and party/ only — and no screenshots in functional browser tests).
// Import circles are dependency-cruiser's (.dependency-cruiser.js), dead code knip's (knip.jsonc),
// layout and spacing Prettier's (.prettierrc): so no stylistic rule here, and of import rules only
// ESLint's own no-duplicate-imports (one import line per module; a type goes inline, `type X`).
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig, globalIgnores } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";

export default defineConfig(
  globalIgnores([
    "build/",
    "app/generated/",
    ".react-router/",
    ".partykit/",
    "data/",
    "public/",
    "test-results/",
    "playwright-report/",
    "screenshots/",
    "tests/.auth/",
  ]),

  js.configs.recommended,
  tseslint.configs.recommended,

  {
    files: ["**/*.{js,mjs,cjs,ts,tsx}"],
    languageOptions: {
      ecmaVersion: "latest",
      sourceType: "module",
      // The app runs in the browser and on Node, rooms on Cloudflare's workerd (browser-like
      // globals), scripts and tests on Node: one shared set keeps the config simple, and
      // TypeScript already checks per-project which globals really exist.
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      "no-duplicate-imports": "error",
      // An argument or binding named with a leading underscore is deliberately unused.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },

  // React hooks: only the two classic rules. The plugin's React Compiler rules (purity, refs,
  // set-state-in-effect…) assume the compiler, which this app does not use.
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },

  // One logger on the server (docs/decisions/041-one-way-each.md): the web's is pino
  // (app/utils/logger.server.ts), the room's party/log.ts; both scrub what they write. Route
  // modules count as server code (their loaders and actions run there). The browser's console
  // (entry.client.tsx, the listener island, the error screen) and the command-line output of
  // scripts/, tests/ and the two plain-JS starters in server/ are not logs and keep console.
  {
    files: ["app/**/*.server.{ts,tsx}", "app/**/routes/**/*.{ts,tsx}", "server/**/*.ts", "party/**/*.ts"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "no-console": "error" },
  },

  // A promise nobody awaits loses its error (an unhandled rejection ends the process) and its
  // order. The one rule here that needs type information, so only on the code that runs:
  // fire-and-forget is written `void promise` with a comment saying why nothing waits.
  {
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts", "party/**/*.ts"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { "@typescript-eslint/no-floating-promises": "error" },
  },

  // Pictures are `npm run screenshots`' (playwright.screenshots.config.ts), never a side effect of a
  // functional browser test.
  {
    files: ["tests/e2e/**/*.ts"],
    ignores: ["tests/e2e/**/*screenshots.spec.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name='screenshot']",
          message: "Screenshots belong in a *screenshots.spec.ts run by npm run screenshots, not in a functional spec.",
        },
      ],
    },
  },

  // One import style (issue 31): across folders through the package's own aliases (#app/…,
  // #party/…, #tests/…, #scripts/…), within a folder "./x". A "../" path breaks when a file moves
  // and reads differently from its neighbours. The room (party/) keeps relative paths: its bundler
  // reaches app/neutral/ as "../app/neutral/…" (decision 040).
  {
    files: ["app/**/*.{ts,tsx}", "tests/**/*.ts", "scripts/**/*.ts"],
    ignores: ["app/generated/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["../*"], message: "Import across folders through #app/…, #party/…, #tests/… or #scripts/…." },
          ],
        },
      ],
    },
  },
);
