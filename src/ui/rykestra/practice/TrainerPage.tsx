// The trainer's page shell, shared by a drill, the daily challenge and the skills test: a
// practice table laid as a drill's set-up (its painted mat, the trainers' camera), the rules
// with the zones' diagram and the page's links in the toolbar, a status line and a panel. The
// table element is kept while its inputs are the same, so an answer arriving for the panel (a
// quality, the coach) re-renders the panel and not the table. useTrainerRun keeps the page's run
// for the page's life and disposes it, with its table, when the page goes.
import { useEffect, useMemo, useState, type ReactNode } from "react";
import { RYKESTRA_RULES } from "../../../games/rykestra";
import type { Drill } from "../../../games/rykestra/practice/drills";
import { DiceTableView } from "../../../scene/DiceTableView";
import { DRILL_FRAMING } from "../../../scene/rykestra/framing";
import { matTexture } from "../../../scene/rykestra/mat-art";
import { GameLayout, RulesButton } from "../../game-kit";
import { exposeSession } from "../../game-kit/use-session";
import { ZoneDiagram } from "../ZoneDiagram";
import type { PracticeControls } from "./practice-controls";

export interface TrainerLink {
  readonly href: string;
  readonly text: string;
}

export interface TrainerPageProps {
  /** The drill whose set-up the table is laid as (its mat and its zones' reading). */
  readonly drill: Drill;
  readonly practice: PracticeControls;
  /** The table's name for assistive technology. */
  readonly label: string;
  /** What the page draws on the table (a drill's goal); keep it the same element between renders (useMemo). */
  readonly layer: ReactNode;
  readonly status: string;
  readonly links: readonly TrainerLink[];
  readonly panel: ReactNode;
}

export function TrainerPage({ drill, practice, label, layer, status, links, panel }: TrainerPageProps) {
  const surface = useMemo(() => matTexture(drill.position.board), [drill.position.board]);
  const controller = practice.session.table;
  const table = useMemo(
    () => (
      <DiceTableView controller={controller} label={label} matSurface={surface} framing={DRILL_FRAMING}>
        {layer}
      </DiceTableView>
    ),
    [controller, label, surface, layer],
  );
  const toolbar = (
    <>
      <RulesButton rules={RYKESTRA_RULES} diagram={<ZoneDiagram reading={drill.position.reading} />} />
      {links.map((l) => (
        <a key={l.href} className="button" href={l.href}>
          {l.text}
        </a>
      ))}
    </>
  );
  return <GameLayout table={table} status={status} toolbar={toolbar} panel={panel} />;
}

/** A trainer page's run, made once and disposed with its practice table when the page goes; its session shown to tests (window.__diceSession). */
export function useTrainerRun<R extends { dispose(): void; readonly practice: PracticeControls }>(make: () => R): R {
  const [run] = useState(make);
  useEffect(() => {
    const hidden = exposeSession(run.practice.session);
    return () => {
      hidden();
      run.dispose();
      run.practice.dispose();
    };
  }, [run]);
  return run;
}
