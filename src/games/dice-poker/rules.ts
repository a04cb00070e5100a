import type { RulesPage } from "../rules-page";

export const dicePokerRules: RulesPage = {
  game: "Dice Poker",
  summary:
    "Two or three sides throw five dice like a poker hand and cover matching squares of a 7 × 7 board with their chips. Five in a line is a run; the first side with two runs wins.",
  sections: [
    {
      heading: "Sides and chips",
      paragraphs: [
        "Play as two or three sides. A side is one player or a team; teams are all the same size, and from 2 to 12 people can play.",
        "Each side has its own colour of chips: 50 each when two sides play, and 35 for the third side when there are three.",
      ],
    },
    {
      heading: "The board",
      paragraphs: [
        "The board has 49 squares. The centre square is free: it belongs to every side for making a run, and nobody ever puts a chip on it.",
        "Each of the other 48 squares shows a combination, and each combination appears on exactly two squares: a pair, three or four of each number from 1 to 6, two pair, full house, low straight (1-2-3-4-5), high straight (2-3-4-5-6), Lucky 7 and Lucky 11.",
        "The printed board's layout is not known to us, so this table uses its own: the two squares of a combination never touch and never share a row or a column.",
      ],
    },
    {
      heading: "Who starts",
      paragraphs: [
        "Each side throws one die; the highest starts. Sides tied on the highest throw again.",
        "Turns then alternate between the sides, going round in order. Inside a team the players take the team's turns one after another.",
      ],
    },
    {
      heading: "A turn",
      paragraphs: [
        "Throw all five dice. You may then throw again any one to five of them, and do so once more: three throws at most. Dice you left alone last time may be thrown the next time.",
        "When you stop, your hand counts as its single best combination, from the top: five of a kind, four of a kind, full house, straight, three of a kind, two pair, one pair. A full house therefore counts only as a full house, never as three of a kind or a pair.",
        "Put one chip on an open square showing that combination. If both of its squares are already covered your turn ends with no chip; so does a hand with neither a pair nor a straight.",
      ],
    },
    {
      heading: "Special squares and hands",
      paragraphs: [
        "- Lucky 7 and Lucky 11: when your five dice add up to 7 or to 11, you may take that Lucky square instead of your combination's square.",
        "- Five of a kind is wild: take any open square on the board.",
        "- Bouncer: once all four straight squares (low and high together) are covered, any further straight is a Bouncer; likewise any full house once both full house squares are covered. Instead of placing, a Bouncer removes one opponent's chip from the board, as long as that chip is not in a completed run.",
      ],
    },
    {
      heading: "Runs and winning",
      paragraphs: [
        "A run is five squares in a straight line — along a row, down a column or on a diagonal — all covered by your side's chips, where the free centre counts as yours. Any five in a row on the 7-wide board will do.",
        "Chips in a completed run are safe for the rest of the game.",
        "A second run needs four chips of its own that are not in your first run. The free centre is not a chip: a line through the centre may cross your first run there and nowhere else, while a line away from the centre may share one chip with it. Adding chips to the end of a run never turns it into a new one.",
        "The first side with two runs wins at once.",
      ],
    },
    {
      heading: "How this table rules",
      paragraphs: [
        "- The board layout is our own design (see The board).",
        "- Two runs crossing on the free centre share no chip, so both count; a line through the centre that also shares a chip with your first run has only three chips of its own and is not a run.",
        "- One chip that completes two runs at once wins straight away.",
        "- A chip removed by a Bouncer goes back to its owner's supply.",
        "- A side that has used all its chips places nothing more; its hands can still be Bouncers.",
        "- If your hand offers a square or a Bouncer, you must take one of them.",
        "- Your hand is read when you choose to stop, or after the third throw.",
        "- Dice you keep between throws wait in the rack in front of the tray, so a re-throw can never disturb them.",
        "- A die that comes to rest leaning on a wall or another die is nudged until it lies flat; one that keeps leaning, or jumps out of the tray, is thrown again.",
        "- When the roll-off is between teams, each team's first player throws its die.",
      ],
    },
  ],
};
