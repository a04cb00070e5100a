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
      for (let j = 0; j !== n; j++) {
        if (j === i) continue;
        const b = bodies[j];
        // Two awake dice: the pair is made once, from the lower index.
        if (j < i && b.type === DYNAMIC && b.sleepState !== SLEEPING) continue;
        if ((a.collisionFilterGroup & b.collisionFilterMask) === 0 || (b.collisionFilterGroup & a.collisionFilterMask) === 0) continue;
        if (b.aabbNeedsUpdate) b.updateAABB();
        if (!a.aabb.overlaps(b.aabb)) continue;
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
