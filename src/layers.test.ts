// The pure layers stay pure: geometry/ and games/ import no renderer, physics, UI or store.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const FORBIDDEN = /from\s+["'](three|cannon-es|react|react-dom|zustand|@react-three\/[\w-]+)(\/[^"']*)?["']/;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("layering", () => {
  for (const layer of ["src/geometry", "src/games"]) {
    it(`keeps ${layer} free of three, cannon-es, React and zustand`, () => {
      const offenders = sources(layer).filter((f) => FORBIDDEN.test(readFileSync(f, "utf8")));
      expect(offenders).toEqual([]);
    });
  }

  // The catalog's game modules are read by the game server and Node scripts: no React in them.
  for (const layer of ["src/table", "src/runtime", "src/catalog"]) {
    it(`keeps ${layer} free of React, three and the DOM`, () => {
      const offenders = sources(layer).filter((f) => {
        const text = readFileSync(f, "utf8");
        return (
          /from\s+["'](three|react|react-dom|@react-three\/[\w-]+)(\/[^"']*)?["']/.test(text) ||
          /from\s+["']\.\.\/(scene|ui)\//.test(text) ||
          /\b(window|document|navigator|requestAnimationFrame|HTMLElement)\b/.test(text.replace(/\/\/.*$/gm, ""))
        );
      });
      expect(offenders).toEqual([]);
    });
  }

  it("keeps physics/ free of the DOM layers (React, three, zustand)", () => {
    const offenders = sources("src/physics").filter((f) =>
      /from\s+["'](three|react|react-dom|zustand|@react-three\/[\w-]+)["']/.test(readFileSync(f, "utf8")),
    );
    expect(offenders).toEqual([]);
  });
});
