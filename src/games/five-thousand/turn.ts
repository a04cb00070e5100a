// The moves of a turn: throw the dice in hand, set scoring dice aside, bank.
import { accept, refuse, type MoveResult } from "../move-result.ts";
import { canScoreWithPool, isDieValue, scoreSelection } from "./scoring.ts";
import {
  freshTurn,
  type FiveThousandEvent,
  type FiveThousandState,
  type FiveThousandTurn,
} from "./state.ts";
import { diceToThrow, isHotDice, mustThrowAgain, pickedDice, pool, turnTotal } from "./turn-total.ts";

type State = FiveThousandState;

const withPlayer = (state: State, player: number, change: { score?: number; turns?: number }) =>
  state.players.map((p, i) => (i === player ? { ...p, ...change } : p));

/** Ends the current turn; after the last seat's turn the game ends once anyone has reached the target. */
function finishTurn(state: State, events: FiveThousandEvent[]): State {
  const player = state.turn!.player;
  const players = withPlayer(state, player, { turns: state.players[player].turns + 1 });
  const seat = state.order.indexOf(player);
  const log = [...state.log, ...events];
  const lastSeat = seat === state.order.length - 1;
  const top = Math.max(...players.map((p) => p.score));
  if (lastSeat && top >= state.options.target) {
    const winners = players.flatMap((p, i) => (p.score === top ? [i] : []));
    return { ...state, players, turn: null, winners, log: [...log, { type: "over", winners, score: top }] };
  }
  const next = state.order[(seat + 1) % state.order.length];
  return { ...state, players, turn: freshTurn(next), log };
}

/** Throws the dice in hand: six at the start and on hot dice, otherwise the dice not set aside. */
export function throwDice(state: State, dice: readonly number[]): MoveResult<State> {
  const turn = state.turn;
  if (state.winners) return refuse("The game is over");
  if (!turn) return refuse("The roll-off for the last seat comes first");
  if (turn.thrown && turn.picked.length === 0) {
    return refuse("Set aside at least one scoring die before throwing again");
  }
  const count = diceToThrow(turn);
  if (dice.length !== count) return refuse(`Throw ${count} dice, not ${dice.length}`);
  if (!dice.every(isDieValue)) return refuse("Each die must read 1 to 6");

  const events: FiveThousandEvent[] = [];
  // Picks from the last throw become a set-aside group; a full set closes the cycle (hot dice).
  let held: FiveThousandTurn = turn;
  if (turn.thrown) {
    const aside = [...turn.aside, pickedDice(turn)];
    held = { ...turn, aside, thrown: null, picked: [] };
    if (isHotDice(turn)) {
      const total = turnTotal(turn, state.options);
      held = { ...held, banked: total, aside: [] };
      events.push({ type: "hot-dice", player: turn.player, turnTotal: total });
    }
  }
  events.push({ type: "throw", player: turn.player, dice: [...dice] });

  const reach = state.options.recombine ? pool(held) : [];
  if (!canScoreWithPool(reach, dice)) {
    events.push({ type: "lost", player: turn.player, points: turnTotal(held, state.options) });
    return accept(finishTurn({ ...state, turn: held }, events));
  }
  return accept({ ...state, turn: { ...held, thrown: [...dice], picked: [] }, log: [...state.log, ...events] });
}

/** Sets aside the clicked dice of the throw on the table; they join any already picked from it. */
export function setAside(state: State, indices: readonly number[]): MoveResult<State> {
  const turn = state.turn;
  if (state.winners) return refuse("The game is over");
  if (!turn) return refuse("The roll-off for the last seat comes first");
  if (!turn.thrown) return refuse("Throw the dice first");
  if (indices.length === 0) return refuse("Pick at least one die to set aside");
  const seen = new Set<number>();
  for (const i of indices) {
    if (!Number.isInteger(i) || i < 0 || i >= turn.thrown.length) return refuse("That die is not on the table");
    if (seen.has(i) || turn.picked.includes(i)) return refuse("That die is already set aside");
    seen.add(i);
  }
  const picked = [...turn.picked, ...indices];
  const next: FiveThousandTurn = { ...turn, picked };
  const fromThrow = pickedDice(next);
  // Without recombine a group stands alone; with it, the whole cycle's pool must score together.
  const judged = scoreSelection(state.options.recombine ? [...pool(turn), ...fromThrow] : fromThrow);
  if (!judged.valid) return refuse(`Those dice don't score: ${judged.reason}`);

  const total = turnTotal(next, state.options);
  const added = indices.map((i) => turn.thrown![i]);
  const event: FiveThousandEvent = { type: "set-aside", player: turn.player, dice: added, turnTotal: total };
  return accept({ ...state, turn: next, log: [...state.log, event] });
}

/** Banks the turn's total into the player's score and passes the dice on. */
export function bank(state: State): MoveResult<State> {
  const turn = state.turn;
  if (state.winners) return refuse("The game is over");
  if (!turn) return refuse("The roll-off for the last seat comes first");
  if (!turn.thrown) return refuse("Throw the dice first");
  if (turn.picked.length === 0) return refuse("Set aside the dice you score before banking");
  if (mustThrowAgain(turn)) return refuse("You must throw all six again: hot dice");
  const total = turnTotal(turn, state.options);
  const minimum = state.options.minimumToBank;
  if (total < minimum) return refuse(`You need at least ${minimum} to bank; this turn has ${total}`);

  const player = turn.player;
  const score = state.players[player].score + total;
  const events: FiveThousandEvent[] = [{ type: "bank", player, points: total, score }];
  const target = state.options.target;
  if (score >= target && state.players.every((p) => p.score < target) && state.players.length > 1) {
    events.push({ type: "final-round", player, target });
  }
  const players = withPlayer(state, player, { score });
  return accept(finishTurn({ ...state, players }, events));
}

