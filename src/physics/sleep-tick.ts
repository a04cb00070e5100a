// cannon-es's sleep bookkeeping for the lean step (world-step.ts), with the same arithmetic
// except that the speed limit is squared by multiplying (cannon-es uses **, Math.pow's operator,
// which engines may round differently).
import { Body, type World } from "cannon-es";
import type { PointSleep } from "./point-sleep";

const AWAKE = Body.AWAKE;
const DYNAMIC = Body.DYNAMIC;
const SLEEPY = Body.SLEEPY;
const SLEEPING = Body.SLEEPING;
const sleepyEvent = Body.sleepyEvent;
const sleepEvent = Body.sleepEvent;

/**
 * Every body's sleep tick (one that sleeps has nothing to tick), by cannon-es's speed test or,
 * given `points`, a die's by how far its points move (point-sleep.ts); true when any body is not asleep.
 */
export function tickSleep(world: World, points: PointSleep | null = null): boolean {
  if (!world.allowSleep) return true;
  const bodies = world.bodies;
  let active = false;
  for (let i = 0; i !== bodies.length; i++) {
    const b = bodies[i];
    if (b.sleepState === SLEEPING) continue;
    // sleepTick may put it to sleep (the type checker cannot know that a call changes it).
    // A surface never moves: cannon-es's test puts it to sleep as the points' would, at the same step.
    if ((points === null || b.type !== DYNAMIC ? sleepTick(b, world.time) : points.tick(b, world.time)) !== SLEEPING) active = true;
  }
  return active;
}

/** Body.sleepTick. Returns the body's sleep state after it. */
function sleepTick(b: Body, time: number): number {
  if (!b.allowSleep) return b.sleepState;
  const state = b.sleepState;
  const speedSquared = b.velocity.lengthSquared() + b.angularVelocity.lengthSquared();
  const limitSquared = b.sleepSpeedLimit * b.sleepSpeedLimit;
  if (state === AWAKE && speedSquared < limitSquared) {
    b.sleepState = SLEEPY;
    b.timeLastSleepy = time;
    b.dispatchEvent(sleepyEvent);
  } else if (state === SLEEPY && speedSquared > limitSquared) {
    b.wakeUp();
  } else if (state === SLEEPY && time - b.timeLastSleepy > b.sleepTimeLimit) {
    b.sleep();
    b.dispatchEvent(sleepEvent);
  }
  return b.sleepState;
}
