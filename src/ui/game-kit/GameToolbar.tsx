// The buttons above a game's panel: its rules, the Faster switch while only computers play,
// and leaving for a new set-up.
import { useState } from "react";
import type { RulesPage } from "../../games/rules-page";
import { RulesButton } from "./RulesView";

/** What the Faster switch needs of a session. */
export interface QuickTurns {
  readonly quickTurns: boolean;
  setQuick(quick: boolean): void;
  driver(seat: number): { readonly kind: string };
}

export function GameToolbar(props: {
  rules: RulesPage;
  leaveLabel: string;
  onLeave: () => void;
  /** The session and its seat count: the Faster switch shows when every seat is a computer. */
  faster?: { readonly session: QuickTurns; readonly seats: number };
}) {
  const { rules, leaveLabel, onLeave, faster } = props;
  const alone = faster !== undefined && faster.seats > 0 && Array.from({ length: faster.seats }, (_, s) => faster.session.driver(s).kind).every((k) => k === "computer");
  return (
    <>
      <RulesButton rules={rules} />
      {alone ? <FasterToggle session={faster.session} /> : null}
      <button type="button" className="button" onClick={onLeave}>
        {leaveLabel}
      </button>
    </>
  );
}

/** Quick computer turns on or off: every throw comes to rest at once and the computers wait less. */
export function FasterToggle({ session }: { session: QuickTurns }) {
  const [fast, setFast] = useState(() => session.quickTurns);
  return (
    <button
      type="button"
      className="button faster-toggle"
      aria-pressed={fast}
      onClick={() => {
        session.setQuick(!fast);
        setFast(!fast);
      }}
      title="Every throw comes to rest at once and the computers wait less"
      data-testid="faster-toggle"
    >
      {fast ? "Faster ✓" : "Faster"}
    </button>
  );
}
