// Five Thousand in words: the one place a logged event becomes a sentence, made from the
// event's own data and the players' names ("You" is spoken to: "you lose the turn's 150").
import { midSentence, possessive, verb, winnersWords } from "../player-words.ts";
import type { FiveThousandEvent, FiveThousandState } from "./state.ts";

export const showDice = (dice: readonly number[]) => dice.join(" ");


/** The winners of a finished game, by their shared top score. */
export const winnersText = (state: FiveThousandState, winners: readonly number[]): string =>
  winnersWords(
    winners.map((i) => state.players[i].name),
    `with ${state.players[winners[0]].score}`,
  );

/** The sentence for one event; `names` by seat. */
export function eventText(event: FiveThousandEvent, names: readonly string[]): string {
  switch (event.type) {
    case "roll-off":
      return `${names[event.player]} threw ${event.value} for the last seat`;
    case "roll-off-tie": {
      const tied = event.players.map((p, k) => (k === 0 ? names[p] : midSentence(names[p]))).join(" and ");
      return `${tied} tie on ${event.value} and throw again`;
    }
    case "order": {
      const last = names[event.order[event.order.length - 1]];
      const first = names[event.order[0]];
      return `${last} ${verb(last, "goes", "go")} last; ${midSentence(first)} ${verb(first, "starts", "start")}`;
    }
    case "throw":
      return `${names[event.player]} threw ${showDice(event.dice)}`;
    case "set-aside":
      return `${names[event.player]} set aside ${showDice(event.dice)}: turn ${event.turnTotal}`;
    case "hot-dice": {
      const name = names[event.player];
      return `Hot dice: ${midSentence(name)} ${verb(name, "throws", "throw")} all six again on ${event.turnTotal}`;
    }
    case "bank":
      return `${names[event.player]} banked ${event.points}: total ${event.score}`;
    case "lost": {
      const name = names[event.player];
      return event.points > 0
        ? `Nothing scores: ${midSentence(name)} ${verb(name, "loses", "lose")} the turn's ${event.points}`
        : `Nothing scores: ${midSentence(possessive(name))} turn ends`;
    }
    case "final-round":
      return `${names[event.player]} reached ${event.target}: the round is played out so everyone has the same number of turns`;
    case "over":
      return winnersWords(
        event.winners.map((i) => names[i]),
        `with ${event.score}`,
      );
  }
}

/** The game's log as sentences, oldest first. */
export const logLines = (state: FiveThousandState): string[] => {
  const names = state.players.map((p) => p.name);
  return state.log.map((e) => eventText(e, names));
};
