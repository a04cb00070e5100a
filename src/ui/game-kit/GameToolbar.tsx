// The buttons above a game's panel: its rules, and leaving for a new set-up.
import type { RulesPage } from "../../games/rules-page";
import { RulesButton } from "./RulesView";

export function GameToolbar({ rules, leaveLabel, onLeave }: { rules: RulesPage; leaveLabel: string; onLeave: () => void }) {
  return (
    <>
      <RulesButton rules={rules} />
      <button type="button" className="button" onClick={onLeave}>
        {leaveLabel}
      </button>
    </>
  );
}
