import { describe, expect, it } from "vitest";
import { DIE_FLOATS, pack, unpack } from "./die-packing";
import type { DieRest } from "../../physics/rest-state";

const die = (id: string, x: number): DieRest => ({
  id,
  kind: "d10",
  position: [x, -0, 1e-300],
  quaternion: [0.1, 0.2, -0.3, 0.92736184954957],
  velocity: [-0, 5e-324, 0],
  angularVelocity: [1 / 3, -7.25, 2 ** 40],
  timeLastSleepy: 12.5,
  sleepState: 2,
  quietSteps: 57,
});

describe("a checkpoint's packed dice", () => {
  it("come back to the bit, -0 included, in the same order", () => {
    const dice = [die("a", 0.1 + 0.2), die("b", -112.12359971728606)];
    const back = unpack(pack(dice), dice.map((d) => ({ id: d.id, kind: d.kind })));
    expect(back).not.toBeNull();
    const bits = (ds: readonly DieRest[]) => ds.flatMap((d) => [...d.position, ...d.quaternion, ...d.velocity, ...d.angularVelocity, d.timeLastSleepy, d.sleepState, d.quietSteps]);
    expect(bits(back!).length).toBe(2 * DIE_FLOATS);
    bits(back!).forEach((x, i) => expect(Object.is(x, bits(dice)[i])).toBe(true));
    expect(back!.map((d) => d.id)).toEqual(["a", "b"]);
  });

  it("are refused when damaged or of another number of dice", () => {
    const packed = pack([die("a", 1)]);
    expect(unpack("not base64!", [{ id: "a", kind: "d10" }])).toBeNull();
    expect(unpack(packed, [])).toBeNull();
    expect(unpack(packed, [{ id: "a", kind: "d10" }, { id: "b", kind: "d10" }])).toBeNull();
  });
});
