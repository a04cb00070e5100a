// `npm run lint`: typescript-eslint's recommended rules without type information (fast), React's
// rules of hooks and their dependency lists, the layers of src/ as import boundaries, and a
// reason on every comment that turns a rule off. Cycles between folders are src/layers.test.ts's.
import js from "@eslint/js";
import comments from "@eslint-community/eslint-plugin-eslint-comments/configs";
import boundaries from "eslint-plugin-boundaries";
import { defineConfig } from "eslint/config";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/** Packages that draw, simulate or hold app state: never in the pure layers. */
const THREE = ["three", "three/*", "three-stdlib", "@react-three/*"];
const REACT = ["react", "react/*", "react-dom", "react-dom/*"];
const ZUSTAND = ["zustand", "zustand/*"];

/** `no-restricted-imports` forbidding these packages, with the layer's reason. */
const noPackages = (group, message) => ["error", { patterns: [{ group, message }] }];

/** Globals only a page has: the plain-TS layers run in Node, workers and the game server too. */
const DOM_GLOBALS = ["window", "document", "navigator", "requestAnimationFrame", "cancelAnimationFrame", "HTMLElement"].map((name) => ({
  name,
  message: "this layer runs without a page (Node, a worker, the game server): take what it needs as an argument",
}));

/**
 * What scene/ and ui/ may import from src/table: the table's public face (the controller, its
 * types, the stages, Rykestra's seats) and the few files they reached into when the lint came
 * (each named, so a new one is a choice, not an accident).
 */
const TABLE_FOR_SCREENS = [
  "table-controller.ts",
  "table-types.ts",
  "stage.ts",
  "stages/*.ts",
  "rykestra-seats.ts",
  // Reached into: the screens' own wiring of a table (gathering a handful on pick-up), the one
  // picker scene input uses, and the layouts and poses the 3D racks and waiting dice draw.
  "gather-hand.ts",
  "pick-die.ts",
  "hand-layout.ts",
  "rack-layout.ts",
  "rest-pose.ts",
  // A scene test sets the table's access as a session would.
  "table-access.ts",
];

/** src/'s folders and the folders beside it. */
const LAYERS = ["geometry", "physics", "physics-lab", "games", "table", "runtime", "bots", "training", "catalog", "net", "store", "scene", "ui"];
const elements = [
  ...LAYERS.map((type) => ({ type, pattern: `src/${type}`, partialMatch: false })),
  { type: "server", pattern: "server", partialMatch: false },
  { type: "scripts", pattern: "scripts", partialMatch: false },
  { type: "e2e", pattern: "e2e", partialMatch: false },
];

/** The files at src/'s top that other folders import: the app's entry and the tests' seeded generator. */
const files = [
  { category: "app", pattern: ["src/main.tsx", "src/App.tsx", "src/page-errors.ts"] },
  { category: "test-prng", pattern: "src/test-prng.ts" },
  { category: "tests", pattern: ["src/**/*.test.ts", "src/**/*.test.tsx"] },
];

const to = (...types) => ({ to: { element: { type: types } } });

/** Which layer may import which: anything not allowed here is an error. */
const policies = [
  // Every layer may import its own files and the tests' seeded generator.
  { allow: { to: { file: { categories: "test-prng" } } } },
  // A test may play a real game from the catalog: it consumes its folder, as scripts/ and e2e/ do.
  { from: { file: { categories: "tests" } }, allow: to("catalog") },
  { from: { element: { type: "geometry" } }, allow: to("geometry") },
  { from: { element: { type: "physics" } }, allow: to("geometry") },
  // Games are pure rules: geometry, and physics' seeded generator alone (plain arithmetic over
  // geometry's exact maths: the daily challenge picks its position with it).
  { from: { element: { type: "games" } }, allow: [to("geometry"), { to: { element: { type: "physics", fileInternalPath: "rng.ts" } } }] },
  { from: { element: { type: "table" } }, allow: to("geometry", "physics", "games") },
  { from: { element: { type: "runtime" } }, allow: to("geometry", "physics", "games", "table") },
  // Computer seats implement the runtime's seat contract and post to their worker through its job plumbing.
  { from: { element: { type: "bots" } }, allow: to("geometry", "physics", "games", "table", "runtime") },
  // Practice's drills, coach and planned throws: headless tables searched with the bots' planner.
  { from: { element: { type: "training" } }, allow: to("geometry", "physics", "games", "table", "runtime", "bots") },
  // One module per game (src/catalog): what the app, the server and the tests know of a game,
  // built over the layers below it and read by everything above.
  // Its online dress reads the lobby's shape (net's protocol, plain data).
  { from: { element: { type: "catalog" } }, allow: [to("geometry", "physics", "games", "table", "runtime", "bots", "training"), { to: { element: { type: "net", fileInternalPath: "protocol.ts" } } }] },
  { from: { element: { type: "net" } }, allow: to("geometry", "physics", "games", "table", "runtime") },
  { from: { element: { type: "physics-lab" } }, allow: to("geometry", "physics") },
  { from: { element: { type: "store" } }, allow: to("geometry", "games", "runtime", "catalog") },
  { from: { element: { type: "scene" } }, allow: to("geometry", "physics", "games", "store") },
  { from: { element: { type: "ui" } }, allow: to("geometry", "physics", "games", "runtime", "bots", "training", "catalog", "net", "store", "scene") },
  { from: { element: { type: ["scene", "ui"] } }, allow: { to: { element: { type: "table", fileInternalPath: TABLE_FOR_SCREENS } } } },
  { from: { file: { categories: "app" } }, allow: [to("ui", "physics-lab"), { to: { file: { categories: "app" } } }] },
  // The game server hosts the same sessions, its games and their online dress from the catalog.
  { from: { element: { type: "server" } }, allow: to("geometry", "physics", "games", "table", "runtime", "bots", "training", "catalog", "net") },
];

export default defineConfig(
  { ignores: ["dist/", "node_modules/", "test-results/", "playwright-report/", ".e2e-dist/", ".browsers-dist/", ".vite/"] },
  js.configs.recommended,
  tseslint.configs.recommended,
  comments.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: "error", reportUnusedInlineConfigs: "error" },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // tsc checks unused locals and parameters (tsconfig's noUnusedLocals, noUnusedParameters)
      // and runs before the lint; this rule would repeat it at a third of the lint's rule time
      // and refuse the `_` names tsc allows for a part left out on purpose.
      "@typescript-eslint/no-unused-vars": "off",
      "@eslint-community/eslint-comments/require-description": "error",
      // A file-wide disable is allowed at the very top of a file (still with its reason).
      "@eslint-community/eslint-comments/disable-enable-pair": ["error", { allowWholeFile: true }],
    },
  },
  // Benchmarks, checks and browser tests (scripts/, e2e/) drive the app from outside and may import
  // anything, so only src/ and server/ are checked (a third of the lint's time is this rule's).
  {
    files: ["src/**/*.{ts,tsx}", "server/**/*.ts"],
    plugins: { boundaries },
    settings: {
      "boundaries/elements": elements,
      "boundaries/files": files,
      "import/resolver": { node: { extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] } },
    },
    rules: {
      "boundaries/dependencies": ["error", { default: "disallow", checkUnknownLocals: true, policies }],
    },
  },
  // React's hooks: called in the same order every render, and every value an effect or memo reads
  // named in its list (or a disable saying why not). Only the screens (ui/, scene/, the app) use React.
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  // The pure layers: no renderer, physics engine, UI or store.
  {
    files: ["src/geometry/**", "src/games/**"],
    rules: {
      "no-restricted-imports": noPackages([...THREE, ...REACT, ...ZUSTAND, "cannon-es", "cannon-es/*"], "geometry/ and games/ are pure: no renderer, physics engine, React or store"),
    },
  },
  {
    files: ["src/physics/**"],
    rules: { "no-restricted-imports": noPackages([...THREE, ...REACT, ...ZUSTAND], "physics/ is the cannon-es table alone: no renderer, React or store") },
  },
  {
    files: ["src/table/**", "src/runtime/**", "src/training/**", "src/catalog/**"],
    rules: { "no-restricted-imports": noPackages([...THREE, ...REACT], "table/, runtime/, training/ and the catalog are plain TS a session (and the game server) drives: no renderer or React") },
  },
  {
    files: ["src/geometry/**", "src/physics/**", "src/games/**", "src/table/**", "src/runtime/**", "src/training/**", "src/catalog/**"],
    rules: { "no-restricted-globals": ["error", ...DOM_GLOBALS] },
  },
  // Browser tests take `test` from e2e/fixtures.ts: it seeds each context's storage with the tests' settings.
  {
    files: ["e2e/**/*.ts"],
    ignores: ["e2e/fixtures.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "@playwright/test", importNames: ["test"], message: "import test from ./fixtures: it seeds each context with the tests' settings" }] },
      ],
    },
  },
);
