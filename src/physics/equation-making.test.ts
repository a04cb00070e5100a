import { describe, expect, it } from "vitest";
import { Body, Box, Narrowphase, Vec3, type ContactEquation, type FrictionEquation } from "cannon-es";
import { createTableWorld } from "./table-world";
import { linkFrictionToContacts, type LinkedFriction } from "./friction-links";
import type { SoftContact } from "./materials";

// The table's narrowphase builds contacts and friction with its own copies of cannon-es's
// createContactEquation and createFrictionEquationsFromContact (materials.ts, friction-links.ts):
// every field must come out as cannon-es's own methods make it, to the bit.

function setUp(surface: "felt" | "wall") {
  const tw = createTableWorld("tray", { pairFriction: false });
  const die = new Body({ mass: 5, material: tw.materials.die, shape: new Box(new Vec3(0.8, 0.8, 0.8)) });
  const other = new Body({ mass: 0, material: tw.materials[surface], shape: new Box(new Vec3(5, 1, 5)) });
  tw.world.addBody(die);
  tw.world.addBody(other);
  const np = tw.world.narrowphase;
  np.currentContactMaterial = tw.world.getContactMaterial(die.material!, other.material!)!;
  np.contactPointPool = [];
  np.frictionEquationPool = [];
  return { tw, die, other, np };
}

const vec = (v: Vec3) => [v.x, v.y, v.z];

function contactFields(c: ContactEquation) {
  return [c.bi.id, c.bj.id, c.si.id, c.sj.id, c.enabled, c.restitution, c.a, c.b, c.eps, c.minForce, c.maxForce];
}

function frictionFields(f: FrictionEquation) {
  return [f.bi.id, f.bj.id, f.enabled, f.a, f.b, f.eps, f.minForce, f.maxForce, vec(f.ri), vec(f.rj), vec(f.t)];
}

describe("the table's equation making", () => {
  for (const surface of ["felt", "wall"] as const) {
    it(`makes a die–${surface} contact and its friction as cannon-es's narrowphase does`, () => {
      const { die, other, np } = setUp(surface);
      const ours = np.createContactEquation(die, other, die.shapes[0], other.shapes[0]) as SoftContact;
      const theirs = Narrowphase.prototype.createContactEquation.call(np, die, other, die.shapes[0], other.shapes[0]);
      expect(contactFields(ours)).toEqual(contactFields(theirs));
      expect(ours.softSpeed).toBe(surface === "felt" ? 40 : undefined);
      expect(ours.coulombIndex).toBe(-1);

      for (const c of [ours, theirs]) {
        c.ri.set(0.3, -0.8, 0.1);
        c.rj.set(-1.2, 1, 0.7);
        c.ni.set(0.6, 0.8, 0);
      }
      const mine: FrictionEquation[] = [];
      const stock: FrictionEquation[] = [];
      expect(np.createFrictionEquationsFromContact(ours, mine)).toBe(true);
      expect(Narrowphase.prototype.createFrictionEquationsFromContact.call(np, theirs, stock)).toBe(true);
      expect(mine.map(frictionFields)).toEqual(stock.map(frictionFields));
      for (const f of mine as LinkedFriction[]) {
        expect(f.coulombContact).toBe(ours);
        expect(f.coulombMu).toBe(np.currentContactMaterial.friction);
        expect(f.coulombCount).toBe(1);
      }
    });
  }

  it("makes the same numbers as cannon-es contact after contact, as the material and the step change", () => {
    const tw = createTableWorld("tray", { pairFriction: false });
    const die = new Body({ mass: 5, material: tw.materials.die, shape: new Box(new Vec3(0.8, 0.8, 0.8)) });
    tw.world.addBody(die);
    const surfaces = (["felt", "wall", "wood"] as const).map((kind) => {
      const b = new Body({ mass: 0, material: tw.materials[kind], shape: new Box(new Vec3(5, 1, 5)) });
      tw.world.addBody(b);
      return b;
    });
    const np = tw.world.narrowphase;
    np.contactPointPool = [];
    np.frictionEquationPool = [];
    for (const [k, dt] of [[0, 1 / 240], [0, 1 / 240], [1, 1 / 240], [1, 1 / 240], [0, 1 / 240], [2, 1 / 240], [2, 1 / 60], [0, 1 / 60], [0, 1 / 240]] as const) {
      const other = surfaces[k];
      tw.world.dt = dt;
      np.currentContactMaterial = tw.world.getContactMaterial(die.material!, other.material!)!;
      const ours = np.createContactEquation(die, other, die.shapes[0], other.shapes[0]) as SoftContact;
      const theirs = Narrowphase.prototype.createContactEquation.call(np, die, other, die.shapes[0], other.shapes[0]);
      expect(contactFields(ours)).toEqual(contactFields(theirs));
      expect(ours.softSpeed).toBe(k === 0 ? 40 : undefined);
      const mine: FrictionEquation[] = [];
      const stock: FrictionEquation[] = [];
      np.createFrictionEquationsFromContact(ours, mine);
      Narrowphase.prototype.createFrictionEquationsFromContact.call(np, theirs, stock);
      expect(mine.map(frictionFields)).toEqual(stock.map(frictionFields));
    }
  });

  it("leaves a friction's points and tangents to the caller when asked to (friction per pair sets them)", () => {
    const { tw, die, other, np } = setUp("felt");
    const make = linkFrictionToContacts(np);
    const c = np.createContactEquation(die, other, die.shapes[0], other.shapes[0]);
    c.ri.set(0.3, -0.8, 0.1);
    c.rj.set(-1.2, 1, 0.7);
    c.ni.set(0.6, 0.8, 0);
    const full: FrictionEquation[] = [];
    const bare: FrictionEquation[] = [];
    expect(make.call(np, c, full, true)).toBe(true);
    expect(make.call(np, c, bare, false)).toBe(true);
    for (const f of bare) expect([vec(f.ri), vec(f.rj), vec(f.t)]).toEqual([[0, 0, 0], [0, 0, 0], [0, 0, 0]]);
    const rest = (f: FrictionEquation) => frictionFields(f).slice(0, 8);
    expect(bare.map(rest)).toEqual(full.map(rest));
    expect(tw.world.narrowphase).toBe(np);
  });

  it("takes pooled equations back with every field set anew", () => {
    const { die, other, np } = setUp("felt");
    const first = np.createContactEquation(die, other, die.shapes[0], other.shapes[0]);
    const made: FrictionEquation[] = [];
    np.createFrictionEquationsFromContact(first, made);
    (made[0] as LinkedFriction).coulombCount = 4;
    np.contactPointPool.push(first);
    np.frictionEquationPool.push(...made);
    const again = np.createContactEquation(other, die, other.shapes[0], die.shapes[0]);
    expect(again).toBe(first);
    expect([again.bi, again.bj, again.si, again.sj]).toEqual([other, die, other.shapes[0], die.shapes[0]]);
    const out: FrictionEquation[] = [];
    np.createFrictionEquationsFromContact(again, out);
    expect(out).toEqual(expect.arrayContaining(made));
    for (const f of out as LinkedFriction[]) {
      expect([f.bi, f.bj, f.coulombContact, f.coulombCount]).toEqual([other, die, again, 1]);
    }
  });
});
