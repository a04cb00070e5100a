// Makes this process's Math round like another JavaScript engine's might. ECMAScript leaves
// sin, cos, tan, their inverses and hyperbolics, exp, log, pow, hypot and cbrt approximated;
// Safari's engine and Firefox's round some results one unit in the last place (ulp) away from
// V8's. Loaded first (node --import this-file), it wraps every such function: for about half
// of all arguments (chosen by a hash of the arguments' bits and OTHER_ENGINE_SALT) the answer
// moves one ulp up or down. Math.sqrt and the exactly specified functions are left alone.
// Code that feeds the physics, the rules or a replay must give the same bits under it.
const APPROXIMATED = [
  "sin", "cos", "tan", "asin", "acos", "atan", "atan2", "sinh", "cosh", "tanh", "asinh", "acosh", "atanh",
  "exp", "expm1", "log", "log1p", "log2", "log10", "pow", "hypot", "cbrt",
];
const salt = Number(process.env.OTHER_ENGINE_SALT ?? 1) >>> 0;
const f64 = new Float64Array(1);
const u32 = new Uint32Array(f64.buffer);
const i64 = new BigInt64Array(f64.buffer);

function hash(name, args) {
  let h = (0x811c9dc5 ^ salt) >>> 0;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 16777619);
  for (const a of args) {
    f64[0] = a;
    h = Math.imul(h ^ u32[0], 16777619);
    h = Math.imul(h ^ u32[1], 16777619);
  }
  h ^= h >>> 13;
  h = Math.imul(h, 0x5bd1e995);
  return (h ^ (h >>> 15)) >>> 0;
}

/** x one ulp further from zero (up) or nearer to it (down). */
function ulpAway(x, up) {
  f64[0] = x;
  i64[0] += up ? 1n : -1n;
  return f64[0];
}

const native = {};
const counts = { calls: 0, moved: 0 };
for (const name of APPROXIMATED) {
  const fn = Math[name];
  native[name] = fn;
  Math[name] = function otherEngine(...args) {
    const r = fn.apply(Math, args);
    counts.calls++;
    if (!Number.isFinite(r) || r === 0) return r;
    const h = hash(name, args);
    if ((h & 1) === 0) return r;
    counts.moved++;
    return ulpAway(r, (h & 2) !== 0);
  };
}
globalThis.__otherEngineMath = { native, counts, salt };

// OTHER_ENGINE_TRACE=1: at exit, print (to stderr) each function and the code that called it.
if (process.env.OTHER_ENGINE_TRACE) {
  const sites = new Map();
  for (const name of APPROXIMATED) {
    const wrapped = Math[name];
    Math[name] = function traced(...args) {
      const line = new Error().stack.split("\n")[2]?.trim() ?? "?";
      const key = `${name} ${line}`;
      sites.set(key, (sites.get(key) ?? 0) + 1);
      return wrapped.apply(Math, args);
    };
  }
  process.on("exit", () => {
    for (const [k, n] of [...sites].sort((a, b) => b[1] - a[1])) process.stderr.write(`${n}\t${k}\n`);
  });
}
