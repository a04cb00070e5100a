import type { RulesPage } from "../rules-page.ts";

export const fiveThousandRules: RulesPage = {
  game: "Five Thousand",
  summary:
    "A push-your-luck game with six dice for any number of players. Build up points within a turn by setting scoring dice aside and throwing the rest; stop in time to keep them. The first to 5000 ends the game, but only once the round is complete.",
  sections: [
    {
      heading: "What scores",
      paragraphs: [
        "Dice only combine with other dice from the same throw.",
        "- A single 1: 100. A single 5: 50.",
        "- Three of a kind: three 1s are worth 1000; three 2s 200, three 3s 300, three 4s 400, three 5s 500, three 6s 600.",
        "- Four or five of a kind count as three of a kind plus extra dice; the extras add something only if they are 1s (100 each) or 5s (50 each).",
        "Combinations of all six dice, thrown together:",
        "- Three different pairs: 1500.",
        "- Two sets of three: 1500.",
        "- A run 1-2-3-4-5-6: 2000.",
        "- Six of a kind: 5000.",
        "When the same dice can be counted two ways, they count the better way: 1-1-1-6-6-6 is 1000 + 600 = 1600 rather than 1500.",
      ],
    },
    {
      heading: "A turn",
      paragraphs: [
        "Throw all six dice. Choose one or more scoring dice and set them aside; every die you set aside has to be part of a scoring combination from that throw (a lone 3, or a fourth 2 beside three 2s, cannot be taken). You may set aside more dice of the same throw before deciding.",
        "Then either bank the points of the turn, adding them to your score, or throw the dice you still hold to try for more.",
        "If a throw contains nothing that scores, the turn ends and every point gathered in it is lost.",
        "Hot dice: once all six dice are set aside in a turn, you have to throw all six again. If that throw scores, carry on as before (bank, or keep going); if not, the turn's points are lost.",
        "The one exception is a six-dice combination: when the six dice of a single throw are set aside together as three pairs, two sets of three, 1-2-3-4-5-6 or six of a kind, you may bank at once, or throw all six again if you dare.",
        "Six dice of one throw that score only as smaller combinations, such as 1-1-1-1-5-5 (three 1s, a 1 and two 5s), are hot dice like any other: throw all six again.",
      ],
    },
    {
      heading: "Order of play and the end",
      paragraphs: [
        "Going last is an advantage, so a roll-off decides who sits there: every player throws one die, and the highest goes last. Players tied on the highest throw again among themselves until one is left. Play then runs round the table starting with the player after the winner, who ends every round.",
        "Once any player has 5000 or more, the current round is finished, so that everybody has had the same number of turns. Then the highest score wins; equal highest scores share the win.",
        "A solo player simply plays until reaching 5000.",
      ],
    },
    {
      heading: "Table options",
      paragraphs: [
        "- Recombine (off unless chosen): dice set aside earlier in the turn may be counted together with dice set aside later, so a 1 kept from the first throw and two 1s from the next make three 1s (1000), and a run or three pairs can be built over several throws. Every set-aside die must still be part of a combination. After hot dice the six fresh dice start a new set.",
        "- Minimum to bank (0 unless chosen; 350 is the usual figure): a turn can be banked only once it totals at least this much; below it you must keep throwing.",
        "- Play to (5000 unless chosen): a lower target such as 1000 makes a quick game; the round is still finished once someone reaches it. The target is a whole number, at least 50, the least a turn can bank.",
      ],
    },
    {
      heading: "Our table's choices",
      paragraphs: [
        "- Dice you set aside leave the tray for the rack in front of it and stay there, in the order you took them, until the turn ends or hot dice send all six back into your hand.",
        "- All the dice you set aside from one throw count as one group, whether you take them in one go or a few at a time; so three pairs taken from one throw in two goes are still the six-dice combination.",
        "- Click dice on the table (or their buttons beside it) to choose them; the points they would add, or the reason they cannot be taken, show before you commit. Bank or Throw the rest sets the chosen dice aside first.",
        "- Only dice lying flat on the tray's felt count. A die that comes to rest leaning on a wall or another die is nudged until it lies flat; one that keeps leaning, or jumps out of the tray, is thrown again.",
        "- The roll-off is thrown with a real die in each player's colour; each die waits in the rack showing its number until the order is settled.",
      ],
    },
  ],
};
