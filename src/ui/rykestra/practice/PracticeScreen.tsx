// #/rykestra/practice: set D10s on the mat exactly (drag, turn, keyboard), throw one from a
// seat, and read at once what it knocked off, left cocked, and would capture or be taken by.
// ?p=<code> opens a shared set-up (a malformed code says why and leaves the mat empty);
// ?seed=N pins the physics; ?pace=fast settles each throw at once (the physics still decides);
// ?save=ID resumes a saved practice session (its set-up, tallies and last throw).
import { useEffect, useMemo, useRef, useState } from "react";
import { RYKESTRA_RULES } from "../../../games/rykestra";
import { EMPTY_POSITION, decodePosition, encodePosition, samePosition } from "../../../games/rykestra/practice";
import { DiceTableView } from "../../../scene/DiceTableView";
import { PRACTICE_FRAMING } from "../../../scene/rykestra/framing";
import { matTexture } from "../../../scene/rykestra/mat-art";
import { type PracticePosition, type PracticeTable } from "../../../games/rykestra/practice";
import {
  freshSlot,
  GameLayout,
  leaveSavedGame,
  ResumeFailed,
  RulesButton,
  SaveGate,
  slotOf,
  useSavedHolder,
  type SaveSlot,
} from "../../game-kit";
import type { ScreenProps } from "../../routes";
import { ZoneDiagram } from "../ZoneDiagram";
import { CountersPanel } from "./CountersPanel";
import { OutcomePanel } from "./OutcomePanel";
import { summaryLine } from "./outcome-words";
import { PracticeControls, usePracticeView, type PracticeView } from "./practice-controls";
import { usePracticeKeys } from "./practice-keys";
import { seatName, seatSide } from "./seat-words";
import { SetupPanel } from "./SetupPanel";
import { SharePanel } from "./SharePanel";
import { ThrowPanel } from "./ThrowPanel";
import { DispersionLayer } from "./dispersion/DispersionLayer";
import { ForMePanel } from "./ForMePanel";
import { PracticeQualityPanel } from "./PracticeQualityPanel";
import { usePracticeHelpers } from "./use-practice-helpers";
import { DispersionPanel } from "./dispersion/DispersionPanel";
import { REPEAT_THROWS } from "./dispersion/practice-dispersion";
import { PracticeTableLayer } from "./table/PracticeTableLayer";
import { createDragState } from "./table/drag-state";
import { isZoneShown, zoneCandidates, zonesOnShow } from "./zones-on-show";
import { PRACTISER, practiceTable } from "./practice-table";
import { rykestraPractice } from "../../../catalog/rykestra-practice";
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

/** Keeps the address bar's link in step with the set-up, without a navigation or a history entry (the save's id stays). */
function showInAddressBar(code: string): void {
  const save = new URLSearchParams(window.location.hash.split("?")[1] ?? "").get("save");
  const hash = `#/rykestra/practice?${save ? `save=${encodeURIComponent(save)}&` : ""}p=${code}`;
  if (window.location.hash !== hash) window.history.replaceState(window.history.state, "", hash);
}

const startPractice = (seed: number | undefined, position: PracticePosition, fast: boolean): PracticeControls => practiceTable(position, seed, fast);

export default function PracticeScreen({ params, seed }: ScreenProps) {
  const code = params.get("p");
  const [first] = useState(() => (code === null ? null : decodePosition(code)));
  const [linkProblem, setLinkProblem] = useState<string | null>(first && !first.ok ? first.reason : null);
  // Read once: the save's id joins the address while the session runs, which must not reopen it.
  const [saveId, setSaveId] = useState(() => params.get("save"));
  const [slot] = useState(freshSlot);
  const fast = params.get("pace") === "fast";
  if (saveId) {
    const fresh = () => {
      setSaveId(null);
      leaveSavedGame("/rykestra/practice");
    };
    return (
      <SaveGate id={saveId} game="rykestra-practice" onFresh={fresh}>
        {(save) => (
          <PracticeSession
            key={save.id}
            seed={save.log.seed}
            position={(save.log.options as { position: PracticePosition }).position}
            fast={save.quick}
            slot={slotOf(save)}
            code={code}
            linkProblem={null}
            setLinkProblem={setLinkProblem}
            onFresh={fresh}
          />
        )}
      </SaveGate>
    );
  }
  return (
    <PracticeSession
      key={slot.id}
      seed={seed}
      position={first?.ok ? first.position : EMPTY_POSITION}
      fast={fast}
      slot={slot}
      code={code}
      linkProblem={linkProblem}
      setLinkProblem={setLinkProblem}
      onFresh={() => leaveSavedGame("/rykestra/practice")}
    />
  );
}

function PracticeSession(props: {
  seed: number | undefined;
  position: PracticePosition;
  fast: boolean;
  slot: SaveSlot;
  code: string | null;
  linkProblem: string | null;
  setLinkProblem: (problem: string | null) => void;
  onFresh: () => void;
}) {
  const { holder: practice, resumeError, savingOff } = useSavedHolder({
    make: () => startPractice(props.seed, props.position, props.fast),
    session: (p: PracticeControls) => p.session,
    slot: props.slot,
    seats: PRACTISER,
    quick: props.fast,
    describe: rykestraPractice.save!.describe,
  });
  if (resumeError) return <ResumeFailed reason={resumeError} onFresh={props.onFresh} />;
  if (!practice) return <div className="table-screen" />;
  return <PracticeTable practice={practice} code={props.code} linkProblem={props.linkProblem} setLinkProblem={props.setLinkProblem} savingOff={savingOff} />;
}

function PracticeTable({
  practice,
  code,
  linkProblem,
  setLinkProblem,
  savingOff,
}: {
  practice: PracticeControls;
  code: string | null;
  linkProblem: string | null;
  setLinkProblem: (problem: string | null) => void;
  savingOff: string | null;
}) {
  const controller = practice.session.table;
  const [drag] = useState(createDragState);
  const helpers = usePracticeHelpers(practice);
  usePracticeKeys(practice);

  const view = usePracticeView(practice);
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
      practice.load(EMPTY_POSITION);
    } else if (!samePosition(decoded.position, practice.session.game.position)) {
      setLinkProblem(null);
      practice.load(decoded.position, "Set up from the link.");
    }
  }, [code, practice, setLinkProblem]);

  useEffect(
    () =>
      practice.session.store.subscribe((s, prev) => {
        if (s.game.position === prev.game.position) return;
        const next = encodePosition(s.game.position);
        seenCode.current = next;
        showInAddressBar(next);
      }),
    [practice],
  );

  // A throw's outcome is drawn at the top of the panel: bring it into view however far the
  // panel had been scrolled (adding dice scrolls it down; on a phone only the reset showed).
  useEffect(() => {
    if (mode === "result") document.querySelector('[data-testid="practice-outcome"]')?.scrollIntoView({ block: "nearest" });
  }, [mode, counters.attempts]);

  const candidates = zoneCandidates(view);
  const allShown = candidates.every((d) => isZoneShown(view, d.id));
  const toolbar = (
    <>
      <RulesButton rules={RYKESTRA_RULES} diagram={<ZoneDiagram reading={position.reading} />} />
      <button type="button" className="button" aria-pressed={allShown} onClick={() => practice.showAllZones(!allShown)} disabled={candidates.length === 0} data-testid="zones-all">
        {allShown ? "Hide zones" : "Show all zones"}
      </button>
      <a className="button" href="#/rykestra/practice/drills">
        Drills
      </a>
      <a className="button" href="#/rykestra/practice/skills">
        Skills test
      </a>
      <a className="button" href="#/rykestra/practice/daily">
        Daily challenge
      </a>
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
      {savingOff && (
        <p className="prac-notice" role="status" data-testid="saving-off">
          {savingOff}
        </p>
      )}
      {mode === "result" && outcome && (
        <OutcomePanel
          outcome={outcome}
          attempt={counters.attempts}
          current
          zone={{ shown: isZoneShown(view, outcome.thrown.id), toggle: () => practice.toggleZone(outcome.thrown.id) }}
        />
      )}
      {helpers && mode === "result" && <PracticeQualityPanel quality={helpers.quality} />}
      {helpers && <ForMePanel forMe={helpers.forMe} />}
      <ThrowPanel practice={practice} forMe={helpers?.forMe ?? null} controller={controller} mode={mode} thrower={position.thrower} seats={position.seats} />
      {helpers && (
        <DispersionPanel
          plot={helpers.dispersion.plot}
          title="Spread of your throws"
          empty="Throw along the arrow a few times, or repeat it, to see where this aim stops: its mean against the aim point, and how wide it spreads."
          repeat={{ run: () => void helpers.dispersion.repeat(), ready: mode !== "rolling", times: REPEAT_THROWS }}
        />
      )}
      <SetupPanel practice={practice} />
      {mode === "setup" && outcome && <OutcomePanel outcome={outcome} attempt={counters.attempts} current={false} />}
      <CountersPanel counters={counters} />
      <SharePanel position={position} onLoad={(entry) => entry.position && practice.load(entry.position, `Loaded "${entry.name}".`)} />
    </div>
  );

  const table = (
    <DiceTableView
      controller={controller}
      label={`Rykestra practice: a ${position.board === "standard" ? "red and blue" : "Corellian"} mat with ${position.dice.length} dice set up and ${position.seats} seats round it`}
      matSurface={surface}
      framing={PRACTICE_FRAMING}
      overlay={mode === "setup" && position.dice.length > 0 ? <p className="prac-table-hint">Drag a die to move it · choose it, then drag its brass knob to turn it</p> : null}
    >
      <PracticeTableLayer practice={practice} controller={controller} drag={drag} />
      {helpers && <DispersionLayer plot={helpers.dispersion.plot} />}
    </DiceTableView>
  );

  return <GameLayout table={table} status={statusOf(view)} toolbar={toolbar} panel={panel} />;
}
