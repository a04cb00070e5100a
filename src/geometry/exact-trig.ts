// Sine and cosine from + − × ÷ and rounding alone, so every JavaScript engine gets the same
// bits. Math.sin, Math.cos and Math.atan2 are only approximated by the standard, and browsers
// and Node round them differently in the last place (Chromium 156 and Node 20 disagree on
// cos(6π/5), for one). Where such a number decides where a die is set down — a rack, the
// Kinzo marker, a practice set-up — and the log does not carry it, the page and Node's replay
// of the page's log would part by a bit; these functions keep them together.

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
const LIMIT = 2 ** 24;

/** The sine of x (radians), the same to the bit in every engine; |x| < 2²⁴. */
export function exactSin(x: number): number {
  if (!(Math.abs(x) < LIMIT)) return Number.isFinite(x) ? Math.sin(x) : NaN;
  if (x === 0) return x;
  const [q, r] = reduce(x);
  return q === 0 ? sinSmall(r) : q === 1 ? cosSmall(r) : q === 2 ? -sinSmall(r) : -cosSmall(r);
}

/** The cosine of x (radians), the same to the bit in every engine; |x| < 2²⁴. */
export function exactCos(x: number): number {
  if (!(Math.abs(x) < LIMIT)) return Number.isFinite(x) ? Math.cos(x) : NaN;
  const [q, r] = reduce(x);
  return q === 0 ? cosSmall(r) : q === 1 ? -sinSmall(r) : q === 2 ? -cosSmall(r) : sinSmall(r);
}
