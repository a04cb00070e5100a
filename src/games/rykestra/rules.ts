// Rykestra's in-app rules page, in the project's own words, with the table's rulings.
import type { RulesPage } from "../rules-page";

export const RYKESTRA_RULES: RulesPage = {
  game: "Rykestra",
  summary:
    "A dexterity dice game for 3 to 5 players. Each player throws two ten-sided dice onto a square mat; " +
    "where a die lands and which way its top face points decide which other dice it captures. " +
    "Captured dice score points; after three rounds the highest total wins.",
  sections: [
    {
      heading: "What is on the table",
      paragraphs: [
        "- The mat: a 30 cm square without walls, split into four square sectors. Dice can fall off its edges.",
        "- Standard board: two red and two blue sectors, like a chequerboard. Its sector dice are a chance cube (three red faces, three blue) and a Kinzo die (faces 1, 1, 2, 2, 3, 3).",
        "- Corellian board: the four sectors carry the numerals Flask (2), Crown (3), Compass (4) and Eye (5). Its sector die is the Hazard die: faces 2, 3, 4, 5 and two voids.",
        "- Every player has two D10s in a colour of their own. Faces read 1 to 9 and 0; a 0 is worth 10 in every way.",
        "The app keeps score and plays the scorekeeper.",
      ],
    },
    {
      heading: "A round, step by step",
      paragraphs: [
        "1. Sector dice. They are thrown in the small tray beside the mat, so they never touch the D10s. On the standard board the cube's colour picks the two bonus sectors and the Kinzo value is the bonus; the Kinzo die then stays on the mat as a marker in one of those two sectors. It can be bumped, but it is never captured and never scores. On the Corellian board the Hazard value names the one bonus sector, worth +2; a void means no bonus sector, and every capture this round scores 1 less.",
        "2. Throws. Starting with this round's first player and going round the table, each player throws one D10 from their hand, from their own side of the mat, until nobody holds a die.",
        "3. After every throw, once the dice are still: any die of the thrower's that is off the mat (the one just thrown or the one already lying there) is out for the round. An opponent's die knocked off the mat goes back to its owner, who throws it again on their next turn. Any die left tilted against something (cocked) goes back to its owner's hand in the same way, the thrower's own too. Players with an empty hand are skipped; the round goes on until every hand is empty.",
        "4. Captures. The dice act by value, lowest first: 1, 2, … 9 and finally 0. Each die takes every opponent's die inside its capture zone that is worth the same or less. A taken die leaves the mat at once, so it cannot be taken again or act later.",
        "5. Scoring. A capture scores the taken die's worth (a 0 scores 10), plus the round's bonus if the taken die lies in a bonus sector, minus 1 in a void round (a capture never scores below 0).",
      ],
    },
    {
      heading: "The capture zone",
      paragraphs: [
        "A D10 lying flat shows a kite-shaped face. Its sharp end (the top point) is the die's pole; the two side corners are the bottom corners.",
        "Draw a line from the top point through each bottom corner. The zone is the wedge between those two lines beyond the bottom corners: it starts at the edge joining the bottom corners and widens away from the top point, out to the mat's edges.",
        "A die is in a zone when its centre is. The zone is closed: a centre exactly on one of the lines, or on the edge joining the bottom corners, is inside.",
        "The source's drawing of the zone is lost. Players who remember it the other way round can choose the mirror reading (see options).",
      ],
    },
    {
      heading: "Dice of the same value, and contested dice",
      paragraphs: [
        "All dice of one value act at the same moment, each judging the mat as it was when that value's turn began. Two equal dice in each other's zones therefore take each other.",
        "When several dice of the same value could take one die, the one whose centre is nearest to it takes it (the capture replay shows both distances). If the distances are exactly equal, the die of the player earlier in this round's throwing order takes it. When the two equally near dice are both yours, the one that scores you more takes it, as you would choose at a real table: with the bonus going by the capturing die's sector, the one lying in a bonus sector.",
        "You never capture your own dice, and a die that is off the mat neither captures nor can be captured.",
      ],
    },
    {
      heading: "Rounds and winning",
      paragraphs: [
        "A game has three rounds. Each new round starts one seat to the left of the previous round's first player.",
        "After the third round the highest total wins. Equal totals share the win.",
      ],
    },
    {
      heading: "Table rulings",
      paragraphs: [
        "- The Kinzo marker: the round's first player chooses which of the two bonus sectors holds it; if they leave it to the app it goes to the northern one.",
        "- A die lying exactly on a line between sectors counts as lying in the sector east or south of that line.",
        "- A die is off the mat when its centre is outside the mat's square; a centre exactly on the edge is still on.",
        "- A die counts as cocked when it rests tilted against something instead of lying flat on a face.",
        "- A D10 still moving when the table stops waiting for it (twelve seconds after the throw) counts as cocked: it goes back to its owner's hand.",
        "- The round's first player throws the sector dice into the side tray for the scorekeeper. A sector die that lands cocked there is nudged until it lies flat, and thrown again if two nudges do not settle it.",
        "- Dice out of play for the round are set down in a rack beside the mat, where they take no part.",
      ],
    },
    {
      heading: "Options",
      paragraphs: [
        "- Board: standard (red and blue sectors, chance cube and Kinzo die; the default) or Corellian (numbered sectors and the Hazard die).",
        "- Both dice at once: each turn a player throws every die in hand together instead of one at a time. Off by default.",
        "- Capture zone reading: standard (the wedge opens beyond the bottom corners; the default) or mirror (the same two lines crossed at the top point, with the wedge opening beyond the top point).",
        "- Bonus sector: by default the bonus depends on where the captured die lies; the table may decide it by where the capturing die lies instead.",
      ],
    },
  ],
};
