// The keyboard way to the board: every square the hand may take (grouped by what is printed on
// it, so the Lucky choice and five of a kind read clearly) and every chip a Bouncer may remove.
import {
  BOARD,
  bounceTargets,
  columnOf,
  combinationLabel,
  legalSquares,
  rowOf,
  type CombinationId,
  type DicePokerState,
  type Square,
} from "../../games/dice-poker";

const where = (s: Square) => `row ${rowOf(s) + 1}, column ${columnOf(s) + 1}`;

function groups(squares: readonly Square[]): { label: string; squares: Square[] }[] {
  const byLabel = new Map<string, Square[]>();
  for (const s of [...squares].sort((a, b) => a - b)) {
    const label = combinationLabel(BOARD[s] as CombinationId);
    byLabel.set(label, [...(byLabel.get(label) ?? []), s]);
  }
  return [...byLabel.entries()].map(([label, list]) => ({ label, squares: list }));
}

export function SquareChoices({
  game,
  sideNames,
  onSquare,
}: {
  game: DicePokerState;
  sideNames: readonly string[];
  onSquare: (s: Square) => void;
}) {
  const legal = legalSquares(game);
  const removable = bounceTargets(game);
  const wild = game.hand?.kind === "five-of-a-kind";
  return (
    <div className="square-choices" data-testid="square-choices">
      {legal.length > 0 && (
        <section aria-labelledby="place-heading">
          <h3 className="square-choices__heading" id="place-heading">
            {wild ? "Five of a kind is wild: place a chip on any open square" : "Place a chip"}
          </h3>
          <ul className="square-choices__groups">
            {groups(legal).map((g) => (
              <li key={g.label} className="square-choices__group">
                <span className="square-choices__label">{g.label}</span>
                <span className="square-choices__buttons">
                  {g.squares.map((s) => (
                    <button
                      key={s}
                      type="button"
                      className="button square-button"
                      onClick={() => onSquare(s)}
                      data-testid="legal-square"
                      data-square={s}
                      aria-label={`Place a chip on ${g.label}, ${where(s)}`}
                    >
                      r{rowOf(s) + 1} c{columnOf(s) + 1}
                    </button>
                  ))}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {removable.length > 0 && (
        <section aria-labelledby="bounce-heading">
          <h3 className="square-choices__heading square-choices__heading--bounce" id="bounce-heading">
            Bouncer: {legal.length > 0 ? "or remove" : "remove"} an opponent's chip
          </h3>
          <ul className="square-choices__groups">
            {removable.map((s) => {
              const owner = sideNames[game.board[s]!];
              const label = combinationLabel(BOARD[s] as CombinationId);
              return (
                <li key={s} className="square-choices__group">
                  <button
                    type="button"
                    className="button square-button square-button--bounce"
                    onClick={() => onSquare(s)}
                    data-testid="bounce-square"
                    data-square={s}
                  >
                    Remove {owner}'s chip on {label} ({where(s)})
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </div>
  );
}
