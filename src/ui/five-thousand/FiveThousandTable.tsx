// A game of Five Thousand at one screen: the tray with the rack beside it, what the person at
// the table may do now, the scoreboard and the log; the winner panel at the end.
import { useCallback, useMemo } from "react";
import { useStore } from "zustand";
import { fiveThousandRules, logLines, prompt, type FiveThousandOptions } from "../../games/five-thousand";
import { possessive } from "../../games/player-words";
import { RackedTray } from "../../scene/turns/RackedTray";
import { FIVE_THOUSAND_FRAMING, FIVE_THOUSAND_RACK } from "../../scene/five-thousand/five-thousand-table";
import { EventLog, GameLayout, GameToolbar, TableBanner, useSession, WinnerPanel, type PlayerSpec } from "../game-kit";
import { FiveThousandSession } from "./five-thousand-session";
import { onFelt } from "./choice";
import { TurnPanel } from "./TurnPanel";
import { RollOffPanel } from "./RollOffPanel";
import { FiveThousandScoreboard } from "./FiveThousandScoreboard";

interface Props {
  seats: readonly PlayerSpec[];
  options: FiveThousandOptions;
  seed: number | undefined;
  onAgain: () => void;
  onNewPlayers: () => void;
}

export function FiveThousandTable(props: Props) {
  const { seats, options, seed } = props;
  const session = useSession(() => new FiveThousandSession(seats, options, { seed }), [seats, options, seed]);
  return session ? <FiveThousandBoard session={session} {...props} /> : null;
}

function FiveThousandBoard({ session, seats, onAgain, onNewPlayers }: Props & { session: FiveThousandSession }) {
  const view = useStore(session.store);
  const { game } = view;
  const acts = session.personActs;
  const choosing = acts && !!game.turn?.thrown && !view.pickedUp;
  const selectable = useMemo(() => (choosing ? onFelt(game).map((i) => view.thrownIds[i]) : []), [choosing, game, view.thrownIds]);
  const picked = useMemo(() => view.chosen.map((i) => view.thrownIds[i]), [view.chosen, view.thrownIds]);
  const onDieClick = useCallback((id: string) => session.toggleId(id), [session]);

  const acting = game.turn ? game.players[game.turn.player].name : "";
  const status =
    view.reader === "rolling"
      ? `${game.rollOff ? "The roll-off die is" : `${possessive(acting)} dice are`} rolling…`
      : view.reader === "fixing"
        ? (view.note ?? "Straightening a leaning die…")
        : prompt(game);

  const table = (
    <RackedTray
      controller={session.controller}
      label="Five Thousand: six dice in a felt tray, with a rack in front of it for the dice set aside"
      framing={FIVE_THOUSAND_FRAMING}
      rack={FIVE_THOUSAND_RACK}
      rackFelt="#3b1f1a"
      overlay={<TableBanner banner={view.banner} />}
      picked={picked}
      selectable={selectable}
      onDieClick={onDieClick}
    />
  );

  const winners = game.winners;
  const panel = (
    <div
      className="game-panel"
      data-testid="five-thousand-board"
      data-reader={view.reader}
      data-interlude={String(view.interlude)}
      data-person={String(acts)}
      data-player={game.turn?.player ?? ""}
      data-thrown={game.turn?.thrown ? game.turn.thrown.join("") : ""}
      data-picked={game.turn?.picked.join(",") ?? ""}
    >
      {winners ? (
        <WinnerPanel
          winners={winners.map((i) => game.players[i].name)}
          note={prompt(game)}
          standings={[...game.players.keys()]
            .sort((a, b) => game.players[b].score - game.players[a].score)
            .map((i) => ({ name: game.players[i].name, colour: seats[i].colour.body, total: game.players[i].score }))}
          onAgain={onAgain}
          actions={
            <button type="button" className="button" onClick={onNewPlayers}>
              New players
            </button>
          }
        />
      ) : game.rollOff ? (
        <RollOffPanel session={session} view={view} />
      ) : (
        <TurnPanel session={session} view={view} />
      )}
      {view.note && view.reader === "idle" && (
        <p className="game-note" role="alert" data-testid="refusal">
          {view.note}
        </p>
      )}
      <FiveThousandScoreboard game={game} seats={seats} />
      <EventLog events={logLines(game)} />
    </div>
  );

  return (
    <GameLayout
      table={table}
      status={status}
      toolbar={<GameToolbar rules={fiveThousandRules} leaveLabel="New players" onLeave={onNewPlayers} />}
      panel={panel}
    />
  );
}
