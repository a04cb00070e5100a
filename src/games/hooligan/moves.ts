// Hooligan's moves. Each takes the state and the player's input and returns the next state or
// a refusal; dice values are always handed in, the rules never roll.
import { accept, refuse, type MoveResult } from "../move-result";
import {
  canJoinStraight,
  categoryLabel,
  categoryPoints,
  DICE,
  HOOLIGAN_POINTS,
  isCategory,
  isStraight,
  ROUNDS,
  THROWS_PER_TURN,
  type HooliganCategory,
} from "./categories";
import {
  diceToThrow,
  openTurn,
  startPlay,
  totals,
  type HooliganEvent,
  type HooliganState,
  type HooliganTurn,
} from "./state";

const validFaces = (values: readonly number[]) => values.every((v) => Number.isInteger(v) && v >= 1 && v <= 6);

/** A throw: the values of exactly the dice being thrown (all five, or those not set aside). */
export function throwDice(state: HooliganState, values: readonly number[]): MoveResult<HooliganState> {
  if (state.phase === "over") return refuse("The game is over.");
  if (!validFaces(values)) return refuse("Each die must read a whole number from 1 to 6.");
  const expected = diceToThrow(state);
  if (state.phase === "rolloff") {
    if (values.length !== expected) return refuse(`Throw all ${DICE} dice for the starting order.`);
    return accept(rollOffThrow(state, values));
  }
  const turn = state.turn!;
  if (expected === 0) return refuse("No throws are left this turn: choose a box.");
  if (values.length !== expected) {
    return refuse(
      expected === DICE
        ? `Throw all ${DICE} dice.`
        : `Throw exactly ${expected} dice: the other ${DICE - expected} are set aside.`,
    );
  }
  const log: HooliganEvent[] = [...state.log];
  // Without a choice the earlier throw counts for nothing: all five go again.
  if (turn.throwsMade > 0 && turn.chosen === null) log.push({ type: "throw-discarded", player: turn.player });
  const throwingAll = expected === DICE;
  const queue = [...values];
  const dice = throwingAll ? [...values] : turn.dice.map((d, i) => (turn.setAside[i] ? d : queue.shift()!));
  const thrown: HooliganTurn = {
    ...turn,
    throwsMade: turn.throwsMade + 1,
    dice,
    setAside: throwingAll ? Array(DICE).fill(false) : turn.setAside,
  };
  log.push({ type: "throw", player: turn.player, throwNumber: thrown.throwsMade, values: [...values], dice });
  const next = { ...state, turn: thrown, log };

  const sheet = state.sheets[turn.player];
  if (thrown.throwsMade === 1 && sheet.H === null && (turn.chosen === null || turn.chosen === "H") && isStraight(dice)) {
    return accept(finishTurn(next, "H", HOOLIGAN_POINTS, [{ type: "hooligan", player: turn.player }]));
  }
  if (thrown.chosen === null) return accept(next);
  return accept(afterChoice(next));
}

/** Picks an empty category after a throw; after the third throw this also scores it. */
export function choose(state: HooliganState, category: HooliganCategory): MoveResult<HooliganState> {
  if (state.phase !== "playing" || !state.turn) return refuse("A box is chosen during a turn.");
  const turn = state.turn;
  if (!isCategory(category)) return refuse("Choose one of 1, 2, 3, 4, 5, 6 or H.");
  if (turn.chosen !== null) {
    return refuse(`${categoryLabel(turn.chosen)} is already chosen for this turn.`);
  }
  if (turn.throwsMade === 0) return refuse("Throw first: a box is chosen after a throw.");
  if (state.sheets[turn.player][category] !== null) {
    return refuse(`${categoryLabel(category)} is already filled on your sheet.`);
  }
  const chosen: HooliganState = {
    ...state,
    turn: { ...turn, chosen: category },
    log: [...state.log, { type: "choose", player: turn.player, category, automatic: false }],
  };
  return accept(afterChoice(chosen));
}

/** With Hooligan chosen: sets aside the dice at these positions (0–4) towards a straight. */
export function keep(state: HooliganState, positions: readonly number[]): MoveResult<HooliganState> {
  if (state.phase !== "playing" || !state.turn) return refuse("Dice are kept during a turn.");
  const turn = state.turn;
  if (turn.chosen === null) return refuse("Choose a box before setting dice aside.");
  if (turn.chosen !== "H") {
    return refuse(`With ${categoryLabel(turn.chosen)} chosen, the dice showing it are set aside for you.`);
  }
  if (turn.throwsMade === 0 || turn.throwsMade >= THROWS_PER_TURN) return refuse("Dice are kept between throws.");
  if (positions.length === 0) return refuse("Name at least one die to keep.");
  if (new Set(positions).size !== positions.length) return refuse("Name each die once.");
  if (!positions.every((p) => Number.isInteger(p) && p >= 0 && p < DICE)) return refuse("Dice positions run from 0 to 4.");
  if (positions.some((p) => turn.setAside[p])) return refuse("That die is already set aside.");
  const kept = [...turn.setAside.flatMap((s, i) => (s ? [turn.dice[i]] : [])), ...positions.map((p) => turn.dice[p])];
  if (!canJoinStraight(kept)) {
    return refuse("Those dice cannot all be part of one straight: keep different values, never both 1 and 6.");
  }
  return accept({
    ...state,
    turn: { ...turn, setAside: turn.setAside.map((s, i) => s || positions.includes(i)) },
    log: [...state.log, { type: "set-aside", player: turn.player, positions: [...positions].sort((a, b) => a - b) }],
  });
}

/** Stops throwing and scores the chosen category with the dice as they lie (and any bonus dice). */
export function score(state: HooliganState): MoveResult<HooliganState> {
  if (state.phase !== "playing" || !state.turn) return refuse("There is no turn to score.");
  const turn = state.turn;
  if (turn.chosen === null) return refuse("Choose a box first.");
  if (turn.throwsMade === 0) return refuse("Throw at least once before scoring.");
  return accept(finishTurn(state, turn.chosen, categoryPoints(turn.chosen, turn.dice, turn.banked)));
}

/**
 * What follows once a category is chosen and the dice lie: set aside a chosen number, bank five
 * of a kind for a bonus throw, end a made Hooligan, and score after the third throw.
 */
function afterChoice(state: HooliganState): HooliganState {
  const turn = state.turn!;
  const chosen = turn.chosen!;
  if (turn.dice.length === 0) return state;
  if (chosen === "H") {
    if (isStraight(turn.dice) || turn.throwsMade >= THROWS_PER_TURN) {
      return finishTurn(state, "H", categoryPoints("H", turn.dice));
    }
    return state;
  }
  if (turn.throwsMade >= THROWS_PER_TURN) return finishTurn(state, chosen, categoryPoints(chosen, turn.dice, turn.banked));
  const log = [...state.log];
  const newlyAside = turn.dice.flatMap((d, i) => (d === chosen && !turn.setAside[i] ? [i] : []));
  const setAside = turn.dice.map((d) => d === chosen);
  if (setAside.every(Boolean)) {
    // Five of the chosen number after the first or second throw: bank them, throw all five again.
    const banked = turn.banked + DICE;
    log.push({ type: "bonus", player: turn.player, banked });
    return { ...state, turn: { ...turn, banked, dice: [], setAside: Array(DICE).fill(false) }, log };
  }
  if (newlyAside.length > 0) log.push({ type: "set-aside", player: turn.player, positions: newlyAside });
  return { ...state, turn: { ...turn, setAside }, log };
}

function finishTurn(
  state: HooliganState,
  category: HooliganCategory,
  points: number,
  before: readonly HooliganEvent[] = [],
): HooliganState {
  const player = state.turn!.player;
  const sheets = state.sheets.map((s, i) => (i === player ? { ...s, [category]: points } : s));
  const log: HooliganEvent[] = [...state.log, ...before, { type: "scored", player, category, points }];
  let turnInRound = state.turnInRound + 1;
  let round = state.round;
  if (turnInRound === state.players.length) {
    turnInRound = 0;
    round += 1;
  }
  const scored: HooliganState = { ...state, sheets, log, turnInRound, round, turn: null };
  if (round > ROUNDS) {
    const all = totals(scored);
    const best = Math.max(...all);
    const winners = all.flatMap((t, i) => (t === best ? [i] : []));
    return {
      ...scored,
      round: ROUNDS,
      phase: "over",
      winners,
      log: [...log, { type: "game-over", winners, totals: all }],
    };
  }
  return openTurn(scored);
}

/** One roll-off throw; when everyone in this pass has thrown, the highest sum starts or the tied throw again. */
function rollOffThrow(state: HooliganState, values: readonly number[]): HooliganState {
  const rollOff = state.rollOff!;
  const player = rollOff.contenders[rollOff.sums.length];
  const sum = values.reduce((a, b) => a + b, 0);
  const sums = [...rollOff.sums, sum];
  const log: HooliganEvent[] = [...state.log, { type: "rolloff-throw", player, values: [...values], sum }];
  if (sums.length < rollOff.contenders.length) return { ...state, rollOff: { ...rollOff, sums }, log };
  const best = Math.max(...sums);
  const leaders = rollOff.contenders.filter((_, i) => sums[i] === best);
  if (leaders.length === 1) return startPlay({ ...state, log }, leaders[0]);
  return {
    ...state,
    rollOff: { contenders: leaders, sums: [] },
    log: [...log, { type: "rolloff-tie", players: leaders, sum: best }],
  };
}
