// cannon-es's sleep bookkeeping for the lean step (world-step.ts), with the same arithmetic
// except that the speed limit is squared by multiplying (cannon-es uses **, Math.pow's operator,
// which engines may round differently).
import { Body, type World } from "cannon-es";

const AWAKE = Body.AWAKE;
const SLEEPY = Body.SLEEPY;
const SLEEPING = Body.SLEEPING;
const sleepyEvent = Body.sleepyEvent;
const sleepEvent = Body.sleepEvent;

/** Every body's sleep tick (one that sleeps has nothing to tick); true when any body is not asleep. */
export function tickSleep(world: World): boolean {
  if (!world.allowSleep) return true;
  const bodies = world.bodies;
  let active = false;
  for (let i = 0; i !== bodies.length; i++) {
    const b = bodies[i];
    if (b.sleepState === SLEEPING) continue;
    // sleepTick may put it to sleep (the type checker cannot know that a call changes it).
    if (sleepTick(b, world.time) !== SLEEPING) active = true;
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
