import { beforeAll, describe, expect, it } from "vitest";
import { DiceTable } from "../src/physics/dice-table";
import { createRng } from "../src/physics/rng";
import { PAIR_PROPS } from "../src/physics/materials";
import type { Quat, Vec3 } from "../src/geometry/types";
import { JOLT_FRICTION, JoltTable, loadJolt } from "./bench-jolt";
import { RAPIER_FRICTION, RAPIER_RESTITUTION, RapierTable, loadRapier } from "./bench-rapier";
import { maxPowerStress, rykestraThrow, type Setup } from "./bench-scenes";

interface Poses {
  positions: Vec3[];
  quaternions: Quat[];
}

/** Ours' dice poses before and right after the throw (no step taken). */
function ours(setup: Setup, seed: number): { ids: string[]; before: Poses; after: Poses } {
  const table = new DiceTable({ layout: setup.layout, seed });
  const throwThem = setup.build(table, createRng(seed));
  const read = (): Poses => {
    const dice = table.snapshot();
    return { positions: dice.map((d) => d.position), quaternions: dice.map((d) => d.quaternion) };
  };
  const before = read();
  throwThem();
  return { ids: table.ids(), before, after: read() };
}

/** A peer's dice poses as built, after its untimed ready(), and right after the throw. */
function peer(table: JoltTable | RapierTable, setup: Setup, seed: number): { before: Poses; ready: Poses; after: Poses } {
  try {
    const throwThem = setup.build(table, createRng(seed));
    const read = (): Poses => ({ positions: table.positions(), quaternions: table.quaternions() });
    const before = read();
    table.ready();
    const ready = read();
    throwThem();
    return { before, ready, after: read() };
  } finally {
    table.destroy();
  }
}

/** Same dice, same order, same poses to the peers' single precision (positions in cm up to 70) or `tolerance` cm. */
function expectSamePoses(got: Poses, want: Poses, tolerance = 1e-4): void {
  expect(got.positions.length).toBe(want.positions.length);
  got.positions.forEach((p, i) => p.forEach((v, k) => expect(Math.abs(v - want.positions[i][k])).toBeLessThan(tolerance)));
  got.quaternions.forEach((q, i) => {
    const w = want.quaternions[i];
    // q and −q are one turn.
    expect(Math.abs(q[0] * w[0] + q[1] * w[1] + q[2] * w[2] + q[3] * w[3])).toBeGreaterThan(1 - 1e-6);
  });
}

describe("the physics bench's peers build ours' scene", () => {
  beforeAll(async () => {
    await loadJolt();
    await loadRapier();
  });

  const cases: [string, (seed: number) => Setup][] = [
    ["one D10 among nine on the mat", () => rykestraThrow()],
    ["ten dice at maximum power", maxPowerStress],
  ];
  for (const [name, setupOf] of cases) {
    // Seeds 1 and 2: the stress scenario's tray and mat.
    for (const seed of [1, 2]) {
      it(`${name}, seed ${seed}: Jolt and Rapier hold the same dice at the same poses, before the throw and after it`, () => {
        const setup = setupOf(seed);
        const want = ours(setup, seed);
        for (const table of [new JoltTable(setup.layout), new RapierTable(setup.layout)]) {
          const got = peer(table, setup, seed);
          expectSamePoses(got.before, want.before);
          // Rapier's untimed step before the throw lets a resting die sink into the felt by its contact's allowance (0.1 mm).
          expectSamePoses(got.ready, want.before, 0.02);
          expectSamePoses(got.after, want.after, 0.02);
          // The thrown dice leave from exactly the flick's pose.
          const thrown = want.ids.map((id) => !id.startsWith("rest"));
          expect(thrown.filter(Boolean).length).toBe(name.startsWith("ten") ? 10 : 1);
          const pick = (ps: Poses): Poses => ({ positions: ps.positions.filter((_, i) => thrown[i]), quaternions: ps.quaternions.filter((_, i) => thrown[i]) });
          expectSamePoses(pick(got.after), pick(want.after));
        }
      });
    }
  }

  it("keeps the dice added asleep asleep until the throw, in both peers", () => {
    for (const setup of [rykestraThrow(), maxPowerStress(1), maxPowerStress(2)]) {
      for (const table of [new JoltTable(setup.layout), new RapierTable(setup.layout)]) {
        try {
          setup.build(table, createRng(5));
          table.ready();
          for (let i = 0; i < 120; i++) table.step();
          expect(table.awake()).toBe(0);
        } finally {
          table.destroy();
        }
      }
    }
  });

  it("combines friction and restitution per pair as ours' contact materials", () => {
    for (const kind of ["felt", "wood", "wall"] as const) {
      const pair = PAIR_PROPS[`die-${kind}`];
      // Jolt: geometric mean of the two bodies' friction.
      expect(Math.sqrt(JOLT_FRICTION.die * JOLT_FRICTION[kind])).toBeCloseTo(pair.friction, 12);
      // Rapier: the product of the two colliders' values.
      expect(RAPIER_FRICTION.die * RAPIER_FRICTION[kind]).toBeCloseTo(pair.friction, 12);
      expect(RAPIER_RESTITUTION.die * RAPIER_RESTITUTION[kind]).toBeCloseTo(pair.restitution, 12);
    }
    expect(JOLT_FRICTION.die).toBeCloseTo(PAIR_PROPS["die-die"].friction, 12);
    expect(RAPIER_FRICTION.die ** 2).toBeCloseTo(PAIR_PROPS["die-die"].friction, 12);
    expect(RAPIER_RESTITUTION.die ** 2).toBeCloseTo(PAIR_PROPS["die-die"].restitution, 12);
  });

  it("lets a thrown die come to rest on the felt in both peers (not through it, not off the table)", () => {
    const setup = rykestraThrow();
    for (const table of [new JoltTable(setup.layout), new RapierTable(setup.layout)]) {
      try {
        const throwIt = setup.build(table, createRng(3));
        table.ready();
        throwIt();
        table.settle();
        expect(table.restless()).toBe(0);
        for (const [x, y, z] of table.positions()) {
          expect(y).toBeGreaterThan(0.6);
          expect(y).toBeLessThan(2);
          expect(Math.abs(x)).toBeLessThan(70);
          expect(Math.abs(z)).toBeLessThan(50);
        }
      } finally {
        table.destroy();
      }
    }
  });
});
