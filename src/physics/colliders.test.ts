import { describe, expect, it } from "vitest";
import { ConvexPolyhedron, Quaternion, Vec3 } from "cannon-es";
import { convexFromSolid, separationAlong, trimmedBox } from "./colliders";
import { CUBE_SOLID, D10_SOLID } from "../geometry/solids";
import { createRng, randomQuaternion, type Rng } from "./rng";

// The table's hulls: a D10, a D6 and a wall's box.
const d10 = convexFromSolid(D10_SOLID);
const cube = convexFromSolid(CUBE_SOLID);
const wall = trimmedBox(new Vec3(0.5, 3, 20)).convexPolyhedronRepresentation;

/** Two poses: A within the table, B within `reach` of it on each axis, both turned at random. */
function posesNear(rng: Rng, reach: number) {
  const posA = new Vec3(rng.range(-3, 3), rng.range(-1, 3), rng.range(-3, 3));
  const posB = new Vec3(posA.x + rng.range(-reach, reach), posA.y + rng.range(-reach, reach), posA.z + rng.range(-reach, reach));
  const [ax, ay, az, aw] = randomQuaternion(rng);
  const [bx, by, bz, bw] = randomQuaternion(rng);
  return { posA, quatA: new Quaternion(ax, ay, az, aw), posB, quatB: new Quaternion(bx, by, bz, bw) };
}

// The hulls' findSeparatingAxis is cannon-es's with its projections' pose work done once per call
// (colliders.ts): it must answer as cannon-es's own does, to the bit, touching or apart.
describe("the separating-axis test", () => {
  const pairs: [string, ConvexPolyhedron, ConvexPolyhedron][] = [
    ["D10 and D10", d10, d10],
    ["D10 and D6", d10, cube],
    ["D6 and D6", cube, cube],
    ["a wall and a D10", wall, d10],
  ];
  for (const [name, a, b] of pairs) {
    it(`answers as cannon-es's own for ${name}, touching and apart`, () => {
      const rng = createRng(name);
      let touching = 0;
      for (let i = 0; i < 400; i++) {
        const { posA, quatA, posB, quatB } = posesNear(rng, 2.2);
        const ours = new Vec3(7, 7, 7);
        const theirs = new Vec3(7, 7, 7);
        for (let k = 0; k < 6; k++) {
          const axis = new Vec3(rng.range(-1, 1), rng.range(-1, 1), rng.range(-1, 1));
          axis.normalize();
          const depth = separationAlong(axis, a, b, posA, quatA, posB, quatB);
          expect(Object.is(depth, a.testSepAxis(axis, b, posA, quatA, posB, quatB))).toBe(true);
        }
        const found = a.findSeparatingAxis(b, posA, quatA, posB, quatB, ours);
        expect(ConvexPolyhedron.prototype.findSeparatingAxis.call(a, b, posA, quatA, posB, quatB, theirs)).toBe(found);
        if (found) {
          touching++;
          for (const k of ["x", "y", "z"] as const) expect(Object.is(ours[k], theirs[k])).toBe(true);
        }
      }
      expect(touching).toBeGreaterThan(40);
      expect(touching).toBeLessThan(360);
    });
  }
});

// The hulls' clipAgainstHull is cannon-es's with the neighbours and plane constants worked out
// once per hull and the polygon clipped in plain numbers (hull-clip.ts): every point, depth and
// normal it reports must be cannon-es's own, to the bit, in the same order.
describe("the clip of touching hulls", () => {
  const pairs: [string, ConvexPolyhedron, ConvexPolyhedron][] = [
    ["D10 and D10", d10, d10],
    ["D10 and D6", d10, cube],
    ["D6 and D10", cube, d10],
    ["D6 and D6", cube, cube],
    ["a wall and a D10", wall, d10],
    ["a wall and a D6", wall, cube],
  ];
  type Point = { point: Vec3; normal: Vec3; depth: number };
  const plain = (ps: Point[]) => ps.map((p) => [p.point.x, p.point.y, p.point.z, p.normal.x, p.normal.y, p.normal.z, p.depth]);
  for (const [name, a, b] of pairs) {
    it(`reports cannon-es's own contact points for ${name}`, () => {
      expect(a.clipAgainstHull).not.toBe(ConvexPolyhedron.prototype.clipAgainstHull);
      const rng = createRng(`clip ${name}`);
      let clipped = 0;
      let points = 0;
      for (let i = 0; i < 600; i++) {
        const { posA, quatA, posB, quatB } = posesNear(rng, 2);
        const axis = new Vec3();
        if (!a.findSeparatingAxis(b, posA, quatA, posB, quatB, axis)) continue;
        const ours: Point[] = [];
        const theirs: Point[] = [];
        a.clipAgainstHull(posA, quatA, b, posB, quatB, axis, -100, 100, ours);
        ConvexPolyhedron.prototype.clipAgainstHull.call(a, posA, quatA, b, posB, quatB, axis, -100, 100, theirs);
        const mine = plain(ours);
        const expected = plain(theirs);
        expect(mine.length).toBe(expected.length);
        for (let p = 0; p < mine.length; p++) for (let k = 0; k < 7; k++) expect(Object.is(mine[p][k], expected[p][k])).toBe(true);
        clipped++;
        points += mine.length;
      }
      expect(clipped).toBeGreaterThan(60);
      expect(points).toBeGreaterThan(clipped);
    });
  }
});
