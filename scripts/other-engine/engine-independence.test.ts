// The same dice in every browser: nothing that feeds the physics, the rules or a replay may
// depend on how an engine rounds an approximated Math function.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { record } from "./cross-engine";
import { checkInOtherEngine, probeOtherEngine } from "./run";

const root = fileURLToPath(new URL("../..", import.meta.url));

/**
 * The code a seeded throw, a rule or a replay runs through. The server's own files only host
 * sessions made of these; scene/ and ui/ only draw and read input (a flick is logged as data).
 */
const SIMULATION = ["src/geometry", "src/physics", "src/physics-lab", "src/games", "src/table", "src/runtime", "src/bots", "src/training", "src/net", "src/catalog"];
/** Math's members whose results ECMAScript fixes to the bit (and Math.random, whose draws only ever pick a seed the log then carries). */
const EXACT = new Set(["sqrt", "abs", "min", "max", "floor", "ceil", "round", "trunc", "sign", "fround", "imul", "clz32", "random", "PI", "E", "LN2", "LN10", "LOG2E", "LOG10E", "SQRT2", "SQRT1_2"]);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Each use of Math other than an exactly specified member, and each ** operator, as "file:line: what". */
export function approximatedUses(file: string, text: string): string[] {
  const found: string[] = [];
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, ts.LanguageVariant.Standard, text);
  const line = (pos: number) => text.slice(0, pos).split("\n").length;
  const tokens: { kind: ts.SyntaxKind; text: string; pos: number }[] = [];
  /** For each template literal open round the scanner, the braces opened inside its current ${…}. */
  const templates: number[] = [];
  for (let k = scanner.scan(); k !== ts.SyntaxKind.EndOfFileToken; k = scanner.scan()) {
    // A / after these is a division; elsewhere it may start a regular expression.
    if (k === ts.SyntaxKind.SlashToken || k === ts.SyntaxKind.SlashEqualsToken) {
      const prev = tokens[tokens.length - 1]?.kind;
      const division = prev === ts.SyntaxKind.Identifier || prev === ts.SyntaxKind.NumericLiteral || prev === ts.SyntaxKind.CloseParenToken || prev === ts.SyntaxKind.CloseBracketToken;
      if (!division) k = scanner.reScanSlashToken();
    }
    if (k === ts.SyntaxKind.TemplateHead) templates.push(0);
    else if (k === ts.SyntaxKind.OpenBraceToken && templates.length > 0) templates[templates.length - 1]++;
    else if (k === ts.SyntaxKind.CloseBraceToken && templates.length > 0) {
      if (templates[templates.length - 1] > 0) templates[templates.length - 1]--;
      else if (scanner.reScanTemplateToken(false) === ts.SyntaxKind.TemplateTail) templates.pop();
      k = scanner.getToken();
    }
    tokens.push({ kind: k, text: scanner.getTokenText(), pos: scanner.getTokenStart() });
  }
  tokens.forEach((t, i) => {
    if (t.kind === ts.SyntaxKind.AsteriskAsteriskToken || t.kind === ts.SyntaxKind.AsteriskAsteriskEqualsToken) {
      found.push(`${file}:${line(t.pos)}: the ** operator`);
    }
    if (t.kind === ts.SyntaxKind.Identifier && t.text === "Math" && tokens[i - 1]?.kind !== ts.SyntaxKind.DotToken) {
      const member = tokens[i + 1]?.kind === ts.SyntaxKind.DotToken ? tokens[i + 2]?.text : undefined;
      if (member === undefined || !EXACT.has(member)) found.push(`${file}:${line(t.pos)}: Math${member ? `.${member}` : " used as a value"}`);
    }
  });
  return found;
}

describe("code that feeds the physics, the rules or a replay", () => {
  it("calls no approximated Math function and no ** operator (exact-math.ts has what it needs)", () => {
    const uses = SIMULATION.flatMap((dir) => sources(join(root, dir))).flatMap((path) => approximatedUses(relative(root, path), readFileSync(path, "utf8")));
    expect(uses).toEqual([]);
  });

  it("the scan finds Math.sin, Math.hypot, a Math alias and ** in code, and not in comments or strings", () => {
    const text = [
      "// Math.sin in a comment, 2 ** 3",
      'const s = "Math.cos";',
      "const a = Math.sin(x) + Math.sqrt(y);",
      "const b = Math.hypot(1, 2) / 2;",
      "const { pow } = Math;",
      "let c = d ** 2;",
      "const r = /Math.exp/.test(s);",
      "const t = `${ { a: 1 }.a } Math.tan ${Math.atan2(1, 2)}`;",
      "/* Math.log */ const u = Math.max(1, Math.exp(2));",
    ].join("\n");
    expect(approximatedUses("f.ts", text)).toEqual([
      "f.ts:3: Math.sin",
      "f.ts:4: Math.hypot",
      "f.ts:5: Math used as a value",
      "f.ts:6: the ** operator",
      "f.ts:8: Math.atan2",
      "f.ts:9: Math.exp",
    ]);
  });
});

describe("Math that rounds like another engine's", () => {
  it("moves about half the answers of every approximated function by one ulp, and one ulp of spin changes where a thrown die settles", () => {
    const probe = probeOtherEngine();
    expect(Object.keys(probe.moved).sort()).toEqual(["acos", "acosh", "asin", "asinh", "atan", "atan2", "atanh", "cbrt", "cos", "cosh", "exp", "expm1", "hypot", "log", "log10", "log1p", "log2", "pow", "sin", "sinh", "tan", "tanh"]);
    for (const [name, share] of Object.entries(probe.moved)) expect([name, share > 0.4 && share < 0.6]).toEqual([name, true]);
    expect(probe.oneUlpApartCm).toBeGreaterThan(0);
  });

  it("reproduces every game to the bit: the seeded games themselves, their logs, share links and a resumed save played on", () => {
    const records = record(7);
    expect(records.map((r) => r.kit)).toContain("rykestra");
    for (const r of records) expect([r.kit, r.log.entries.filter((e) => e.input.kind === "flick").length > 5]).toEqual([r.kit, true]);
    // Math an ulp off for half of all arguments (npm run check:engines tries more seeds and salts).
    const run = checkInOtherEngine(records, 1);
    expect(run.checks.filter((c) => c.problems.length > 0)).toEqual([]);
    expect(run.checks).toHaveLength(records.length);
  }, 240_000);
});
