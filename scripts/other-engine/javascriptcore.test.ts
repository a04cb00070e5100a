// The simulation run by a real other engine: JavaScriptCore, WebKit's (Safari's, and every
// browser's on an iPhone), from Debian's libjavascriptcoregtk-4.0-bin.
import { describe, expect, it } from "vitest";
import { record } from "./cross-engine";
import { checkInJavaScriptCore } from "./run";

describe("JavaScriptCore", () => {
  it("reproduces every game to the bit on its own Math: the seeded games, their logs, share links and a resumed save played on", () => {
    // Its sin, exp, atan2, hypot, pow… differ from V8's in the last bit for 1–15 % of arguments
    // (measured on Debian's jsc); before exact maths it parted from Node at every game's first throw.
    const records = record(7);
    const run = checkInJavaScriptCore(records);
    expect(run.checks.map((c) => [c.kit, c.problems])).toEqual(records.map((r) => [r.kit, []]));
  }, 240_000);
});
