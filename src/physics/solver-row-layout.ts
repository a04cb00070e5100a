// Where each number of a solver row sits. Equations sit in the order the solver visits them
// (contacts, then friction), one row of ROW numbers each, so each sweep reads memory straight
// through: the Jacobian (12: linear and angular parts for body i, then body j), the velocity
// change a unit impulse makes (M⁻¹Jᵀ, 12), then B, 1/C, eps, the force bounds, μ and the
// still-side zero. Per body its accumulated velocity change (6 numbers).
export const ROW = 32;
export const KICK = 12;
export const B_ = 24;
export const INV_C = 25;
export const EPS = 26;
export const LO = 27;
export const HI = 28;
export const MU = 29;
/**
 * The exact sum the Jacobian times a still body's velocity change (all +0) adds to Gw: −0
 * when every such product is −0, else +0. Skipping the still side's multiplications and
 * adding this instead gives Gw to the last bit, sign of zero included.
 */
export const STILL_ZERO = 30;
/** How many consecutive contact rows (from the one linked) bound a friction row: 1, or a pair's points (pair-friction.ts). */
export const COUNT = 31;
