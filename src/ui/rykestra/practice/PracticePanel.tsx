// The shell of a practice panel (a drill's, the daily challenge's), top first so the result is in
// view the moment a throw settles: the attempt's grade with its flick's quality, the practice
// notices, the throw controls while a throw is due, then the goal. Each panel fills in its own
// words, test ids (`daily-…`, `drill-…`) and what it adds.
import { useEffect, useRef, type ReactNode } from "react";
import type { Drill, DrillMat, Grade } from "../../../games/rykestra/practice/drills";
import type { TableController } from "../../../table/table-controller";
import { AimedThrow } from "./AimedThrow";
import type { QualityView } from "./drills/drill-run";
import { luckLine, qualityLine } from "./drills/quality-words";
import type { PracticeControls } from "./practice-controls";

/**
 * The panel's top (scrolled into view once an attempt is graded, however far the panel was
 * scrolled; again for each `attempt`) and its "Next attempt" button, which takes the focus
 * once it can be pressed (`nextReady`), so Enter goes again.
 */
export function usePanelFocus(graded: boolean, attempt: number, nextReady: boolean) {
  const top = useRef<HTMLDivElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (graded) top.current?.scrollIntoView({ block: "nearest" });
  }, [graded, attempt]);
  useEffect(() => {
    if (nextReady) nextButton.current?.focus();
  }, [nextReady]);
  return { top, nextButton };
}

/** The graded attempt: `heading`, what happened this time, and the flick's quality as it is measured; then `children`. */
export function FlickGrade({ id, heading, drill, grade, quality, mats, children }: { id: string; heading: ReactNode; drill: Drill; grade: Grade; quality: QualityView; mats: readonly DrillMat[]; children: ReactNode }) {
  return (
    <section className={`panel panel--section drill-grade ${grade.passed ? "drill-grade--pass" : ""}`} role="status" data-testid={`${id}-grade`}>
      <h2 className="panel__heading">{heading}</h2>
      <p data-testid={`${id}-happened`}>
        <strong>{grade.passed ? "This time: a pass." : "This time: not a pass."}</strong> {grade.reason}
      </p>
      {quality.kind === "measuring" && <p className="ryk-hint">Throwing your flick again with a freshly shaken die, 64 times…</p>}
      {quality.kind === "ready" && mats.length > 0 && (
        <div className="drill-quality" data-testid={`${id}-quality`}>
          <p>{qualityLine(drill, quality.quality)}</p>
          <p className="ryk-hint">{luckLine(quality.quality, grade, mats[mats.length - 1].outcome)}</p>
        </div>
      )}
      {quality.kind === "failed" && (
        <p className="prac-notice prac-notice--problem" data-testid={`${id}-quality`}>
          The flick could not be thrown again ({quality.reason}): this attempt is scored by what happened.
        </p>
      )}
      {children}
    </section>
  );
}

/** The practice table's passing notice (a problem or a word of information), and a failure to save. */
export function PracticeNotices({ notice, saveProblem, testId }: { notice: { kind: "problem" | "info"; text: string } | null; saveProblem: string | null; testId?: string }) {
  return (
    <>
      {notice && (
        <p className={notice.kind === "problem" ? "prac-notice prac-notice--problem" : "prac-notice"} role="status" data-testid={testId}>
          {notice.text}
        </p>
      )}
      {saveProblem && <p className="prac-notice prac-notice--problem">{saveProblem}</p>}
    </>
  );
}

/** The throw controls under `heading`: aim on the pad, or throw along the arrow (`testId`); `children` beside that button. */
export function ThrowSection({
  id,
  heading,
  practice,
  controller,
  ready,
  rolling,
  before,
  children,
}: {
  id: string;
  heading: string;
  practice: PracticeControls;
  controller: TableController;
  ready: boolean;
  rolling: boolean;
  before?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="panel panel--section" aria-labelledby={`${id}-throw-heading`}>
      <h2 className="panel__heading" id={`${id}-throw-heading`}>
        {heading}
      </h2>
      <AimedThrow practice={practice} controller={controller} ready={ready} rolling={rolling} testId={`${id}-throw-aimed`} before={before}>
        {children}
      </AimedThrow>
    </section>
  );
}

/** The drill's goal: its name and tier, its brief, `hint` on how it is scored; then `children`. */
export function GoalSection({ id, drill, hint, children }: { id: string; drill: Drill; hint: string; children?: ReactNode }) {
  return (
    <section className="panel panel--section" aria-labelledby={`${id}-goal-heading`}>
      <h2 className="panel__heading" id={`${id}-goal-heading`}>
        {drill.name} <span className="drill-tier">{drill.tier}</span>
      </h2>
      <p>{drill.brief}</p>
      <p className="ryk-hint">{hint}</p>
      {children}
    </section>
  );
}
