import { describe, expect, it } from "vitest";
import { encodePosition } from "./codec";
import { EMPTY_POSITION } from "./position";
import { MAX_SAVED, cleanName, readSaved, withEntry, withoutEntry, writeSaved, type SavedEntry } from "./saved";

const entry = (name: string, code = encodePosition(EMPTY_POSITION)): SavedEntry => ({ name, code, savedAt: "2026-01-01T00:00:00.000Z" });

describe("saved practice positions", () => {
  it("reads nothing stored as an empty list", () => {
    expect(readSaved(null)).toEqual({ ok: true, entries: [] });
  });

  it("reads back what it wrote, each with its position", () => {
    const read = readSaved(writeSaved([entry("Corner shot")]));
    expect(read.ok && read.entries.map((e) => [e.name, e.position, e.problem])).toEqual([["Corner shot", EMPTY_POSITION, null]]);
  });

  it("reports text that is not JSON instead of throwing", () => {
    expect(readSaved("{oops")).toEqual({ ok: false, reason: "the stored text is not valid JSON" });
  });

  it("reports a store of the wrong shape or version", () => {
    expect(readSaved("[1,2]")).toMatchObject({ ok: false });
    expect(readSaved(JSON.stringify({ version: 9, positions: [] }))).toMatchObject({ ok: false, reason: expect.stringMatching(/format 9/) });
    expect(readSaved(JSON.stringify({ version: 1, positions: [{ name: "x" }] }))).toMatchObject({ ok: false, reason: expect.stringMatching(/position 1/) });
  });

  it("keeps an entry whose code no longer reads, with the reason", () => {
    const read = readSaved(writeSaved([entry("Good"), entry("Bad", "AAAA")]));
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.entries[1].position).toBeNull();
    expect(read.entries[1].problem).toMatch(/version 0/);
  });

  it("puts the newest first and replaces an entry of the same name", () => {
    const list = withEntry([entry("A"), entry("B")], { ...entry("B"), savedAt: "later" });
    expect(Array.isArray(list) && list.map((e) => [e.name, e.savedAt])).toEqual([
      ["B", "later"],
      ["A", "2026-01-01T00:00:00.000Z"],
    ]);
    expect(withoutEntry([entry("A"), entry("B")], "A").map((e) => e.name)).toEqual(["B"]);
  });

  it("refuses a new name once the list is full", () => {
    const full = Array.from({ length: MAX_SAVED }, (_, i) => entry(`P${i}`));
    expect(withEntry(full, entry("One more"))).toMatch(/delete one/);
    expect(Array.isArray(withEntry(full, entry("P3")))).toBe(true);
  });

  it("tidies a typed name", () => {
    expect(cleanName("  corner   shot ")).toBe("corner shot");
    expect(cleanName("   ")).toBeNull();
  });
});
