import type { RulesPage } from "../rules-page";

export const hooliganRules: RulesPage = {
  game: "Hooligan",
  summary:
    "A quick score-sheet game for any number of players with five dice. Over seven rounds each player fills the seven boxes of a score sheet — one box a round — and the biggest total wins.",
  sections: [
    {
      heading: "The score sheet",
      paragraphs: [
        "Every player has seven boxes: 1, 2, 3, 4, 5, 6 and H (for Hooligan).",
        "- A number box scores that number for every die showing it: three 5s in the 5 box are worth 15.",
        "- The H box is worth 20 for a straight, 1-2-3-4-5 or 2-3-4-5-6. Go for it and miss, and it holds 0 for good.",
        "Each round you fill exactly one empty box, so after seven rounds your sheet is full.",
      ],
    },
    {
      heading: "Who starts",
      paragraphs: [
        "Everyone throws all five dice once. The highest total goes first and play then passes clockwise. Players tied for the highest total throw again, among themselves only, until one is ahead.",
        "A player on their own simply starts.",
      ],
    },
    {
      heading: "Your turn",
      paragraphs: [
        "You have up to three throws. Start by throwing all five dice.",
        "- A straight on your very first throw, while your H box is still empty, is a Hooligan: 20 points go straight into H and your turn is over.",
        "- After any throw you may pick one of your empty boxes to play for. Pick a number and the dice showing it are set aside for you; set-aside dice stay put for the rest of the turn. Throw the others, set aside any new dice showing your number, and throw what is left once more.",
        "- Pick H and you decide which dice to keep towards a straight (different values, never both a 1 and a 6). Kept dice are never thrown again. Complete the straight within your three throws for 20; otherwise H scores 0.",
        "- If you pick nothing, your next throw uses all five dice and the throw you passed on counts for nothing.",
        "- After the third throw you must pick an empty box and score it, even if that means a zero.",
        "Once you have picked a box you may also stop early and score what you have.",
      ],
    },
    {
      heading: "The bonus",
      paragraphs: [
        "If after your first or second throw all five dice show the number you are playing for, those five are banked and you throw all five dice again. Every die showing your number in the later throws scores as well. With the bonus twice in a turn you can score as many as 15 dice.",
      ],
    },
    {
      heading: "The last round",
      paragraphs: [
        "If your H box is still empty in the seventh round it is the only box left, so you must go for the straight: the table picks H for you before your first throw.",
        "In the same way, whatever single box is left in the seventh round is chosen for you at the start of your turn.",
      ],
    },
    {
      heading: "Winning",
      paragraphs: ["After seven rounds add up your boxes. The highest total wins; players level on the top total share the win."],
    },
    {
      heading: "How this table rules",
      paragraphs: [
        "- Playing for a number, every die that shows it is set aside automatically — setting aside fewer could never help.",
        "- A straight completed after the first throw while playing for H scores 20 at once; there is nothing left to throw for.",
        "- Stopping early is allowed once a box is picked; an H attempt stopped without a straight scores 0.",
        "- Right after a bonus the banked five count even if you stop there.",
        "- Dice you set aside leave the tray and wait in the rack beside it, so later throws can never knock them over.",
        "- A die that comes to rest leaning on a wall or another die is nudged until it lies flat; one that keeps leaning, or jumps out of the tray, is thrown again. Only the dice of that throw are touched.",
      ],
    },
  ],
};
