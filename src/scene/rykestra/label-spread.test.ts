import { describe, expect, it } from "vitest";
import { distanceToLabel, spreadLabels, type LabelBox, type SpreadView } from "./label-spread";

const VIEW: SpreadView = { right: { x: 1, z: 0 }, gap: 0.2, maxShift: 8 };
const box = (x: number, z: number, width = 5, depth = 1): LabelBox => ({ anchor: { x, z }, width, depth });

/** True when two placed labels' footprints (axis-aligned for a camera in the south) overlap. */
function overlap(a: { x: number; z: number }, b: { x: number; z: number }, la: LabelBox, lb: LabelBox): boolean {
  return Math.abs(a.x - b.x) < (la.width + lb.width) / 2 - 1e-6 && Math.abs(a.z - b.z) < (la.depth + lb.depth) / 2 - 1e-6;
}

describe("spreading labels over the mat", () => {
  it("leaves labels that touch nothing where they are", () => {
    const labels = [box(-8, 0), box(8, 0), box(0, 6)];
    const placed = spreadLabels(labels, [], VIEW);
    placed.forEach((p, i) => {
      expect(p.at).toEqual(labels[i].anchor);
      expect(p.shift).toBe(0);
    });
  });

  it("stacks two labels on the same spot: the later one steps just clear, up the screen", () => {
    const [a, b] = spreadLabels([box(2, 3), box(2, 3)], [], VIEW);
    expect(a.at).toEqual({ x: 2, z: 3 });
    expect(b.at.x).toBeCloseTo(2, 9);
    // Up the screen is north (−z) for a camera in the south.
    expect(a.at.z - b.at.z).toBeCloseTo(1 + VIEW.gap, 9);
  });

  it("slides a label that only clips another's end sideways, the shorter way out", () => {
    const [a, b] = spreadLabels([box(0, 0), box(4.5, 0.2)], [], VIEW);
    expect(a.at).toEqual({ x: 0, z: 0 });
    expect(b.at.z).toBeCloseTo(0.2, 9);
    expect(b.at.x - a.at.x).toBeGreaterThanOrEqual(5 + VIEW.gap - 1e-9);
    expect(b.shift).toBeLessThan(1.2);
  });

  it("clears a bunch of labels over dice lying close together, dice included", () => {
    const labels = [box(0, -5.5, 6), box(1.2, -4.2, 6), box(-1.5, -6.5, 6), box(0.5, -5, 4), box(-0.4, -5.9, 7)];
    const dice = labels.map((l) => ({ centre: l.anchor, radius: 0.9 }));
    const placed = spreadLabels(labels, dice, VIEW);
    for (let i = 0; i < placed.length; i++) {
      for (let j = i + 1; j < placed.length; j++) expect(overlap(placed[i].at, placed[j].at, labels[i], labels[j]), `${i} and ${j}`).toBe(false);
      for (const d of dice) expect(distanceToLabel(d.centre, { ...placed[i], ...labels[i] })).toBeGreaterThan(d.radius);
    }
    // Nudged, not scattered.
    for (const p of placed) expect(p.shift).toBeLessThan(5);
  });

  it("when nothing within reach is clear, puts a label where it overlaps least", () => {
    // A wall of dice round the anchor and a reach too short to get out.
    const dice = Array.from({ length: 9 }, (_, i) => ({ centre: { x: (i - 4) * 1.5, z: 0 }, radius: 0.9 }));
    const [tag] = spreadLabels([box(0, 0, 3, 0.8)], dice, { ...VIEW, maxShift: 1 });
    expect(tag.shift).toBeGreaterThan(0.9);
    expect(tag.shift).toBeLessThanOrEqual(1 + 1e-9);
  });

  it("lifts a die's tag off the die so its face can be read", () => {
    const die = { centre: { x: 3, z: 2 }, radius: 0.9 };
    const [tag] = spreadLabels([box(3, 2, 3, 0.8)], [die], VIEW);
    expect(tag.at.x).toBeCloseTo(3, 9);
    expect(tag.at.z).toBeCloseTo(2 - (0.4 + 0.9 + VIEW.gap), 9);
    expect(distanceToLabel(die.centre, { ...tag, width: 3, depth: 0.8 })).toBeGreaterThan(die.radius);
  });

  it("never moves a label further than its reach", () => {
    const labels = Array.from({ length: 12 }, () => box(0, 0, 5, 2));
    for (const p of spreadLabels(labels, [], { ...VIEW, maxShift: 3 })) expect(p.shift).toBeLessThanOrEqual(3 + 1e-9);
  });

  it("works in the camera's frame: seen from the east, stacked labels line up along x", () => {
    // A camera east of the mat looking west: screen right is north (−z), up the screen is west (−x).
    const [a, b] = spreadLabels([box(0, 0), box(0, 0)], [], { ...VIEW, right: { x: 0, z: -1 } });
    expect(a.at).toEqual({ x: 0, z: 0 });
    expect(b.at.z).toBeCloseTo(0, 9);
    expect(a.at.x - b.at.x).toBeCloseTo(1 + VIEW.gap, 9);
  });

  it("measures how far a die is from a label's footprint", () => {
    const label = { at: { x: 0, z: 0 }, width: 4, depth: 1 };
    expect(distanceToLabel({ x: 1, z: 0.2 }, label)).toBe(0);
    expect(distanceToLabel({ x: 5, z: 0 }, label)).toBeCloseTo(3, 9);
    expect(distanceToLabel({ x: 0, z: -2.5 }, label)).toBeCloseTo(2, 9);
  });
});
