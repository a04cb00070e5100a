// The Hodrudda table session: keeps the two spike dice in the thrower's colour, turns each
// settled throw into throwSpikes, lets computer seats play after a short visible pause, and
// offers the person at the table their throw and their Winkee.
import { useCallback, useEffect, useRef, useState } from "react";
import {
  newGame,
  throwSpikes,
  winkee,
  type HodruddaEvent,
  type HodruddaState,
} from "../../games/hodrudda";
import type { MoveResult } from "../../games/move-result";
import { hodruddaSeatStep } from "../../bots/hodrudda-seat";
import type { TableController } from "../../scene/table-controller";
import type { DieSpec } from "../../scene/table-types";
import type { PlayerSpec } from "../game-kit";
import { useThrowReader, type ThrowReading } from "./throw-watcher";

export const SPIKE_IDS = ["spike-1", "spike-2"] as const;
/** How long a computer seat visibly "thinks" before it acts. */
export const COMPUTER_PAUSE_MS = 900;

export interface Banner {
  readonly text: string;
  readonly tone: "bust" | "win" | "stand";
  /** Changes with every banner, so the same words twice still show again. */
  readonly key: number;
}

const spikeSpecs = (seat: PlayerSpec): DieSpec[] =>
  SPIKE_IDS.map((id, i) => ({
    id,
    kind: "spike",
    colour: seat.colour.body,
    ink: seat.colour.ink,
    name: `Spike die ${i + 1}`,
  }));

/** The announcement a change of the game deserves, from the events it added: the weightiest one. */
function bannerFor(events: readonly HodruddaEvent[]): Omit<Banner, "key"> | null {
  const find = <T extends HodruddaEvent["type"]>(type: T) => events.find((e) => e.type === type);
  const win = find("win");
  if (win) return { text: win.text, tone: "win" };
  const carry = find("carry");
  if (carry) return { text: carry.text, tone: "bust" };
  const bust = find("bust");
  if (bust) return { text: bust.text, tone: "bust" };
  const stand = find("winkee");
  if (stand) return { text: stand.text, tone: "stand" };
  return null;
}

export function useHodruddaTable(controller: TableController, seats: readonly PlayerSpec[], first: HodruddaState) {
  const [game, setGameState] = useState(first);
  const gameRef = useRef(game);
  /** The moment ("game:log length") at which the person who may call Winkee let it ride. */
  const [passedAt, setPassedAt] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [banner, setBanner] = useState<Banner | null>(null);
  const computer = seats.map((s) => s.computer);

  const apply = useCallback((result: MoveResult<HodruddaState>) => {
    if (!result.ok) {
      setNote(result.reason);
      return false;
    }
    const before = gameRef.current;
    gameRef.current = result.state;
    setGameState(result.state);
    setNote(null);
    const added = result.state.game === before.game ? result.state.log.slice(before.log.length) : [];
    const b = bannerFor(added);
    if (b) setBanner({ ...b, key: Date.now() });
    return true;
  }, []);

  /** Puts both spike dice in the hand of `player`, in their colour. */
  const gather = useCallback(
    (player: number) => {
      controller.setDice(spikeSpecs(seats[player]));
      const away = SPIKE_IDS.filter((id) => !controller.state.inHand.includes(id));
      if (away.length > 0) controller.toHand(away);
    },
    [controller, seats],
  );

  const onRead = useCallback(
    ({ dice }: ThrowReading) => {
      const values = dice.map((d) => d.value);
      if (values.length !== 2 || values.some((v) => v === null)) {
        setNote("Both spike dice must land in the tray: throw them again.");
        return;
      }
      apply(throwSpikes(gameRef.current, [values[0]!, values[1]!]));
    },
    [apply],
  );
  const reader = useThrowReader(controller, onRead, setNote);

  const momentOf = (g: HodruddaState) => `${g.game}:${g.log.length}`;
  const callerPassed = passedAt === momentOf(game);
  const step = hodruddaSeatStep(game, computer, callerPassed);
  const personThrows = step?.kind === "person" && reader === "idle";

  // The dice start in the first thrower's hand.
  useEffect(() => {
    gather(first.current);
  }, [gather, first.current]);

  // Only a person due to throw may pick the dice up: from the hand, or off the felt.
  useEffect(() => {
    controller.setLocked(!personThrows);
    controller.setThrowable(personThrows ? [...SPIKE_IDS] : []);
  }, [controller, personThrows]);

  // Picking one die up off the felt gathers the other into the same hand.
  useEffect(
    () =>
      controller.store.subscribe((s, prev) => {
        if (!s.holding || prev.holding) return;
        const away = SPIKE_IDS.filter((id) => id !== s.holding && !s.inHand.includes(id));
        controller.setDice(spikeSpecs(seats[gameRef.current.current]));
        if (away.length > 0) controller.toHand(away);
      }),
    [controller, seats],
  );

  // Computer seats act after a pause in which the table shows whose move it is.
  const stepKey = step ? `${step.kind}:${step.player}` : "none";
  useEffect(() => {
    if (reader !== "idle" || !step || (step.kind !== "throw" && step.kind !== "winkee")) return;
    const at = game;
    const timer = window.setTimeout(() => {
      if (gameRef.current !== at) return;
      if (step.kind === "winkee") apply(winkee(at));
      else {
        gather(step.player);
        controller.throwForMe([...SPIKE_IDS], undefined, "bot");
      }
    }, COMPUTER_PAUSE_MS);
    return () => window.clearTimeout(timer);
    // stepKey names the step; the object itself is rebuilt every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [game, stepKey, reader, apply, gather, controller]);

  const personThrow = (how: "auto" | "aimed") => {
    if (!personThrows) return;
    gather(gameRef.current.current);
    if (how === "auto") controller.throwForMe([...SPIKE_IDS]);
    else controller.throwAimed([...SPIKE_IDS]);
  };

  return {
    game,
    step,
    reader,
    note,
    banner,
    personThrows,
    throwForMe: () => personThrow("auto"),
    throwAimed: () => personThrow("aimed"),
    callWinkee: () => {
      const g = gameRef.current;
      if (g.caller === null || computer[g.caller] || reader !== "idle") return;
      apply(winkee(g));
    },
    letItRide: () => setPassedAt(momentOf(gameRef.current)),
    nextGame: () => {
      if (apply(newGame(gameRef.current))) {
        setBanner(null);
        gather(gameRef.current.current);
      }
    },
  };
}
