import type { RouteEntry } from "./routes";
import { hrefOf } from "./routes";

export function NotFound({ path }: { path: string }) {
  return (
    <section className="panel notice" aria-labelledby="nf-title">
      <h2 id="nf-title">No table here</h2>
      <p>
        There is no page at <code>#{path}</code>. It may have moved, or the link has a typo.
      </p>
      <p>
        <a className="button button--primary" href={hrefOf("/")}>
          Back to all games
        </a>
      </p>
    </section>
  );
}

/** A listed game whose screen has not been written yet. */
export function NotBuiltYet({ route }: { route: RouteEntry }) {
  return (
    <section className="panel notice" aria-labelledby="nb-title">
      <h2 id="nb-title">{route.title} is not on the table yet</h2>
      {route.blurb && <p>{route.blurb}</p>}
      <p>Its table is still being set up. Meanwhile you can throw any dice you like in Free Roll.</p>
      <p className="notice__actions">
        <a className="button button--primary" href={hrefOf("/free-roll")}>
          Open Free Roll
        </a>
        <a className="button" href={hrefOf("/")}>
          All games
        </a>
      </p>
    </section>
  );
}
