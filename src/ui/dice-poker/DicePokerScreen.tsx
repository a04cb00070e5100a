// #/dice-poker: set-up, then the game — the tray, the rack and the 3D board, the sides and
// their chips, the turn's controls, the event log and, at the end, the winning side.
import { useMemo, useState } from "react";
import { chipsOnBoard, describeEvent, dicePokerRules, prompt, runsOf, type DicePokerSideSetup } from "../../games/dice-poker";
import { dicePoker } from "../../catalog/dice-poker";
import type { ScreenProps } from "../routes";
import {
  EventLog,
  GameScreen,
  RackTurnScreen,
  GameToolbar,
  PlayOnline,
  RulesButton,
  SavedTable,
  SavingOffNote,
  seatsFromSave,
  WinnerPanel,
  type TableStart,
  useQuickTurns,
  turnToast,
} from "../game-kit";
import { DicePokerSetup } from "./DicePokerSetup";
import { PokerTable } from "./PokerTable";
import { PokerTurnPanel } from "./PokerTurnPanel";
import { SidesPanel } from "./SidesPanel";
import { engineSides, seatSpecs, sidesFromLink, sidesFromSave, type PokerSideSpec } from "./sides";
import { seatsOf, usePokerTurn, type DicePokerSession, type PokerTurn } from "./use-poker-turn";
import "../game-kit/dice-turn.css";
import "./dice-poker.css";

export default function DicePokerScreen(screen: ScreenProps) {
  const [last, setLast] = useState<PokerSideSpec[] | undefined>(undefined);
  const [quick, setQuick] = useQuickTurns(screen.params);
  return (
    <GameScreen<PokerSideSpec[]>
      game="dice-poker"
      linked={() => {
        const sides = sidesFromLink(screen.params);
        return sides ? { seats: seatSpecs(sides), options: sides, quick } : null;
      }}
      {...screen}
      fromSave={(save) => sidesFromSave((save.log.options as { sides: DicePokerSideSetup[] }).sides, seatsFromSave(save))}
      table={(t, leave, again) => (
        <PokerGame
          table={t}
          onAgain={again}
          onSetup={() => {
            setLast(t.options);
            leave();
          }}
        />
      )}
      setup={(start) => (
        <div className="game-setup-page">
          <DicePokerSetup
            initial={last}
            quick={quick}
            onQuick={setQuick}
            onStart={(s) => {
              setLast(s);
              start(seatSpecs(s), s, quick);
            }}
          />
          <div className="game-setup__rules">
            <PlayOnline game="dice-poker" /> New to Dice Poker? <RulesButton rules={dicePokerRules} />
          </div>
        </div>
      )}
    />
  );
}

function PokerGame(props: { table: TableStart<readonly PokerSideSpec[]>; onAgain: () => void; onSetup: () => void }) {
  const { table } = props;
  const sides = table.options;
  const seats = useMemo(() => seatSpecs(sides), [sides]);
  return (
    <SavedTable
      game={dicePoker}
      start={{ ...table, seats }}
      options={{ sides: engineSides(sides) }}
      onFresh={props.onSetup}
      loading={<p className="loading">Setting the table…</p>}
      board={(session, savingOff) => <PokerBoardScreen session={session} sides={sides} savingOff={savingOff} onAgain={props.onAgain} onSetup={props.onSetup} />}
    />
  );
}

const toastFor = (turn: PokerTurn) =>
  turnToast(turn, {
    select: "Click the dice to throw again — or stand.",
    throw: "Drag a die in the tray and let go to throw.",
    place: "Click a glowing square on the board.",
  });

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
  const { view } = turn;
  const game = view.game.game;
  const events = useMemo(() => game.recent.map((e) => describeEvent(e, game)), [game]);
  const throws = useMemo(() => view.log.filter((e) => e.input.kind === "move" && e.input.move.type === "throw").length, [view.log]);
  const over = game.phase === "over";

  return (
    <RackTurnScreen
      className="poker-screen"
      testId="dice-poker"
      turn={turn}
      phase={game.phase}
      throws={throws}
      prompt={over ? null : prompt(game)}
      table={<PokerTable turn={turn} toast={over ? null : toastFor(turn)} />}
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
          <SavingOffNote text={savingOff} />
          <section className="panel panel--section">
            <SidesPanel game={game} sides={sides} />
          </section>
          <section className="panel panel--section">
            <EventLog events={events} total={game.eventCount} />
          </section>
        </>
      }
    />
  );
}
