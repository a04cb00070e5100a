// Keeps keyboard focus on the game's panel between moves: when the button a player pressed
// goes away (the dice roll, the turn passes) focus would fall to <body>; instead it moves to
// the panel's next action as soon as one is offered; when it is disabled instead, focus moves to
// the action after it. A click elsewhere lets the panel go.
import { useEffect, type RefObject } from "react";

const ACTIONS = 'button:not([disabled]), select:not([disabled]), input:not([disabled]), [tabindex="0"], [data-focus-next]';

export function useKeepFocus(panel: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const side = panel.current;
    if (!side) return;
    // True while the player's focus last sat in the panel (and they have not clicked away).
    let ours = side.contains(document.activeElement);
    const onFocusIn = (e: FocusEvent) => {
      ours = e.target instanceof Node && side.contains(e.target);
    };
    const onPointerDown = (e: PointerEvent) => {
      if (!(e.target instanceof Node) || !side.contains(e.target)) ours = false;
    };
    const refocus = () => {
      if (!ours) return;
      const active = document.activeElement;
      // The pressed button became disabled (Set aside with nothing left to set aside): the
      // browser drops its focus at the next frame, so pass it on now to the action after it.
      if (active instanceof HTMLElement && side.contains(active) && active.matches(":disabled")) {
        const after = [...side.querySelectorAll<HTMLElement>(ACTIONS)].find((el) => active.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING);
        (after ?? side.querySelector<HTMLElement>(ACTIONS))?.focus({ preventScroll: true });
        return;
      }
      if (active !== null && active !== document.body && active !== side && active.isConnected) return;
      // The tools (Rules, New game) are no next move: with none offered yet (a computer's turn),
      // focus waits on the panel itself and moves on to the action once one appears.
      const next =
        side.querySelector<HTMLElement>("[data-focus-next]") ??
        [...side.querySelectorAll<HTMLElement>(ACTIONS)].find((el) => !el.closest(".game-layout__toolbar"));
      if (next) next.focus({ preventScroll: true });
      else if (active !== side) side.focus({ preventScroll: true });
    };
    const watch = new MutationObserver(refocus);
    watch.observe(side, { childList: true, subtree: true, attributes: true, attributeFilter: ["disabled"] });
    document.addEventListener("focusin", onFocusIn);
    document.addEventListener("pointerdown", onPointerDown, true);
    return () => {
      watch.disconnect();
      document.removeEventListener("focusin", onFocusIn);
      document.removeEventListener("pointerdown", onPointerDown, true);
    };
  }, [panel]);
}
