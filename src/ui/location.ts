// The hash location as plain data, and a React hook that follows it.
import { useSyncExternalStore } from "react";

export interface HashLocation {
  /** "/" for the home page, "/free-roll" for "#/free-roll?seed=4". */
  readonly path: string;
  /** The hash's query merged over the page's own search (the hash wins). */
  readonly params: URLSearchParams;
}

export function parseLocation(hash: string, search: string): HashLocation {
  const raw = hash.replace(/^#/, "");
  const q = raw.indexOf("?");
  const pathPart = q >= 0 ? raw.slice(0, q) : raw;
  const params = new URLSearchParams(search);
  if (q >= 0) new URLSearchParams(raw.slice(q + 1)).forEach((v, k) => params.set(k, v));
  const path = pathPart === "" ? "/" : pathPart.startsWith("/") ? pathPart : `/${pathPart}`;
  return { path, params };
}

/** A whole non-negative number given as ?seed=N pins the table's randomness. */
export function seedFrom(params: URLSearchParams): number | undefined {
  const s = params.get("seed");
  if (s === null || !/^\d{1,9}$/.test(s.trim())) return undefined;
  return Number(s.trim());
}

const subscribe = (onChange: () => void) => {
  window.addEventListener("hashchange", onChange);
  return () => window.removeEventListener("hashchange", onChange);
};
const snapshot = () => `${window.location.hash}|${window.location.search}`;

export function useHashLocation(): HashLocation {
  const key = useSyncExternalStore(subscribe, snapshot, snapshot);
  const [hash, search] = key.split("|");
  return parseLocation(hash, search);
}
