import type { RouteEntry } from "./routes";
import { hrefOf } from "./routes";
import { GameIcon } from "./GameIcon";
import { ContinueRow } from "./ContinueRow";

export function HomeScreen({ routes }: { routes: readonly RouteEntry[] }) {
  const listed = routes.filter((r) => r.blurb);
  const games = listed.filter((r) => !r.openTable);
  const free = listed.find((r) => r.openTable);
  return (
    <div className="home">
      <section className="home__intro">
        <h2 className="home__title">Pull up a chair.</h2>
        <p className="home__lede">
          Real dice, thrown by hand onto a wooden table. Every number you see is the face the die landed
          on — nothing is decided before it stops rolling.
        </p>
        <p className="home__actions">
          {free && (
            <a className="button button--primary button--large" href={hrefOf(free.path)}>
              Just throw some dice
            </a>
          )}
          <a className="button button--large" href={hrefOf("/online")} data-testid="home-online">
            Play online with friends
          </a>
        </p>
      </section>
      <ContinueRow />
      <h2 className="home__heading">Games</h2>
      <ul className="game-grid">
        {[...games, ...(free ? [free] : [])].map((r) => (
          <li key={r.path}>
            <a className="game-card" href={hrefOf(r.path)}>
              <GameIcon picture={r.picture} />
              <span className="game-card__body">
                <span className="game-card__title">{r.title}</span>
                <span className="game-card__blurb">{r.blurb}</span>
                {r.facts && <span className="game-card__facts">{r.facts}</span>}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
