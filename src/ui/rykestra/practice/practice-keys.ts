// The keyboard way to set up the mat, from anywhere on the page (not while typing in a field,
// using the aim pad, or reading the rules): with a die chosen, arrows move it 5 mm (1 mm with
// Shift), Q/E turn it 15° (1°), 0–9 set its face, Delete removes it, Esc lets it go;
// [ and ] choose the previous or next die.
import { useEffect } from "react";
import type { PracticeControls } from "./practice-controls";

const MOVES: Readonly<Record<string, [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

function typing(target: EventTarget | null): boolean {
  const t = target as HTMLElement | null;
  if (!t || typeof t.closest !== "function") return false;
  return t.closest("input, select, textarea, [contenteditable=true], .aim-pad, dialog[open]") !== null;
}

export function usePracticeKeys(practice: PracticeControls) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || typing(e.target)) return;
      const v = practice.view;
      if (v.mode !== "setup") return;
      const n = v.position.dice.length;
      if ((e.key === "[" || e.key === "]") && n > 0) {
        const from = v.selected ?? (e.key === "]" ? -1 : 0);
        practice.select((from + (e.key === "]" ? 1 : -1) + n) % n);
        e.preventDefault();
        return;
      }
      const i = v.selected;
      const die = i === null ? undefined : v.position.dice[i];
      if (i === null || !die) return;
      const fine = e.shiftKey;
      const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
      if (key in MOVES) {
        const [dx, dz] = MOVES[key];
        const step = fine ? 0.1 : 0.5;
        practice.edit({ type: "move-die", die: i, to: { x: die.x + dx * step, z: die.z + dz * step } }, i);
      } else if (key === "q" || key === "e") {
        const step = (fine ? 1 : 15) * (key === "q" ? -1 : 1);
        practice.edit({ type: "turn-die", die: i, heading: die.heading + step }, i);
      } else if (/^[0-9]$/.test(key)) {
        practice.edit({ type: "set-value", die: i, value: Number(key) }, i);
      } else if (key === "Delete" || key === "Backspace") {
        practice.edit({ type: "remove-die", die: i }, null);
      } else if (key === "Escape") {
        practice.select(null);
      } else return;
      e.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [practice]);
}
