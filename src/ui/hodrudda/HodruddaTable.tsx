// A Hodrudda session at one screen: the tray with the spike dice and the pot, the scoreboard,
// what the person at the table can do now, and the log. "Next game" keeps chips and pot.
import { useStore } from "zustand";
import { hodruddaRules, logLines, prompt, type HodruddaState } from "../../games/hodrudda";
import { possessive } from "../../games/player-words";
import { DiceTableView } from "../../scene/DiceTableView";
import { PotChips } from "../../scene/hodrudda/PotChips";
import { HODRUDDA_FRAMING } from "../../scene/hodrudda/hodrudda-table";
import { EventLog, GameLayout, GameToolbar, TableBanner, useSession, WinnerPanel, type PlayerSpec } from "../game-kit";
import { HodruddaSession } from "./hodrudda-session";
import { HodruddaActions } from "./HodruddaActions";
import { HodruddaScoreboard, LastThrow, PotPanel } from "./HodruddaScoreboard";

function winnerOf(game: HodruddaState): string[] {
  const o = game.outcome;
  return o && o.kind !== "all-bust" ? [game.players[o.winner].name] : [];
}

const standingWord = (s: HodruddaState["players"][number]["status"]) =>
  s === "bust" ? " (bust)" : s === "stood" ? " (stood)" : "";

export function HodruddaTable(props: {
  seats: readonly PlayerSpec[];
  ante: number;
  seed: number | undefined;
  onNewPlayers: () => void;
}) {
  const { seats, ante, seed } = props;
  const session = useSession(() => new HodruddaSession(seats, ante, { seed }), [seats, ante, seed]);
  return session ? <HodruddaBoard session={session} onNewPlayers={props.onNewPlayers} /> : null;
}

function HodruddaBoard({ session, onNewPlayers }: { session: HodruddaSession; onNewPlayers: () => void }) {
  const t = useStore(session.store);
  const { seats, controller } = session;
  const { game } = t;
  const thrower = game.players[game.current].name;

  const status =
    t.reader === "rolling"
      ? `${possessive(thrower)} spike dice are rolling…`
      : t.reader === "fixing"
        ? (t.note ?? "Straightening a leaning die…")
        : prompt(game);

  const table = (
    <DiceTableView
      controller={controller}
      label="Hodrudda: two spike dice in a felt tray, the pot stacked beside it"
      framing={HODRUDDA_FRAMING}
      overlay={<TableBanner banner={t.banner} />}
    >
      <PotChips count={game.pot} />
    </DiceTableView>
  );

  const panel = (
    <div
      className="game-panel"
      data-testid="hodrudda-board"
      data-game={game.game}
      data-current={game.current}
      data-caller={game.caller ?? ""}
      data-outcome={game.outcome?.kind ?? ""}
      data-pot={game.pot}
      data-reader={t.reader}
    >
      {game.outcome ? (
        <WinnerPanel
          winners={winnerOf(game)}
          note={prompt(game)}
          standings={game.players.map((p, i) => ({
            name: p.name,
            colour: seats[i].colour.body,
            total: `${p.total}${standingWord(p.status)}`,
          }))}
          againLabel="Next game"
          onAgain={() => session.nextGame()}
          actions={
            <button type="button" className="button" onClick={onNewPlayers}>
              New players
            </button>
          }
        />
      ) : (
        <HodruddaActions session={session} view={t} />
      )}
      {t.note && t.reader === "idle" && (
        <p className="game-note" role="alert">
          {t.note}
        </p>
      )}
      <PotPanel game={game} />
      <HodruddaScoreboard game={game} seats={seats} />
      <LastThrow game={game} seats={seats} />
      <EventLog events={logLines(game)} />
    </div>
  );

  return (
    <GameLayout
      table={table}
      status={status}
      toolbar={<GameToolbar rules={hodruddaRules} leaveLabel="New players" onLeave={onNewPlayers} />}
      panel={panel}
    />
  );
}
