// The numbers the dice table runs on. Units: centimetres, seconds, grams, radians.

/**
 * One fixed physics step. 1/240 s keeps 1.6 cm dice stable in cannon-es's solver and moves a
 * die at MAX_FLICK_SPEED about 1 cm per step, less than its own size.
 */
export const FIXED_DT = 1 / 240;

/** cm/s² along world y. */
export const GRAVITY = -981;

/** The fastest a die may leave the hand (cm/s): below what could pass through a die or a wall in one step. */
export const MAX_FLICK_SPEED = 250;

/** The fastest a die may spin when thrown (rad/s). */
export const MAX_FLICK_SPIN = 60;

/**
 * The fastest a die may ever spin (rad/s), checked after every step. A hard strike on a wall
 * can otherwise leave a die spinning far faster than any hand throws it, and its next corner
 * to touch the felt flings it high out of the tray.
 */
export const MAX_SPIN = 100;

/** Resin dice: about 1.2 g/cm³ (a 16 mm cube weighs about 5 g). */
export const DIE_DENSITY = 1.2;

/** advance() never runs more than this many steps for one call: a stalled tab does not freeze on its return. */
export const MAX_STEPS_PER_ADVANCE = 24;

/** Sleep (cannon-es): combined |v|² + |ω|² below SLEEP_SPEED² for SLEEP_SECONDS puts a die to sleep. */
export const SLEEP_SPEED = 0.6;
export const SLEEP_SECONDS = 0.2;

/** A die also counts as at rest after QUIET_SECONDS of speeds under these limits (cm/s, rad/s). */
export const QUIET_LINEAR = 0.5;
export const QUIET_ANGULAR = 0.5;
export const QUIET_SECONDS = 0.3;

/** After a throw or nudge, the table stops waiting after this much simulated time. */
export const MAX_SETTLE_SECONDS = 12;

/** Air drag, as cannon-es's fraction of velocity lost per second. */
export const LINEAR_DAMPING = 0.05;
export const ANGULAR_DAMPING = 0.05;

/** A nudge: the speed (cm/s) and spin (rad/s) it gives a die, before seeded jitter. */
export const NUDGE_SPEED = 12;
export const NUDGE_SPIN = 8;

/** cm/s: contacts closing slower than this get no bounce (cannon-es's damped contact), so a die settling on a face does not rattle on. */
export const RESTITUTION_THRESHOLD = 10;

/** cm/s: the fastest a contact may push overlapping bodies apart (a deeper overlap takes a few steps to undo). */
export const MAX_DEPENETRATION_SPEED = 3;

/** Impacts slower than this (cm/s along the contact normal) make no sound event. */
export const MIN_IMPACT_SPEED = 2;
