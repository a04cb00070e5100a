import { describe, expect, it } from "vitest";
import { isOnMat } from "../geometry/mat";
import { SIDE_TRAY } from "../geometry/table-layout";
import { seatThrowPosition } from "../physics/throw-position";
import { outRackPoint, seatHand, seatHoldArea, seatPlatePoint, seatRestPoint, sideTrayHand } from "./rykestra-seats";

const corners = (a: { minX: number; maxX: number; minZ: number; maxZ: number }) => [
  { x: a.minX, z: a.minZ },
  { x: a.maxX, z: a.minZ },
  { x: a.minX, z: a.maxZ },
  { x: a.maxX, z: a.maxZ },
];

describe("seats round the mat", () => {
  for (const seats of [3, 4, 5]) {
    it(`keeps every hand of a ${seats}-seat table off the mat yet holding its throw position`, () => {
      for (let seat = 0; seat < seats; seat++) {
        const area = seatHoldArea(seat, seats);
        expect(corners(area).some(isOnMat)).toBe(false);
        const [x, , z] = seatThrowPosition(seat, seats).position;
        expect(x).toBeGreaterThanOrEqual(area.minX);
        expect(x).toBeLessThanOrEqual(area.maxX);
        expect(z).toBeGreaterThanOrEqual(area.minZ);
        expect(z).toBeLessThanOrEqual(area.maxZ);
      }
    });

    it(`puts a ${seats}-seat table's waiting dice and nameplates off the mat`, () => {
      for (let seat = 0; seat < seats; seat++) {
        for (const p of [seatRestPoint(seat, seats, 0, 2), seatRestPoint(seat, seats, 1, 2), seatPlatePoint(seat, seats)]) {
          expect(isOnMat({ x: p[0], z: p[2] })).toBe(false);
        }
      }
    });
  }

  it("aims every seat's Throw-for-me at the mat", () => {
    const hand = seatHand(2, 5);
    expect(isOnMat(hand.aim.centre)).toBe(true);
    expect(hand.slot(0, 1).heading).toBeCloseTo(seatThrowPosition(2, 5).heading, 9);
  });

  it("lays dice out of play in a rack beside the mat, clear of it and of each other", () => {
    const points = Array.from({ length: 10 }, (_, i) => outRackPoint(i));
    for (const p of points) expect(isOnMat({ x: p[0], z: p[2] })).toBe(false);
    const keys = new Set(points.map((p) => `${p[0].toFixed(2)},${p[2].toFixed(2)}`));
    expect(keys.size).toBe(points.length);
  });

  it("keeps the rack clear of every seat's hand, waiting dice and nameplate", () => {
    const rack = Array.from({ length: 10 }, (_, i) => outRackPoint(i));
    // A rack pocket is 2.3 cm across; a die lies 1.6 cm wide; a nameplate is 9 × 3 cm.
    const clear = (p: readonly number[], q: readonly number[], gap: number) => Math.hypot(p[0] - q[0], p[2] - q[2]) > gap;
    for (const seats of [3, 4, 5]) {
      for (let seat = 0; seat < seats; seat++) {
        const area = seatHoldArea(seat, seats);
        for (const p of rack) {
          const inside = p[0] > area.minX - 1.2 && p[0] < area.maxX + 1.2 && p[2] > area.minZ - 1.2 && p[2] < area.maxZ + 1.2;
          expect(inside, `seat ${seat} of ${seats}'s hand`).toBe(false);
          for (let i = 0; i < 2; i++) expect(clear(p, seatRestPoint(seat, seats, i, 2), 2.2)).toBe(true);
          expect(clear(p, seatPlatePoint(seat, seats), 6)).toBe(true);
        }
      }
    }
  });

  it("throws the sector dice from inside the side tray", () => {
    const hand = sideTrayHand();
    const [x, y, z] = hand.slot(1, 2).position;
    expect(Math.abs(x - SIDE_TRAY.centre.x)).toBeLessThan(SIDE_TRAY.width / 2);
    expect(Math.abs(z - SIDE_TRAY.centre.z)).toBeLessThan(SIDE_TRAY.depth / 2);
    expect(y).toBeGreaterThan(SIDE_TRAY.wallHeight);
  });
});
