import type { RulesPage } from "../rules-page.ts";

export const hodruddaRules: RulesPage = {
  game: "Hodrudda",
  summary:
    "A duelling game for two or more players with a pair of spike dice. Creep towards 30 one throw at a time: land on it exactly and you win on the spot, pass it and you are out.",
  sections: [
    {
      heading: "Equipment and stakes",
      paragraphs: [
        "Two spike dice: six-sided dice marked with Corellian glyphs worth 1 to 6.",
        "Before each game every player pays the agreed ante into the pot (one chip unless the table sets another stake: any whole number of chips, or none for a game just for fun). The winner takes the whole pot.",
      ],
    },
    {
      heading: "Taking turns",
      paragraphs: [
        "Turns go round the table. On your turn you throw both dice once and add them to your running total; then the dice pass on.",
        "- Double 1 is Zilla Spikes: you are bust at once, whatever your total.",
        "- Going past 30 makes you bust.",
        "- Landing on exactly 30 wins the game and the pot immediately.",
        "A bust player takes no further part in the game.",
      ],
    },
    {
      heading: "Calling Winkee",
      paragraphs: [
        "Straight after one of your throws, before the next player throws, you may call Winkee. You stand on your total and throw no more this game. If the next throw is made before you call, you carry on.",
        "The game ends when every player has either stood or gone bust. The highest total among those who stood wins.",
        "There are no shared wins: a player who calls Winkee later has to beat an earlier caller's total, so on equal totals the one who stood first wins.",
      ],
    },
    {
      heading: "When everyone goes bust",
      paragraphs: [
        "If nobody is left standing, nobody wins. The pot stays on the table and is added to the next game's pot, on top of that game's antes.",
      ],
    },
    {
      heading: "Our table's choices",
      paragraphs: [
        "- The app keeps the score slate, so nobody needs to act as scorekeeper.",
        "- You cannot call Winkee before your first throw of a game.",
        "- A player still throwing keeps going even when everyone else is bust: the game ends only once they stand, bust or reach 30.",
        "- Each new game, the first throw moves one seat round the table.",
        "- Only dice lying flat on the tray's felt count. A die that comes to rest leaning on a wall or on the other die is nudged until it lies flat; one that keeps leaning, or jumps out of the tray, is thrown again.",
        "- When a computer player is due to throw straight after you, it waits until you call Winkee or let the dice ride on, so your chance to stand is never taken by a quick hand.",
      ],
    },
  ],
};
