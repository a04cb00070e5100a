// No cycles between files. src/layers.test.ts keeps the folders in one direction; inside a
// folder (or across folders that do not cycle) two files can still need each other, which makes
// neither readable alone. Every static import counts, `import type` and `export … from` too; an
// `import()` does not: it loads a module later, at a boundary the app chose (a lazy screen).
// Strongly connected components (Tarjan) of the graph of src/, server/, scripts/ and e2e/.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "node_modules" ? [] : sources(path);
    return /\.(tsx?|mjs)$/.test(name) && !name.endsWith(".d.ts") && !name.endsWith(".d.mts") ? [path] : [];
  });
}

/** The file a relative import names, as Vite and TypeScript find it (null for a package). */
function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith(".")) return null;
  const base = resolve(dirname(from), specifier);
  for (const path of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")]) {
    if (existsSync(path) && statSync(path).isFile()) return path;
  }
  return null;
}

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
export function cyclesOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
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
