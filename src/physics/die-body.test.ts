import { describe, expect, it } from "vitest";
import { Body, Material, Vec3 } from "cannon-es";
import { createDieBody, dieMass } from "./die-body";
import { convexFromSolid } from "./colliders";
import { massProperties } from "../geometry/mass-properties";
import { D10_SOLID, CUBE_SOLID } from "../geometry/solids";
import { DIE_DENSITY } from "./constants";

describe("die bodies", () => {
  it("give the D10 the inertia of its true solid, not of its bounding box", () => {
    const body = createDieBody("d10", new Material("die"));
    const exact = massProperties(D10_SOLID, body.mass).inertia;
    expect(body.inertia.x).toBeCloseTo(exact[0][0], 12);
    expect(body.inertia.y).toBeCloseTo(exact[1][1], 12);
    expect(body.inertia.z).toBeCloseTo(exact[2][2], 12);
    expect(body.invInertia.y).toBeCloseTo(1 / exact[1][1], 12);
    // What cannon-es would have used instead differs by far more than rounding.
    const guess = new Body({ mass: body.mass, shape: convexFromSolid(D10_SOLID) }).inertia;
    expect(Math.abs(guess.x - exact[0][0]) / exact[0][0]).toBeGreaterThan(0.1);
    // The tensor of the symmetric solids is diagonal, so three moments say everything.
    expect(Math.abs(exact[0][1]) + Math.abs(exact[0][2]) + Math.abs(exact[1][2])).toBeLessThan(1e-9);
  });

  it("weighs dice by volume at resin density: a 16 mm cube is about 5 g", () => {
    const { mass } = dieMass("d6");
    expect(mass).toBeCloseTo(1.6 ** 3 * DIE_DENSITY, 9);
    expect(createDieBody("d6", new Material("die")).inertia.x).toBeCloseTo(massProperties(CUBE_SOLID, mass).inertia[0][0], 12);
  });

  it("tests each direction once when separating shapes", () => {
    const d10 = convexFromSolid(D10_SOLID);
    expect(d10.uniqueAxes).toHaveLength(5);
    expect(d10.uniqueEdges).toHaveLength(10);
    const cube = convexFromSolid(CUBE_SOLID);
    expect(cube.uniqueAxes).toHaveLength(3);
    expect(cube.uniqueEdges).toHaveLength(3);
    expect(cube.faceNormals.map((n) => n.dot(new Vec3(0, 1, 0)))[0]).toBeCloseTo(1, 12);
  });
});
