// #/dice-poker: set-up, then the game — the tray, the rack and the 3D board, the sides and
// their chips, the turn's controls, the event log and, at the end, the winning side.
import { useMemo, useState } from "react";
import { chipsOnBoard, describeEvent, dicePokerRules, prompt, runsOf, type DicePokerSideSetup } from "../../games/dice-poker";
import { dicePokerGame, type DicePokerMove, type DicePokerTable } from "../../games/dice-poker/definition";
import { winnersWords } from "../../games/player-words";
import { dicePokerSeat } from "../../bots/dice-poker-seat";
import { createSession } from "../../runtime/session";
import { person } from "../../runtime/seats";
import { dicePokerStage } from "../../table/stages/dice-poker";
import type { ScreenProps } from "../routes";
import {
  EventLog,
  freshSlot,
  GameLayout,
  GameToolbar,
  PlayOnline,
  RulesButton,
  leaveSavedGame,
  ResumeFailed,
  SaveGate,
  slotOf,
  seatsFromSave,
  useSavedSession,
  WinnerPanel,
  type SaveDescription,
  type SaveSlot,
  GAME_OVER_STATUS,
} from "../game-kit";
import { DicePokerSetup } from "./DicePokerSetup";
import { PokerTable } from "./PokerTable";
import { PokerTurnPanel } from "./PokerTurnPanel";
import { SidesPanel } from "./SidesPanel";
import { engineSides, seatSpecs, sidesFromLink, sidesFromSave, type PokerSideSpec } from "./sides";
import { seatsOf, usePokerTurn, type DicePokerSession, type PokerTurn } from "./use-poker-turn";
import "../game-kit/dice-turn.css";
import "./dice-poker.css";

export default function DicePokerScreen({ params, seed }: ScreenProps) {
  const [sides, setSides] = useState<PokerSideSpec[] | null>(() => sidesFromLink(params));
  const [last, setLast] = useState<PokerSideSpec[] | undefined>(undefined);
  const [quick, setQuick] = useState(() => params.get("quick") === "1");
  const [slot, setSlot] = useState<SaveSlot>(freshSlot);
  const saveId = params.get("save");

  if (!sides && saveId) {
    const leave = () => leaveSavedGame("/dice-poker");
    return (
      <SaveGate id={saveId} game="dice-poker" onFresh={leave}>
        {(save) => {
          const saved = sidesFromSave((save.log.options as { sides: DicePokerSideSetup[] }).sides, seatsFromSave(save));
          return (
            <PokerGame
              key={save.id}
              sides={saved}
              seed={save.log.seed}
              quick={save.quick}
              slot={slotOf(save)}
              onAgain={() => {
                setQuick(save.quick);
                setSlot(freshSlot());
                setSides(saved);
              }}
              onSetup={() => {
                setLast(saved);
                leave();
              }}
            />
          );
        }}
      </SaveGate>
    );
  }
  if (!sides) {
    return (
      <div className="game-setup-page">
        <DicePokerSetup
          initial={last}
          quick={quick}
          onQuick={setQuick}
          onStart={(s) => {
            setLast(s);
            setSlot(freshSlot());
            setSides(s);
          }}
        />
        <div className="game-setup__rules">
          <PlayOnline game="dice-poker" /> New to Dice Poker? <RulesButton rules={dicePokerRules} />
        </div>
      </div>
    );
  }
  return (
    <PokerGame
      key={slot.id}
      sides={sides}
      seed={seed}
      quick={quick}
      slot={slot}
      onAgain={() => setSlot(freshSlot())}
      onSetup={() => {
        setLast(sides);
        setSides(null);
        leaveSavedGame("/dice-poker");
      }}
    />
  );
}

function PokerGame(props: {
  sides: readonly PokerSideSpec[];
  seed: number | undefined;
  quick: boolean;
  slot: SaveSlot;
  onAgain: () => void;
  onSetup: () => void;
}) {
  const { sides, seed, quick, slot } = props;
  const seats = useMemo(() => seatSpecs(sides), [sides]);
  const { session, resumeError, savingOff } = useSavedSession(() => startDicePoker(sides, seed, quick), slot, seats, quick, describeDicePoker);
  if (resumeError) return <ResumeFailed reason={resumeError} onFresh={props.onSetup} />;
  if (!session) return <p className="loading">Setting the table…</p>;
  return <PokerBoardScreen session={session} sides={sides} savingOff={savingOff} onAgain={props.onAgain} onSetup={props.onSetup} />;
}

/** What the Continue list says of a game in progress or finished. */
function describeDicePoker(table: DicePokerTable): SaveDescription {
  const game = table.game;
  const standing = game.sides.map((s, i) => `${s.name} ${runsOf(game, i).length} ${runsOf(game, i).length === 1 ? "run" : "runs"}`).join(", ");
  if (game.phase === "over" && game.winner !== null) {
    return { progress: "Game over", finished: true, result: winnersWords([game.sides[game.winner].name], "with two runs of five") };
  }
  if (game.phase === "rolloff") return { progress: "Roll-off for who starts", finished: false, result: null };
  const side = game.current === null ? null : game.sides[game.current];
  return { progress: side ? `${side.name} to play · ${standing}` : standing, finished: false, result: null };
}

function startDicePoker(sides: readonly PokerSideSpec[], seed: number | undefined, quick: boolean): DicePokerSession {
  const seats = seatsOf(sides);
  const made = createSession<DicePokerTable, DicePokerMove>({
    definition: dicePokerGame,
    options: { sides: engineSides(sides) },
    seed: seed ?? Math.floor(Math.random() * 2 ** 31),
    stage: dicePokerStage({ colours: sides.map((s) => s.colour), computer: seats.map((m) => m.computer) }),
    drivers: seats.map((m) => (m.computer ? dicePokerSeat(m.strength) : person<DicePokerTable, DicePokerMove>())),
    quick,
  });
  // The set-up form and the link reader only let through sides the game takes.
  if (!made.ok) throw new Error(made.reason);
  return made.state;
}

function toastFor({ mode, rolling, computerToPlay, view }: PokerTurn): string | null {
  if (view.note) return view.note;
  if (computerToPlay || rolling) return null;
  if (mode === "select") return "Click the dice to throw again — or stand.";
  if (mode === "throw") return "Drag a die in the tray and let go to throw.";
  if (mode === "place") return "Click a glowing square on the board.";
  return null;
}

/** The table and panel over a session (a local one, or an online table's mirror). */
export function PokerBoardScreen(props: {
  session: DicePokerSession;
  sides: readonly PokerSideSpec[];
  savingOff?: string | null;
  onAgain: () => void;
  onSetup: () => void;
}) {
  const { session, sides, savingOff = null, onAgain, onSetup } = props;
  const turn = usePokerTurn(session, sides);
  const { view, mode, rolling } = turn;
  const game = view.game.game;
  const events = useMemo(() => game.recent.map((e) => describeEvent(e, game)), [game]);
  const throws = useMemo(() => view.log.filter((e) => e.input.kind === "move" && e.input.move.type === "throw").length, [view.log]);
  const over = game.phase === "over";
  const status = over ? GAME_OVER_STATUS : prompt(game) + (rolling ? " — the dice are rolling" : "");

  return (
    <div
      className="game-screen poker-screen"
      data-testid="dice-poker"
      data-phase={game.phase}
      data-mode={mode}
      data-rolling={String(rolling)}
      data-computer={String(turn.computerToPlay)}
      data-throws={throws}
    >
      <GameLayout
        table={<PokerTable turn={turn} toast={over ? null : toastFor(turn)} />}
        status={status}
        toolbar={<GameToolbar rules={dicePokerRules} leaveLabel="New game" onLeave={onSetup} faster={{ session, seats: seatsOf(sides).length }} />}
        panel={
          <>
            {over ? (
              <WinnerPanel
                winners={[game.sides[game.winner!].name]}
                standings={game.sides.map((s, i) => ({
                  name: s.name,
                  colour: sides[i].colour.body,
                  total: `${runsOf(game, i).length} ${runsOf(game, i).length === 1 ? "run" : "runs"}, ${chipsOnBoard(game, i)} chips on the board`,
                }))}
                onAgain={onAgain}
                note={`${sides[game.winner!].members.map((m) => m.name).join(" and ")} completed two runs of five.`}
              />
            ) : (
              <PokerTurnPanel turn={turn} />
            )}
            {savingOff && (
              <p className="game-note" role="status" data-testid="saving-off">
                {savingOff}
              </p>
            )}
            <section className="panel panel--section">
              <SidesPanel game={game} sides={sides} />
            </section>
            <section className="panel panel--section">
              <EventLog events={events} total={game.eventCount} />
            </section>
          </>
        }
      />
    </div>
  );
}
