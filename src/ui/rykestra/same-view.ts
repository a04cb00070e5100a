// Whether two reads of a screen's view show the same thing: the stage and its parts are
// rebuilt on every read, so a view is compared field by field, a few levels down.

/** Equal field by field and item by item, a few levels down (the stage and its parts are rebuilt on every read). */
export function same(a: unknown, b: unknown, depth = 3): boolean {
  if (Object.is(a, b)) return true;
  if (depth === 0 || typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], depth - 1));
}
