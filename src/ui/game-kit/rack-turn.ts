// A person's turn at a tray with a rack (Hooligan, Dice Poker), as the screen's turn hook hands it
// to the table, the turn panel and the toast: the turn's mode, who plays it, the dice due, and
// the picking, picking up and throwing every such turn has. Each game adds its own moves.

export interface RackTurn<Mode extends string> {
  readonly mode: Mode;
  readonly view: { readonly note: string | null };
  readonly computerToPlay: boolean;
  /** Dice in the air or being put right: no other move now. */
  readonly rolling: boolean;
  /** Dice ids the next throw carries. */
  readonly due: readonly string[];
  readonly toggle: (position: number) => void;
  readonly pickUp: () => void;
  readonly throwForMe: () => void;
  readonly throwAimed: () => void;
}

/** The toast over the tray: the game's note first; nothing while a computer plays or the dice roll; else the words for the turn's mode. */
export function turnToast<Mode extends string>({ mode, view, computerToPlay, rolling }: RackTurn<Mode>, words: Partial<Record<Mode, string>>): string | null {
  if (view.note) return view.note;
  if (computerToPlay || rolling) return null;
  return words[mode] ?? null;
}
