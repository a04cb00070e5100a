// The maths the simulation needs beyond + − × ÷ and √, from those alone, so every JavaScript
// engine gets the same bits. ECMAScript fixes +, −, ×, ÷, Math.sqrt, abs, min, max, floor,
// round and the constants Math.PI and Math.LN2 to the bit; it leaves Math.sin, cos, tan, atan2,
// acos, hypot, exp, log, pow (and the ** operator) approximated, and engines round some results
// differently in the last place (Chromium 156 and Node 20 disagree on cos(6π/5); Safari uses the
// system's library). One such bit in a die's solid, a flick, a nudge or a random draw changes
// every bounce after it, so whatever feeds the physics, the rules or a replay uses these.
// They are not correctly rounded (an error of a few units in the last place), only the same
// everywhere. What is only drawn may use any Math.

/** π/2 in three parts: HI has its low 27 bits clear, so k·HI is exact for |k| < 2^26; MID is the rest of the double π/2; LO what that double lacks. */
const PIO2 = Math.PI / 2;
const PIO2_HI = clearLowBits(PIO2, 27);
const PIO2_MID = PIO2 - PIO2_HI;
/** π/2 − the double nearest it (π/2 = 1.57079632679489661923132169163975144…). */
const PIO2_LO = 6.123233995736766e-17;

/** x with the low `bits` (< 32) bits of its significand cleared. */
function clearLowBits(x: number, bits: number): number {
  const f = new Float64Array([x]);
  const u = new Uint32Array(f.buffer);
  // The low word comes first on a little-endian machine.
  const low = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1 ? 0 : 1;
  u[low] &= ~((1 << bits) - 1);
  return f[0];
}

/** 1/n! for the Taylor series, each one rounded division of the one before. */
const INV_FACT: number[] = [1];
for (let n = 1; n <= 20; n++) INV_FACT.push(INV_FACT[n - 1] / n);

/** sin r for |r| ≤ π/4: the series to r¹⁹ (the next term is below 10⁻²⁰). */
function sinSmall(r: number): number {
  const r2 = r * r;
  let p = 0;
  for (let n = 19; n >= 3; n -= 2) p = (n % 4 === 1 ? INV_FACT[n] : -INV_FACT[n]) + r2 * p;
  return r + r * r2 * p;
}

/** cos r for |r| ≤ π/4: the series to r²⁰. */
function cosSmall(r: number): number {
  const r2 = r * r;
  let p = 0;
  for (let n = 20; n >= 2; n -= 2) p = (n % 4 === 0 ? INV_FACT[n] : -INV_FACT[n]) + r2 * p;
  return 1 + r2 * p;
}

/** x as k·π/2 + r with |r| ≤ π/4 (a little over, from rounding): k mod 4 and r. */
function reduce(x: number): [number, number] {
  const k = Math.round(x / PIO2);
  const r = x - k * PIO2_HI - k * PIO2_MID - k * PIO2_LO;
  return [((k % 4) + 4) % 4, r];
}

/** Angles this large lose their fraction of a turn in the reduction: no die is ever turned so far. */
const LIMIT = 16777216;

/** The sine of x (radians), the same to the bit in every engine; |x| < 2²⁴ (NaN past it). */
export function exactSin(x: number): number {
  if (!(Math.abs(x) < LIMIT)) return NaN;
  if (x === 0) return x;
  const [q, r] = reduce(x);
  return q === 0 ? sinSmall(r) : q === 1 ? cosSmall(r) : q === 2 ? -sinSmall(r) : -cosSmall(r);
}

/** The cosine of x (radians), the same to the bit in every engine; |x| < 2²⁴ (NaN past it). */
export function exactCos(x: number): number {
  if (!(Math.abs(x) < LIMIT)) return NaN;
  const [q, r] = reduce(x);
  return q === 0 ? cosSmall(r) : q === 1 ? -sinSmall(r) : q === 2 ? -cosSmall(r) : sinSmall(r);
}

const PI = Math.PI;
const HALF_PI = Math.PI / 2;
const QUARTER_PI = Math.PI / 4;
/** tan(π/8) = √2 − 1: past it, atan is taken about π/4. */
const TAN_PI_8 = Math.SQRT2 - 1;

/** atan t for |t| ≤ tan(π/8) + ε: the series to t⁴⁹ (t² ≤ 0.172, so the next term is below 10⁻³⁸). */
function atanSmall(t: number): number {
  const t2 = t * t;
  let p = 0;
  for (let n = 49; n >= 3; n -= 2) p = (n % 4 === 1 ? 1 / n : -1 / n) + t2 * p;
  return t + t * t2 * p;
}

/** atan t for 0 ≤ t ≤ 1. */
function atanUnit(t: number): number {
  return t <= TAN_PI_8 ? atanSmall(t) : QUARTER_PI + atanSmall((t - 1) / (t + 1));
}

/** The arctangent of y/x in (−π, π], with Math.atan2's signs and zeros, the same in every engine. */
export function exactAtan2(y: number, x: number): number {
  if (Number.isNaN(x) || Number.isNaN(y)) return NaN;
  if (y === 0) return x > 0 || Object.is(x, 0) ? y : Object.is(y, -0) ? -PI : PI;
  const ay = Math.abs(y);
  const ax = Math.abs(x);
  let a: number;
  if (ax === Infinity) a = ay === Infinity ? QUARTER_PI : 0;
  else if (ay === Infinity) a = HALF_PI;
  else a = ay <= ax ? atanUnit(ay / ax) : HALF_PI - atanUnit(ax / ay);
  if (x < 0 || Object.is(x, -0)) a = PI - a;
  return y < 0 ? -a : a;
}

/** The arccosine of c in [0, π] (c is clamped to [−1, 1]), the same in every engine. */
export function exactAcos(c: number): number {
  if (Number.isNaN(c)) return NaN;
  const x = Math.min(1, Math.max(-1, c));
  return exactAtan2(Math.sqrt((1 - x) * (1 + x)), x);
}

/** ln 2 in two parts (fdlibm's): HI has its low 32 bits clear, so k·HI is exact for |k| < 2²⁰. */
const LN2_HI = 6.93147180369123816490e-1;
const LN2_LO = 1.90821492927058770002e-10;
const TWO_54 = 18014398509481984;

const bits = new Float64Array(1);
const words = new Uint32Array(bits.buffer);
const HIGH = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1 ? 1 : 0;

/** The natural logarithm of x, the same in every engine (−∞ at 0, NaN below it). */
export function exactLog(x: number): number {
  if (Number.isNaN(x) || x < 0) return NaN;
  if (x === 0) return -Infinity;
  if (x === Infinity) return x;
  let e = 0;
  if (x < 2.2250738585072014e-308) {
    x *= TWO_54;
    e = -54;
  }
  // x = m·2^e with m in [1, 2), read from the bits; then m in [√½, √2).
  bits[0] = x;
  e += ((words[HIGH] >>> 20) & 0x7ff) - 1023;
  words[HIGH] = (words[HIGH] & 0x800fffff) | 0x3ff00000;
  let m = bits[0];
  if (m > Math.SQRT2) {
    m /= 2;
    e += 1;
  }
  // ln m = 2·atanh s, s = (m − 1)/(m + 1), |s| ≤ 0.172: the series to s⁴¹ (s² ≤ 0.0295).
  const s = (m - 1) / (m + 1);
  const s2 = s * s;
  let p = 0;
  for (let n = 41; n >= 3; n -= 2) p = 1 / n + s2 * p;
  const lnM = 2 * s + 2 * s * s2 * p;
  return e * LN2_HI + (e * LN2_LO + lnM);
}

/** 2^k as a double, for −1022 ≤ k ≤ 1023, built from its bits. */
function twoTo(k: number): number {
  bits[0] = 0;
  words[HIGH] = (k + 1023) << 20;
  return bits[0];
}

/** e^x, the same in every engine. */
export function exactExp(x: number): number {
  if (Number.isNaN(x)) return NaN;
  if (x > 709.782712893384) return Infinity;
  if (x < -745.1332191019412) return 0;
  const k = Math.round(x / Math.LN2);
  const r = x - k * LN2_HI - k * LN2_LO;
  // |r| ≤ ln2/2 + ε: the Taylor series to r²⁰ (the next term is below 10⁻²⁸).
  let q = INV_FACT[20];
  for (let n = 19; n >= 0; n--) q = INV_FACT[n] + r * q;
  // 2^k, in two steps where it is not a normal double on its own.
  if (k > 1023) return q * twoTo(1023) * twoTo(k - 1023);
  if (k < -1022) return q * twoTo(k + 1022) * twoTo(-1022);
  return q * twoTo(k);
}

/** a^b for a > 0 (and a = 0 or 1), as e^(b·ln a), the same in every engine. Not correctly rounded. */
export function exactPow(a: number, b: number): number {
  if (b === 0 || a === 1) return 1;
  if (a === 0) return b > 0 ? 0 : Infinity;
  if (!(a > 0)) return NaN;
  return exactExp(b * exactLog(a));
}

/** √(x² + y²): Math.hypot is only approximated, Math.sqrt is exact. */
export const norm2 = (x: number, y: number): number => Math.sqrt(x * x + y * y);
/** √(x² + y² + z²). */
export const norm3 = (x: number, y: number, z: number): number => Math.sqrt(x * x + y * y + z * z);
/** √(x² + y² + z² + w²). */
export const norm4 = (x: number, y: number, z: number, w: number): number => Math.sqrt(x * x + y * y + z * z + w * w);

/** b^n for an integer n ≥ 0 by repeated squaring: the same in every engine (the ** operator is only approximated). */
export function powInt(b: number, n: number): number {
  let result = 1;
  let base = b;
  for (let k = n; k > 0; k = Math.floor(k / 2)) {
    if (k % 2 === 1) result *= base;
    base *= base;
  }
  return result;
}
