// A trainer panel's throw: the hint, the aim pad (while a throw may be made) and "Throw along
// the arrow", with anything a panel shows before the buttons (`before`) and further buttons
// (`children`). The drill, the daily challenge and the skills test each put one in their panel.
import type { ReactNode } from "react";
import type { TableController } from "../../../table/table-controller";
import { AimPad } from "../../game-kit/AimPad";
import type { PracticeControls } from "./practice-controls";
import { ThrowHint } from "./ThrowHint";

export function AimedThrow({ practice, controller, ready, rolling, testId, before, children }: { practice: PracticeControls; controller: TableController; ready: boolean; rolling: boolean; testId: string; before?: ReactNode; children?: ReactNode }) {
  return (
    <>
      <ThrowHint rolling={rolling} />
      {ready && <AimPad controller={controller} onThrow={() => practice.throwAimed()} disabled={!ready} />}
      {before}
      <div className="button-row">
        <button type="button" className="button" onClick={() => practice.throwAimed()} disabled={!ready} data-testid={testId}>
          Throw along the arrow
        </button>
        {children}
      </div>
    </>
  );
}
