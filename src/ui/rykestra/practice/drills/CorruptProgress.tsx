// A progress store the schema refused: say so, name the fault, offer its download and a fresh start.
import { downloadProgress } from "./use-progress";

export function CorruptProgress({ reason, raw, onFresh }: { reason: string; raw: unknown; onFresh: () => void }) {
  return (
    <main className="page drill-page" data-testid="progress-corrupt">
      <h1>Your drill progress could not be read</h1>
      <p role="alert">
        The saved progress on this device is damaged ({reason}). Nothing has been changed yet: download it to keep a copy, then start fresh.
      </p>
      <div className="button-row">
        <button type="button" className="button" onClick={() => downloadProgress(raw, "rykestra-drill-progress-damaged.json")}>
          Download the damaged progress
        </button>
        <button type="button" className="button button--primary" onClick={onFresh} data-testid="progress-fresh">
          Start fresh
        </button>
      </div>
    </main>
  );
}
