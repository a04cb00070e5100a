// Statistics for the benchmarks: χ² goodness of fit with its p-value, medians.

/** ln Γ(x) for x > 0 (Lanczos, g = 7, n = 9; about 15 digits). */
export function lnGamma(x: number): number {
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - lnGamma(1 - x);
  const z = x - 1;
  let a = c[0];
  const t = z + 7.5;
  for (let i = 1; i < 9; i++) a += c[i] / (z + i);
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(a);
}

/** The regularized upper incomplete gamma function Q(a, x) = Γ(a, x) / Γ(a). */
export function gammaQ(a: number, x: number): number {
  if (x < 0 || a <= 0) throw new Error("gammaQ needs a > 0 and x ≥ 0");
  if (x === 0) return 1;
  const lnPrefix = -x + a * Math.log(x) - lnGamma(a);
  if (x < a + 1) {
    // Series for P(a, x); Q = 1 − P.
    let sum = 1 / a;
    let term = sum;
    for (let n = 1; n < 1000; n++) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * 1e-16) break;
    }
    return 1 - sum * Math.exp(lnPrefix);
  }
  // Continued fraction for Q (modified Lentz).
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 1000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-16) break;
  }
  return Math.exp(lnPrefix) * h;
}

/** Pearson's χ² against equal expected counts over `labels`, and its p-value. */
export function chiSquareUniform(histogram: Readonly<Record<string, number>>, labels: readonly string[]): { chiSquare: number; p: number } {
  const total = labels.reduce((s, l) => s + (histogram[l] ?? 0), 0);
  const expected = total / labels.length;
  const chiSquare = labels.reduce((s, l) => s + ((histogram[l] ?? 0) - expected) ** 2 / expected, 0);
  return { chiSquare, p: gammaQ((labels.length - 1) / 2, chiSquare / 2) };
}

export function median(xs: readonly number[]): number {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** The Wilson score interval for a proportion of `successes` in `n` trials (z = 1.96: 95 %). */
export function wilson(successes: number, n: number, z = 1.96): [number, number] {
  if (n === 0) return [0, 1];
  const p = successes / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** Least-squares slope of y over x = 1, 2, …; null with fewer than two points. */
export function slope(ys: readonly (number | null)[]): number | null {
  const pts = ys.map((y, i) => [i + 1, y] as const).filter((p): p is readonly [number, number] => p[1] !== null);
  if (pts.length < 2) return null;
  const mx = pts.reduce((a, p) => a + p[0], 0) / pts.length;
  const my = pts.reduce((a, p) => a + p[1], 0) / pts.length;
  const num = pts.reduce((a, p) => a + (p[0] - mx) * (p[1] - my), 0);
  const den = pts.reduce((a, p) => a + (p[0] - mx) ** 2, 0);
  return Math.round((num / den) * 100) / 100;
}
