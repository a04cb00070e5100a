// Daily results the schema refused: say so, name the fault, offer their download and a fresh start.
import { download } from "../drills/use-progress";

export function CorruptDaily({ reason, raw, onFresh }: { reason: string; raw: unknown; onFresh: () => void }) {
  return (
    <section className="daily-corrupt" data-testid="daily-corrupt">
      <h2>Your daily challenge results could not be read</h2>
      <p role="alert">
        The saved results on this device are damaged ({reason}). Nothing has been changed yet: download them to keep a copy, then start fresh.
      </p>
      <div className="button-row">
        <button type="button" className="button" onClick={() => download("rykestra-daily-damaged.json", JSON.stringify(raw, null, 1))}>
          Download the damaged results
        </button>
        <button type="button" className="button button--primary" onClick={onFresh} data-testid="daily-fresh">
          Start fresh
        </button>
      </div>
    </section>
  );
}
