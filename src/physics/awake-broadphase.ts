// Broadphase for a table where almost everything sleeps or never moves: only awake dice
// start pairs, tested by bounding box against every other body. cannon-es's NaiveBroadphase
// looks at every pair of bodies each step (190 for ten dice and the table's pieces) to find
// the few that involve a moving die.
import { Body, Broadphase, type World } from "cannon-es";

// cannon-es's constants, read once: a bundler may turn each `Body.X` into a getter call.
const DYNAMIC = Body.DYNAMIC;
const SLEEPING = Body.SLEEPING;

export class AwakeBroadphase extends Broadphase {
  constructor() {
    super();
    this.useBoundingBoxes = true;
  }

  collisionPairs(world: World, pairs1: Body[], pairs2: Body[]): void {
    const bodies = world.bodies;
    const n = bodies.length;
    for (let i = 0; i !== n; i++) {
      const a = bodies[i];
      if (a.type !== DYNAMIC || a.sleepState === SLEEPING) continue;
      if (a.aabbNeedsUpdate) a.updateAABB();
      // The awake die's box and filter, read once for all its tests.
      const al = a.aabb.lowerBound;
      const au = a.aabb.upperBound;
      const alx = al.x;
      const aux = au.x;
      const aly = al.y;
      const auy = au.y;
      const alz = al.z;
      const auz = au.z;
      const aGroup = a.collisionFilterGroup;
      const aMask = a.collisionFilterMask;
      for (let j = 0; j !== n; j++) {
        if (j === i) continue;
        const b = bodies[j];
        // Two awake dice: the pair is made once, from the lower index.
        if (j < i && b.type === DYNAMIC && b.sleepState !== SLEEPING) continue;
        if ((aGroup & b.collisionFilterMask) === 0 || (b.collisionFilterGroup & aMask) === 0) continue;
        if (b.aabbNeedsUpdate) b.updateAABB();
        // AABB.overlaps, giving up at the first axis that does not overlap. cannon-es asks, per
        // axis, whether one box's upper bound lies within the other's interval; for boxes whose
        // lower bounds are at most their upper bounds that is the same as each box starting
        // before the other ends: two comparisons instead of four.
        const bl = b.aabb.lowerBound;
        const bu = b.aabb.upperBound;
        if (!(alx <= bu.x && bl.x <= aux && aly <= bu.y && bl.y <= auy && alz <= bu.z && bl.z <= auz)) continue;
        if (i < j) {
          pairs1.push(a);
          pairs2.push(b);
        } else {
          pairs1.push(b);
          pairs2.push(a);
        }
      }
    }
  }
}
