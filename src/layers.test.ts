// No cycles between folders (and, at the end, none between files): the folders of src/ (each file at src/'s top is one of its own), server/,
// scripts/ and e2e/ import one another in one direction only. Which folder may import which layer
// or package is eslint.config.js's (`npm run lint`); this reads the whole graph, from TypeScript's
// own import scanning, so a cycle through any number of folders is seen. Last, a few imports each
// layer must refuse are put to the lint, so a rule that stopped matching its files is noticed.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(tsx?|mjs)$/.test(name) && !name.endsWith(".d.ts") && !name.endsWith(".d.mts") ? [path] : [];
  });
}

/** The folder a file belongs to: src/<folder>, or src/<file> for a file at src/'s top, or its top folder. */
function folderOf(file: string): string {
  const parts = relative(root, file).split("/");
  return parts[0] === "src" ? `src/${parts[1]}` : parts[0];
}

/** The file a relative import names, as Vite and TypeScript find it (null for a package or a missing file). */
function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith(".")) return null;
  const base = resolve(dirname(from), specifier);
  for (const path of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")]) {
    if (existsSync(path) && statSync(path).isFile()) return path;
  }
  return null;
}

/** Every import between two folders: "from folder -> to folder" to the files imported there. */
function folderImports(): Map<string, Map<string, Set<string>>> {
  const graph = new Map<string, Map<string, Set<string>>>();
  for (const file of ["src", "server", "scripts", "e2e"].flatMap((d) => sources(join(root, d)))) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    for (const { fileName } of importedFiles) {
      const target = resolveImport(file, fileName);
      if (!target) continue;
      const [a, b] = [folderOf(file), folderOf(target)];
      if (a === b) continue;
      // A test may play a real game from the catalog (the layers' own code never does): a test
      // is the folder's consumer, like scripts/ and e2e/, and closes no cycle.
      if (b === "src/catalog" && /\.test\.tsx?$/.test(file)) continue;
      const out = graph.get(a) ?? new Map<string, Set<string>>();
      graph.set(a, out);
      const files = out.get(b) ?? new Set<string>();
      out.set(b, files);
      files.add(relative(root, target));
    }
  }
  return graph;
}

/** The strongly connected groups of more than one folder (Tarjan), each as its sorted folders. */
function cycles(edges: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        group.push(w);
      } while (w !== v);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return found;
}

const graph = folderImports();

describe("the folders' import graph", () => {
  it("is read from the code: physics imports geometry, ui imports the table", () => {
    expect(graph.get("src/physics")?.has("src/geometry")).toBe(true);
    expect(graph.get("src/ui")?.has("src/table")).toBe(true);
  });

  it("has no cycle between folders", () => {
    const edges = new Map([...graph].map(([from, out]) => [from, [...out.keys()]]));
    expect(cycles(edges)).toEqual([]);
  });
});

/** The rules the lint reports for `code` as if it were the file `path`. */
async function lintRules(eslint: ESLint, path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return result.messages.map((m) => m.ruleId ?? m.message);
}

describe("the lint's layers", () => {
  const eslint = new ESLint({ cwd: root });
  const cases: [path: string, code: string, rules: string[]][] = [
    ["src/geometry/probe.ts", 'import * as THREE from "three";\nexport const a = THREE;', ["no-restricted-imports"]],
    ["src/geometry/probe.ts", 'import { ROUTES } from "../ui/routes";\nexport const a = ROUTES;', ["boundaries/dependencies"]],
    ["src/geometry/probe.ts", "export const a = window.innerWidth;", ["no-restricted-globals"]],
    ["src/games/probe.ts", 'import { create } from "zustand";\nexport const a = create;', ["no-restricted-imports"]],
    ["src/games/probe.ts", 'import { createRng } from "../physics/rng";\nimport { seeded } from "../test-prng";\nexport const a = [createRng, seeded];', []],
    ["src/games/probe.ts", 'import { DiceTable } from "../physics";\nexport const a = DiceTable;', ["boundaries/dependencies"]],
    ["src/physics/probe.ts", 'import { useState } from "react";\nexport const a = useState;', ["no-restricted-imports"]],
    ["src/table/probe.ts", 'import { DEFAULT_SETTINGS } from "../store/settings-store";\nexport const a = DEFAULT_SETTINGS;', ["boundaries/dependencies"]],
    ["src/table/probe.ts", "export const a = document.body;", ["no-restricted-globals"]],
    ["src/runtime/probe.ts", 'import { Canvas } from "@react-three/fiber";\nexport const a = Canvas;', ["no-restricted-imports"]],
    ["src/runtime/probe.ts", 'import { ROUTES } from "../ui/routes";\nexport const a = ROUTES;', ["boundaries/dependencies"]],
    ["src/scene/probe.ts", 'import { TableController } from "../table/table-controller";\nexport const a = TableController;', []],
    ["src/scene/probe.ts", 'import { planRemedy } from "../table/remedy";\nexport const a = planRemedy;', ["boundaries/dependencies"]],
    ["src/runtime/probe.ts", 'import { rykestraSeat } from "../bots/rykestra-seat";\nexport const a = rykestraSeat;', ["boundaries/dependencies"]],
    ["src/bots/probe.ts", "// eslint-disable-next-line no-undef\nexport const a = 1;", ["@eslint-community/eslint-comments/require-description", "unused-directive"]],
  ];
  for (const [path, code, rules] of cases) {
    it(`${rules.length ? `refuses in ${path}` : `lets ${path} have`}: ${code.split("\n")[0]}`, async () => {
      const found = (await lintRules(eslint, path, code)).map((r) => (r.startsWith("Unused eslint-disable") ? "unused-directive" : r));
      expect(found.sort()).toEqual([...rules].sort());
    }, 30_000);
  }
});

// No cycles between files either: inside a folder (or across folders that do not cycle) two files
// can still need each other, which makes neither readable alone. Every static import counts,
// `import type` and `export … from` too; an `import()` does not: it loads a module later, at a
// boundary the app chose (a lazy screen). Strongly connected components (Tarjan) of the graph.

/** The static imports of a module's text: import and export declarations, `import x = require()` aside. */
function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false);
  const out: string[] = [];
  for (const node of source.statements) {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) out.push(node.moduleSpecifier.text);
  }
  return out;
}

/** Each file (relative to the root) to the files it imports. */
function fileGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of ["src", "server", "scripts", "e2e"].flatMap((d) => sources(join(root, d)))) {
    const to = staticImports(file)
      .map((s) => resolveImport(file, s))
      .filter((t): t is string => t !== null)
      .map((t) => relative(root, t));
    graph.set(relative(root, file), [...new Set(to)]);
  }
  return graph;
}

/** The graph's cycles: every strongly connected component of more than one node (or a node importing itself), sorted. */
function cyclesOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const part: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        part.push(w);
      } while (w !== v);
      if (part.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(part.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found.sort((a, b) => a[0].localeCompare(b[0]));
}

describe("cycles between files", () => {
  it("finds a cycle through three files and none in a chain", () => {
    const ring = new Map([["a", ["b"]], ["b", ["c"]], ["c", ["a", "d"]], ["d", []]]);
    expect(cyclesOf(ring)).toEqual([["a", "b", "c"]]);
    expect(cyclesOf(new Map([["a", ["b"]], ["b", ["c"]], ["c", []]]))).toEqual([]);
    expect(cyclesOf(new Map([["a", ["a"]]]))).toEqual([["a"]]);
  });

  it("has none in src/, server/, scripts/ or e2e/", () => {
    const cycles = cyclesOf(fileGraph());
    expect(cycles.map((c) => c.join(" ↔ "))).toEqual([]);
  });
});
