// A Hodrudda session at one screen: the tray with the spike dice and the pot, the scoreboard,
// what the people at the table can do now, and the log. "Next game" keeps chips and pot.
import { useEffect } from "react";
import { useStore } from "zustand";
import { eventText, hodruddaRules, logLines, prompt, type HodruddaEvent, type HodruddaState } from "../../games/hodrudda";
import type { HodruddaMove } from "../../games/hodrudda/definition";
import { possessive } from "../../games/player-words";
import { hodrudda } from "../../catalog/hodrudda";
import type { GameSession } from "../../runtime/session/session";
import { DiceTableView } from "../../scene/DiceTableView";
import { PotChips } from "../../scene/hodrudda/PotChips";
import { HODRUDDA_FRAMING } from "../../scene/hodrudda/hodrudda-table";
import { gatherOnPick } from "../../table/gather-hand";
import { EventLog, GameBoard, GameToolbar, NewPlayersButton, SavedTable, TableBanner, WinnerPanel, type PlayerSpec, type SaveSlot } from "../game-kit";
import { useBanner, type BannerNews } from "../game-kit/use-banner";
import { HodruddaActions } from "./HodruddaActions";
import { HodruddaScoreboard, LastThrow, PotPanel } from "./HodruddaScoreboard";

export type HodruddaSession = GameSession<HodruddaState, HodruddaMove>;

function winnerOf(game: HodruddaState): string[] {
  const o = game.outcome;
  return o && o.kind !== "all-bust" ? [game.players[o.winner].name] : [];
}

const standingWord = (s: HodruddaState["players"][number]["status"]) =>
  s === "bust" ? " (bust)" : s === "stood" ? " (stood)" : "";

export function HodruddaTable(props: {
  seats: readonly PlayerSpec[];
  options: unknown;
  /** Computer seats take quick turns. */
  quick: boolean;
  seed: number | undefined;
  slot: SaveSlot;
  onNewPlayers: () => void;
}) {
  const { seats, options, onNewPlayers } = props;
  return (
    <SavedTable
      game={hodrudda}
      start={props}
      options={options}
      onFresh={onNewPlayers}
      board={(session, savingOff) => <HodruddaBoard session={session} seats={seats} savingOff={savingOff} onNewPlayers={onNewPlayers} />}
    />
  );
}

/** The announcement a change of the game deserves, from the events it added: the weightiest one. */
function bannerFor(before: HodruddaState, after: HodruddaState): BannerNews {
  if (after.game !== before.game) return "clear";
  const events = after.log.slice(before.log.length);
  const names = after.players.map((p) => p.name);
  const find = (type: HodruddaEvent["type"]) => events.find((e) => e.type === type);
  const win = find("win");
  if (win) return "clear";
  const carry = find("carry");
  if (carry) return { text: eventText(carry, names), tone: "bust" };
  const bust = find("bust");
  if (bust) return { text: eventText(bust, names), tone: "bust" };
  const stand = find("winkee");
  if (stand) return { text: eventText(stand, names), tone: "stand" };
  return null;
}

export function HodruddaBoard({
  session,
  seats,
  savingOff,
  onNewPlayers,
}: {
  session: HodruddaSession;
  seats: readonly PlayerSpec[];
  savingOff?: string | null;
  onNewPlayers: () => void;
}) {
  const t = useStore(session.store);
  const { game } = t;
  const banner = useBanner(game, bannerFor);
  const thrower = game.players[game.current].name;
  // Picking one spike die up off the felt gathers the other into the same hand.
  useEffect(() => gatherOnPick(session.table), [session]);


  const table = (
    <DiceTableView
      controller={session.table}
      label="Hodrudda: two spike dice in a felt tray, the pot stacked beside it"
      framing={HODRUDDA_FRAMING}
      overlay={<TableBanner banner={banner} />}
    >
      <PotChips count={game.pot} />
    </DiceTableView>
  );

  const nextGame = () => {
    // Any seat may start the next game; a table of computers alone still has someone to press the button.
    session.dispatch(session.personToAct() ?? 0, { kind: "move", move: { type: "next-game" } });
  };

  const controls = game.outcome ? (
    <WinnerPanel
      winners={winnerOf(game)}
      note={prompt(game)}
      standings={game.players.map((p, i) => ({
        name: p.name,
        colour: seats[i].colour.body,
        total: `${p.total}${standingWord(p.status)}`,
      }))}
      againLabel="Next game"
      onAgain={nextGame}
      actions={<NewPlayersButton onClick={onNewPlayers} />}
    />
  ) : (
    <HodruddaActions session={session} view={t} seats={seats} />
  );

  return (
    <GameBoard
      testId="hodrudda-board"
      data={{ game: game.game, current: game.current, caller: game.caller ?? "", outcome: game.outcome?.kind ?? "", pot: game.pot, reader: t.status }}
      table={table}
      view={t}
      status={{ rolling: `${possessive(thrower)} spike dice are rolling…`, over: !!game.outcome && game.outcome.kind !== "all-bust", prompt: prompt(game) }}
      toolbar={<GameToolbar rules={hodruddaRules} leaveLabel="New players" onLeave={onNewPlayers} faster={{ session, seats: seats.length }} />}
      controls={controls}
      savingOff={savingOff}
    >
      <PotPanel game={game} />
      <HodruddaScoreboard game={game} seats={seats} />
      <LastThrow game={game} seats={seats} />
      <EventLog events={logLines(game)} />
    </GameBoard>
  );
}
