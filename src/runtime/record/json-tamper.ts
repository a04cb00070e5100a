// Test helper: tampering with a record as plain JSON — every path to a value in its tree, and
// a copy of it with the value at one path replaced, deleted or given an extra field.

export type JsonPath = (string | number)[];

/** Every path to a value in a JSON tree, the root's (empty) path first. */
export function paths(x: unknown, at: JsonPath = []): JsonPath[] {
  if (Array.isArray(x)) return [at, ...x.flatMap((c, i) => paths(c, [...at, i]))];
  if (typeof x === "object" && x !== null) return [at, ...Object.entries(x).flatMap(([k, c]) => paths(c, [...at, k]))];
  return [at];
}

/** A deep copy of `root` with the value at `path` replaced, deleted, or (an object) given an extra field. */
export function mutate(root: unknown, path: JsonPath, how: "replace" | "delete" | "add", value: unknown): unknown {
  if (path.length === 0) return how === "replace" ? value : root;
  const copy = JSON.parse(JSON.stringify(root));
  let node = copy;
  for (const k of path.slice(0, -1)) node = node[k];
  const last = path[path.length - 1];
  if (how === "replace") node[last] = value;
  else if (how === "delete") {
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else delete node[last];
  } else if (typeof node[last] === "object" && node[last] !== null && !Array.isArray(node[last])) node[last].extra = value;
  else node[last] = value;
  return copy;
}
