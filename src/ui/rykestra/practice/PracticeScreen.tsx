// #/rykestra/practice: set D10s on the mat exactly (drag, turn, keyboard), throw one from a
// seat, and read at once what it knocked off, left cocked, and would capture or be taken by.
// ?p=<code> opens a shared set-up (a malformed code says why and leaves the mat empty);
// ?seed=N pins the physics; ?pace=fast settles each throw at once (the physics still decides).
import { useEffect, useMemo, useRef, useState } from "react";
import { useStore } from "zustand";
import { RYKESTRA_RULES } from "../../../games/rykestra";
import { EMPTY_POSITION, decodePosition, encodePosition, samePosition } from "../../../games/rykestra/practice";
import { DiceTableView } from "../../../scene/DiceTableView";
import { MAT_FRAMING } from "../../../scene/rykestra/framing";
import { matTexture } from "../../../scene/rykestra/mat-art";
import { TableController } from "../../../table/table-controller";
import { GameLayout, RulesButton } from "../../game-kit";
import type { ScreenProps } from "../../routes";
import { ZoneDiagram } from "../ZoneDiagram";
import { CountersPanel } from "./CountersPanel";
import { OutcomePanel } from "./OutcomePanel";
import { summaryLine } from "./outcome-words";
import { PracticeSession, type PracticeView } from "./practice-session";
import { usePracticeKeys } from "./practice-keys";
import { seatName, seatSide } from "./seat-words";
import { SetupPanel } from "./SetupPanel";
import { SharePanel } from "./SharePanel";
import { ThrowPanel } from "./ThrowPanel";
import { PracticeTableLayer } from "./table/PracticeTableLayer";
import { createDragState } from "./table/drag-state";
import { isZoneShown, zoneCandidates, zonesOnShow } from "./zones-on-show";
import "../rykestra.css";
import "./practice.css";

function statusOf(view: PracticeView): string {
  const { position: p, mode, outcome } = view;
  const who = `${seatName(p.thrower)}'s die`;
  if (mode === "rolling") return `${who} is rolling…`;
  if (mode === "result" && outcome) return summaryLine(outcome);
  if (p.dice.length === 0) return `Add dice to the mat and drag them into place, then throw ${who} from the ${seatSide(p.thrower, p.seats)} edge.`;
  return `Throw ${who} from the ${seatSide(p.thrower, p.seats)} edge — flick it, aim with the keyboard, or Throw for me.`;
}

/** Keeps the address bar's link in step with the set-up, without a navigation or a history entry. */
function showInAddressBar(code: string): void {
  const hash = `#/rykestra/practice?p=${code}`;
  if (window.location.hash !== hash) window.history.replaceState(window.history.state, "", hash);
}

export default function PracticeScreen({ params, seed }: ScreenProps) {
  const code = params.get("p");
  const [first] = useState(() => (code === null ? null : decodePosition(code)));
  const [linkProblem, setLinkProblem] = useState<string | null>(first && !first.ok ? first.reason : null);
  const [controller] = useState(() => new TableController({ layout: "rykestra", seed }));
  const [session] = useState(
    () => new PracticeSession(controller, first?.ok ? first.position : EMPTY_POSITION, { instant: params.get("pace") === "fast" }),
  );
  const [drag] = useState(createDragState);
  // No controller.dispose() on unmount: StrictMode's rehearsal unmount would cut it off from
  // the physics' impact reports (the hits); the session's own listeners detach here.
  useEffect(() => session.attach(), [session]);
  usePracticeKeys(session);

  const view = useStore(session.store);
  const { position, mode, outcome, counters, notice } = view;
  const surface = useMemo(() => matTexture(position.board), [position.board]);

  // A practice link opened while already here.
  const seenCode = useRef(code);
  useEffect(() => {
    if (code === seenCode.current) return;
    seenCode.current = code;
    if (code === null) return;
    const decoded = decodePosition(code);
    if (!decoded.ok) {
      setLinkProblem(decoded.reason);
      session.load(EMPTY_POSITION);
    } else if (!samePosition(decoded.position, session.view.position)) {
      setLinkProblem(null);
      session.load(decoded.position, { kind: "info", text: "Set up from the link." });
    }
  }, [code, session]);

  useEffect(
    () =>
      session.store.subscribe((s, prev) => {
        if (s.position === prev.position) return;
        const next = encodePosition(s.position);
        seenCode.current = next;
        showInAddressBar(next);
      }),
    [session],
  );

  const candidates = zoneCandidates(view);
  const allShown = candidates.every((d) => isZoneShown(view, d.id));
  const toolbar = (
    <>
      <RulesButton rules={RYKESTRA_RULES} diagram={<ZoneDiagram reading={position.reading} />} />
      <button type="button" className="button" aria-pressed={allShown} onClick={() => session.showAllZones(!allShown)} disabled={candidates.length === 0} data-testid="zones-all">
        {allShown ? "Hide zones" : "Show all zones"}
      </button>
      <a className="button" href="#/rykestra">
        Play a game
      </a>
    </>
  );

  const panel = (
    <div className="ryk-panel prac-panel" data-testid="practice-board" data-mode={mode} data-dice={position.dice.length} data-thrower={position.thrower} data-zones={zonesOnShow(view).map((z) => z.die.id).join(" ")}>
      {linkProblem && (
        <div className="prac-notice prac-notice--problem" role="alert" data-testid="link-problem">
          <strong>This practice link could not be read.</strong> {linkProblem} The mat has been left empty.
          <button type="button" className="button button--small" onClick={() => setLinkProblem(null)}>
            Dismiss
          </button>
        </div>
      )}
      {notice && (
        <p className={notice.kind === "problem" ? "prac-notice prac-notice--problem" : "prac-notice"} role={notice.kind === "problem" ? "alert" : "status"} data-testid="practice-notice">
          {notice.text}
        </p>
      )}
      {mode === "result" && outcome && (
        <OutcomePanel
          outcome={outcome}
          attempt={counters.attempts}
          current
          zone={{ shown: isZoneShown(view, outcome.thrown.id), toggle: () => session.toggleZone(outcome.thrown.id) }}
        />
      )}
      <ThrowPanel session={session} controller={controller} mode={mode} thrower={position.thrower} seats={position.seats} />
      <SetupPanel session={session} />
      {mode === "setup" && outcome && <OutcomePanel outcome={outcome} attempt={counters.attempts} current={false} />}
      <CountersPanel counters={counters} />
      <SharePanel position={position} onLoad={(entry) => entry.position && session.load(entry.position, { kind: "info", text: `Loaded "${entry.name}".` })} />
    </div>
  );

  const table = (
    <DiceTableView
      controller={controller}
      label={`Rykestra practice: a ${position.board === "standard" ? "red and blue" : "Corellian"} mat with ${position.dice.length} dice set up and ${position.seats} seats round it`}
      matSurface={surface}
      framing={MAT_FRAMING}
      overlay={mode === "setup" && position.dice.length > 0 ? <p className="prac-table-hint">Drag a die to move it · choose it, then drag its brass knob to turn it</p> : null}
    >
      <PracticeTableLayer session={session} controller={controller} drag={drag} />
    </DiceTableView>
  );

  return <GameLayout table={table} status={statusOf(view)} toolbar={toolbar} panel={panel} />;
}
