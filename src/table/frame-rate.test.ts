// The live table decides everything at exact physics steps, so the frame rate a screen happens
// to run at never changes where a die lands: the same seed and the same throws give the same
// settled poses, to the last bit, at 20, 30, 60 and 144 frames a second, with jittery frames,
// and headless (settleNow).
import { describe, expect, it } from "vitest";
import type { SettledDie } from "../geometry/types";
import { createRng } from "../physics/rng";
import { TableController } from "./table-controller";
import type { DieSpec } from "./table-types";

type Pacing = number | "jitter" | "headless";
const PACINGS: Pacing[] = [20, 30, 60, 144, "jitter", "headless"];
const SEEDS = 20;

const TRAY: DieSpec[] = ["a", "b", "c", "d", "e"].map((id) => ({ id, kind: "d6", colour: "#fff" }));
const MAT: DieSpec[] = ["r0", "r1", "g0", "g1"].map((id) => ({ id, kind: "d10", colour: "#a00" }));

/** Three consecutive throws: every die, then two of them again, then the first again alone. */
function play(layout: "tray" | "rykestra", dice: readonly DieSpec[], seed: number, pacing: Pacing): SettledDie[][] {
  const c = new TableController({ layout, seed });
  c.setDice(dice);
  const jitter = createRng(seed * 7 + 1);
  const results: SettledDie[][] = [];
  const throws: string[][] = [dice.map((d) => d.id), [dice[1].id, dice[3].id], [dice[0].id]];
  for (const ids of throws) {
    // Frames pass while the player looks at the table: they must change nothing.
    for (let i = 0; i < 7; i++) c.frame(1 / 30);
    const away = ids.filter((id) => !c.state.inHand.includes(id));
    c.toHand(away);
    for (let i = 0; i < 3; i++) c.frame(1 / 50);
    c.launch(c.randomFlicks(ids), "auto");
    let settled: SettledDie[] | null = null;
    const off = c.on("settled", (e) => (settled = [...e.dice]));
    if (pacing === "headless") c.settleNow();
    else for (let i = 0; i < 20_000 && !settled; i++) c.frame(pacing === "jitter" ? jitter.range(0.002, 0.12) : 1 / pacing);
    off();
    if (!settled) throw new Error(`seed ${seed}: the table never came to rest`);
    results.push(settled);
  }
  c.dispose();
  return results;
}

/** Every number of every pose, for an exact (Object.is) comparison. */
const numbers = (throws: SettledDie[][]): number[] =>
  throws.flatMap((dice) => dice.flatMap((d) => [...d.position, ...d.quaternion, d.value ?? NaN]));

function sameBits(a: number[], b: number[]): boolean {
  return a.length === b.length && a.every((x, i) => Object.is(x, b[i]));
}

describe("the live table at any frame rate", () => {
  for (const [layout, dice] of [["tray", TRAY], ["rykestra", MAT]] as const) {
    it(`settles ${SEEDS} seeds × 3 throws ${layout === "tray" ? "in the tray" : "on the mat"} to the same poses bit for bit at every pacing`, () => {
      const mismatches: string[] = [];
      for (let seed = 1; seed <= SEEDS; seed++) {
        const reference = numbers(play(layout, dice, seed, "headless"));
        for (const pacing of PACINGS.filter((p) => p !== "headless")) {
          if (!sameBits(reference, numbers(play(layout, dice, seed, pacing)))) mismatches.push(`seed ${seed} at ${pacing}`);
        }
      }
      expect(mismatches).toEqual([]);
    }, 300_000);
  }
});
