import { describe, expect, it } from "vitest";
import { SAVE_FORMAT, type SaveFile } from "../runtime/record/save-file";
import { HISTORY_LIMIT, memoryBackend, SaveStore, type KeyValue } from "./save-store";

const GAMES = { "free-roll": 1 };
const save = (id: string, over: Partial<SaveFile> = {}): SaveFile => ({
  app: "dice-tabletop",
  format: SAVE_FORMAT,
  id,
  createdAt: 1,
  updatedAt: 1,
  seats: ["person"],
  players: ["You"],
  colours: ["Red"],
  progress: "",
  finished: false,
  result: null,
  quick: false,
  view: null,
  log: { format: 1, game: "free-roll", rulesVersion: 1, seed: 1, options: { dice: { d6: 1 } }, entries: [] },
  ...over,
});

describe("the save store", () => {
  it("writes, lists newest first, loads and removes saves", async () => {
    const store = new SaveStore(memoryBackend(), GAMES);
    await store.write(save("a", { updatedAt: 5 }));
    await store.write(save("b", { updatedAt: 9 }));
    expect((await store.list()).map((m) => m.id)).toEqual(["b", "a"]);
    const a = await store.load("a");
    expect(a?.ok && a.save.id).toBe("a");
    await store.remove("a");
    expect(await store.load("a")).toBeNull();
  });

  it("reports a damaged save as damaged and still hands over its raw text for download", async () => {
    const backend = memoryBackend();
    const store = new SaveStore(backend, GAMES);
    await store.write(save("x"));
    const text = backend.data.get("save:x") as string;
    backend.data.set("save:x", text.slice(0, 40));
    const r = await store.load("x");
    expect(r && !r.ok && r.problem).toBe("corrupt");
    expect(await store.raw("x")).toBe(text.slice(0, 40));
    expect((await store.list()).map((m) => m.id)).toEqual(["x"]);
  });

  it("stores a save packed, reads saves stored before packing as plain JSON, and downloads either as JSON", async () => {
    const backend = memoryBackend();
    const store = new SaveStore(backend, GAMES);
    await store.write(save("p"));
    const stored = backend.data.get("save:p") as string;
    expect(stored.startsWith("dtz1:")).toBe(true);
    expect(JSON.parse((await store.raw("p"))!)).toEqual(save("p"));
    backend.data.set("save:old", JSON.stringify(save("old")));
    const old = await store.load("old");
    expect(old?.ok && old.save).toEqual(save("old"));
    expect(await store.raw("old")).toBe(JSON.stringify(save("old")));
  });

  it("keeps at most the history limit of finished games, and clears them on request, leaving games in progress", async () => {
    const store = new SaveStore(memoryBackend(), GAMES);
    await store.write(save("live"));
    for (let i = 0; i < HISTORY_LIMIT + 3; i++) await store.write(save(`f${i}`, { finished: true, updatedAt: 10 + i }));
    const finished = (await store.list()).filter((m) => m.finished);
    expect(finished).toHaveLength(HISTORY_LIMIT);
    expect(finished.some((m) => m.id === "f0")).toBe(false);
    await store.clearHistory();
    expect((await store.list()).map((m) => m.id)).toEqual(["live"]);
  });

  it("turns saving off, with a reason, when storage fails, and never throws", async () => {
    const broken: KeyValue = {
      get: () => Promise.reject(new Error("no idb")),
      set: () => Promise.reject(new DOMException("full", "QuotaExceededError")),
      del: () => Promise.reject(new Error("no idb")),
      keys: () => Promise.reject(new Error("no idb")),
    };
    const store = new SaveStore(broken, GAMES);
    const r = await store.write(save("a"));
    expect(r.ok).toBe(false);
    expect(store.available).toBe(false);
    expect(store.lastError).toBe("Storage is full");
    expect(await store.list()).toEqual([]);
  });
});
