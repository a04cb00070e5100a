// Contact and friction equations no world is using, shared by every world: a new table takes
// its equations from here rather than building its own (a flick's quality, a server's re-throw
// and each run of a benchmark start from fresh tables). An equation's outcome never depends on
// where it was before: every field a step reads is set when the narrowphase takes it.
import type { Body, ContactEquation, FrictionEquation, World } from "cannon-es";

export const contactPool: ContactEquation[] = [];
export const frictionPool: FrictionEquation[] = [];

/**
 * Last step's contact and friction equations back to the shared pools, for any world's
 * narrowphase to reuse; they let go of their bodies and shapes, so a pooled equation keeps no
 * table that is done with alive.
 */
export function poolLastContacts(world: World): void {
  const contacts = world.contacts;
  for (let i = 0; i !== contacts.length; i++) contactPool.push(releaseContact(contacts[i]));
  empty(contacts);
  const frictions = world.frictionEquations;
  for (let i = 0; i !== frictions.length; i++) frictionPool.push(releaseFriction(frictions[i]));
  empty(frictions);
}

// One release for each kind of equation, so that each sees one kind of object.

function releaseContact(e: ContactEquation): ContactEquation {
  const loose = e as unknown as { bi: Body | null; bj: Body | null; si: unknown; sj: unknown };
  loose.bi = null;
  loose.bj = null;
  loose.si = null;
  loose.sj = null;
  return e;
}

function releaseFriction(e: FrictionEquation): FrictionEquation {
  const loose = e as unknown as { bi: Body | null; bj: Body | null; si: unknown; sj: unknown; coulombContact?: unknown };
  loose.bi = null;
  loose.bj = null;
  loose.si = null;
  loose.sj = null;
  if (loose.coulombContact !== undefined) loose.coulombContact = null;
  return e;
}

/**
 * Empties an array the step refills at once, keeping its storage: V8 drops an array's storage
 * when its length is set to 0, so the next push allocates anew (garbage every step).
 */
export function empty(a: unknown[]): void {
  while (a.length !== 0) a.pop();
}
