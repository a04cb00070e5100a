// The system's reduced-motion wish, as a React value that follows it when it changes. The
// table honours it by cutting where it would glide and by drawing no trails or marks.
import { useSyncExternalStore } from "react";

const REDUCED = "(prefers-reduced-motion: reduce)";
const subscribe = (cb: () => void) => {
  if (typeof window.matchMedia !== "function") return () => undefined;
  const q = window.matchMedia(REDUCED);
  q.addEventListener("change", cb);
  return () => q.removeEventListener("change", cb);
};
const reducedNow = () => typeof window.matchMedia === "function" && window.matchMedia(REDUCED).matches;

/** True while the system asks for reduced motion. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, reducedNow, () => false);
}
