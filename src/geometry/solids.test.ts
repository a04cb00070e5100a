import { describe, expect, it } from "vitest";
import { CUBE_SOLID, D10_POLE_TO_RING_RATIO, D10_SOLID, faceCentre, faceDistance, faceFlatness } from "./solids";
import { dot, length, sub } from "./vec";
import { D10_DIAMETER, D6_EDGE } from "./table-layout";

describe("the D10 solid", () => {
  it("is a pentagonal trapezohedron: 12 vertices, 10 four-sided faces", () => {
    expect(D10_SOLID.vertices).toHaveLength(12);
    expect(D10_SOLID.faces).toHaveLength(10);
    for (const f of D10_SOLID.faces) expect(f).toHaveLength(4);
  });

  it("has planar kites", () => {
    for (let f = 0; f < 10; f++) expect(faceFlatness(D10_SOLID, f)).toBeLessThan(1e-12);
  });

  it("uses the planarity ratio (1 + cos 36°) / (1 − cos 36°) between pole and ring offsets", () => {
    const pole = D10_SOLID.vertices[10][1];
    const ring = D10_SOLID.vertices[0][1];
    expect(pole / ring).toBeCloseTo(D10_POLE_TO_RING_RATIO, 12);
    expect(D10_POLE_TO_RING_RATIO).toBeCloseTo((1 + Math.cos(Math.PI / 5)) / (1 - Math.cos(Math.PI / 5)), 12);
  });

  it("winds every face outward", () => {
    for (let f = 0; f < 10; f++) expect(dot(D10_SOLID.normals[f], faceCentre(D10_SOLID, f))).toBeGreaterThan(0);
  });

  it("is convex: every vertex lies on or behind every face plane", () => {
    for (let f = 0; f < 10; f++) {
      const d = faceDistance(D10_SOLID, f);
      for (const v of D10_SOLID.vertices) expect(dot(D10_SOLID.normals[f], v)).toBeLessThanOrEqual(d + 1e-12);
    }
  });

  it("is as wide as a real D10 and rests with faces 52° or so apart", () => {
    expect(length(sub(D10_SOLID.vertices[0], [0, D10_SOLID.vertices[0][1], 0]))).toBeCloseTo(D10_DIAMETER / 2, 12);
    const adjacent = (Math.acos(dot(D10_SOLID.normals[0], D10_SOLID.normals[1])) * 180) / Math.PI;
    expect(adjacent).toBeGreaterThan(40);
    expect(adjacent).toBeLessThan(60);
  });

  it("puts each kite's pole first and its two side vertices level with each other", () => {
    for (let f = 0; f < 10; f++) {
      const [pole, a, far, b] = D10_SOLID.faces[f].map((i) => D10_SOLID.vertices[i]);
      expect(Math.abs(pole[1])).toBeCloseTo(D10_DIAMETER / 2, 12);
      expect(a[1]).toBeCloseTo(b[1], 12);
      expect(Math.sign(far[1])).toBe(-Math.sign(a[1]));
    }
  });
});

describe("the cube solid", () => {
  it("has six outward unit faces at half an edge from the centre", () => {
    expect(CUBE_SOLID.faces).toHaveLength(6);
    for (let f = 0; f < 6; f++) {
      expect(faceFlatness(CUBE_SOLID, f)).toBe(0);
      expect(faceDistance(CUBE_SOLID, f)).toBeCloseTo(D6_EDGE / 2, 12);
      expect(dot(CUBE_SOLID.normals[f], faceCentre(CUBE_SOLID, f))).toBeGreaterThan(0);
    }
  });
});
