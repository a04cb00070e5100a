import { describe, expect, it } from "vitest";
import { cleanName, MAX_BOARD_NAME, readSubmission } from "./daily-board";

const good = { date: "2026-12-06", code: "AbC-_9", version: "web-1", device: "k".repeat(32), name: "Ana", digest: "0123abcd" };

describe("a board submission", () => {
  it("keeps a display name plain: control and direction marks out, spaces collapsed, cut to its length", () => {
    expect(cleanName("  Ana\u0000\u0007  \u202eB\u200b ")).toBe("Ana B");
    expect(cleanName("é".repeat(40))).toBe("é".repeat(MAX_BOARD_NAME));
    expect(cleanName("😀".repeat(30))).toBe("😀".repeat(MAX_BOARD_NAME));
  });

  it("takes the inputs only, and refuses each malformed field by name", () => {
    expect(readSubmission(good)).toEqual({ ok: true, value: good });
    const refused = (change: Record<string, unknown>) => {
      const r = readSubmission({ ...good, ...change });
      return r.ok ? "taken" : r.reason;
    };
    expect(refused({ name: "\u0001\u0002 " })).toContain("name must not be empty");
    expect(refused({ device: "short" })).toContain("device key");
    expect(refused({ digest: "XYZ" })).toContain("digest");
    expect(refused({ code: "a b" })).toContain("replay code");
    expect(refused({ date: "6 Dec" })).toContain("YYYY-MM-DD");
    expect(refused({ points: 5 })).not.toBe("taken");
  });
});
