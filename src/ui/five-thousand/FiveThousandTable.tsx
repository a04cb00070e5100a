// A game of Five Thousand at one screen: the tray with the rack beside it, what the person at
// the table may do now, the scoreboard and the log; the winner panel at the end.
import { useEffect, useMemo } from "react";
import { useStore } from "zustand";
import { eventText, fiveThousandRules, isHotDice, logLines, mustThrowAgain, prompt, type FiveThousandOptions } from "../../games/five-thousand";
import type { FiveThousandTableState } from "../../games/five-thousand/definition";
import { possessive } from "../../games/player-words";
import { fiveThousand } from "../../catalog/five-thousand";
import { RackedTray } from "../../scene/turns/RackedTray";
import { FIVE_THOUSAND_FRAMING, FIVE_THOUSAND_RACK } from "../../scene/five-thousand/five-thousand-table";
import { gatherOnPick } from "../../table/gather-hand";
import { EventLog, GameBoard, GameToolbar, NewPlayersButton, SavedTable, TableBanner, WinnerPanel, type PlayerSpec, type SaveSlot } from "../game-kit";
import { useBanner, type BannerNews } from "../game-kit/use-banner";
import { onFelt } from "./choice";
import { TurnPanel } from "./TurnPanel";
import { RollOffPanel } from "./RollOffPanel";
import { FiveThousandScoreboard } from "./FiveThousandScoreboard";
import { usePersonPlay, type FiveThousandSession } from "./use-person-play";

interface Props {
  seats: readonly PlayerSpec[];
  options: FiveThousandOptions;
  /** Computer seats take quick turns. */
  quick: boolean;
  seed: number | undefined;
  slot: SaveSlot;
  onNewPlayers: () => void;
}

export function FiveThousandTable(props: Props) {
  const { seats, options } = props;
  return (
    <SavedTable
      game={fiveThousand}
      start={props}
      options={{ players: seats.map((s) => s.name), options }}
      onFresh={props.onNewPlayers}
      board={(session, savingOff) => <FiveThousandBoard session={session} savingOff={savingOff} {...props} />}
    />
  );
}

/** The news of a change for the banner across the table; a new game takes it down. */
function bannerFor(before: FiveThousandTableState, after: FiveThousandTableState): BannerNews {
  if (after.log.length < before.log.length) return "clear";
  const added = after.log.slice(before.log.length);
  const first = (...types: string[]) => types.map((t) => added.find((e) => e.type === t)).find((e) => e !== undefined);
  const over = first("over");
  const names = after.players.map((p) => p.name);
  if (over) return "clear";
  const news = first("final-round", "lost", "bank", "roll-off-tie", "order");
  if (news) return { text: eventText(news, names), tone: news.type === "final-round" ? "win" : news.type === "lost" ? "bust" : "stand" };
  const turn = after.turn;
  if (first("set-aside") && turn && isHotDice(turn)) {
    return mustThrowAgain(turn)
      ? { text: "Hot dice! All six are set aside: throw them all again", tone: "win" }
      : { text: "All six dice score! Bank, or throw all six again", tone: "win" };
  }
  return null;
}

/** The table and panel over a session (a local one, or an online table's mirror). */
export function FiveThousandBoard({
  session,
  seats,
  savingOff = null,
  onNewPlayers,
}: Pick<Props, "seats" | "onNewPlayers"> & { session: FiveThousandSession; savingOff?: string | null }) {
  const view = useStore(session.store);
  const { game } = view;
  const play = usePersonPlay(session);
  const banner = useBanner(game, bannerFor);
  // Picking one of the dice due up off the felt gathers the others into the same hand.
  useEffect(() => gatherOnPick(session.table), [session]);
  const acts = play.seat !== null;
  const choosing = acts && !!game.turn?.thrown && !play.pickedUp;
  const selectable = useMemo(() => (choosing ? onFelt(game).map((i) => game.thrownIds[i]) : []), [choosing, game]);
  const picked = useMemo(() => play.chosen.map((i) => game.thrownIds[i]), [play.chosen, game.thrownIds]);

  const acting = game.turn ? game.players[game.turn.player].name : "";

  const table = (
    <RackedTray
      controller={session.table}
      label="Five Thousand: six dice in a felt tray, with a rack in front of it for the dice set aside"
      framing={FIVE_THOUSAND_FRAMING}
      rack={FIVE_THOUSAND_RACK}
      rackFelt="#3b1f1a"
      overlay={<TableBanner banner={banner} />}
      picked={picked}
      selectable={selectable}
      onDieClick={play.toggleId}
    />
  );

  const winners = game.winners;
  const controls = winners ? (
    <WinnerPanel
      winners={winners.map((i) => game.players[i].name)}
      standings={[...game.players.keys()]
        .sort((a, b) => game.players[b].score - game.players[a].score)
        .map((i) => ({ name: game.players[i].name, colour: seats[i].colour.body, total: game.players[i].score }))}
      // Any seat may start the next game; a table of computers alone still has someone to press the button.
      onAgain={() => session.dispatch(play.seat ?? 0, { kind: "move", move: { type: "next-game" } })}
      actions={<NewPlayersButton onClick={onNewPlayers} />}
    />
  ) : game.rollOff ? (
    <RollOffPanel session={session} view={view} seats={seats} play={play} />
  ) : (
    <TurnPanel session={session} view={view} seats={seats} play={play} />
  );

  return (
    <GameBoard
      testId="five-thousand-board"
      data={{
        reader: view.status,
        person: String(acts),
        player: game.turn?.player ?? "",
        thrown: game.turn?.thrown ? game.turn.thrown.join("") : "",
        picked: game.turn?.picked.join(",") ?? "",
      }}
      table={table}
      view={view}
      status={{
        rolling: `${game.rollOff ? "The roll-off die is" : `${possessive(acting)} dice are`} rolling…`,
        over: !!game.winners,
        prompt: prompt(game),
      }}
      toolbar={<GameToolbar rules={fiveThousandRules} leaveLabel="New players" onLeave={onNewPlayers} faster={{ session, seats: seats.length }} />}
      controls={controls}
      savingOff={savingOff}
    >
      <FiveThousandScoreboard game={game} seats={seats} />
      <EventLog events={logLines(game)} />
    </GameBoard>
  );
}
