// Opening a saved game (?save=ID): reads it, and either hands it to the screen or says plainly
// what is wrong with it, offering to start fresh or to download the save file as it is. A
// damaged save is never overwritten by the gate.
import { useEffect, useState, type ReactNode } from "react";
import type { SaveFile, SaveReading } from "../../runtime/record/save-file";
import { saveStore } from "./saves";

type Gate = { readonly kind: "loading" } | { readonly kind: "missing" } | { readonly kind: "read"; readonly reading: SaveReading };

export function SaveGate({ id, game, children, onFresh }: { id: string; game: string; children: (save: SaveFile) => ReactNode; onFresh: () => void }) {
  const [gate, setGate] = useState<Gate>({ kind: "loading" });
  useEffect(() => {
    let live = true;
    saveStore()
      .load(id)
      .then((reading) => live && setGate(reading ? { kind: "read", reading } : { kind: "missing" }));
    return () => {
      live = false;
    };
  }, [id]);

  if (gate.kind === "loading") return <p className="save-gate__wait">Opening the saved game…</p>;
  if (gate.kind === "read" && gate.reading.ok && gate.reading.save.log.game === game) return <>{children(gate.reading.save)}</>;
  const reason =
    gate.kind === "missing"
      ? "There is no saved game by that name here (it may have been deleted, or saved in another browser)."
      : gate.reading.ok
        ? "That saved game belongs to another game."
        : gate.reading.reason;
  const download = async () => {
    const raw = await saveStore().raw(id);
    if (raw === null) return;
    const url = URL.createObjectURL(new Blob([raw], { type: "application/json" }));
    const a = document.createElement("a");
    a.href = url;
    a.download = `dice-tabletop-save-${id}.json`;
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <ResumeFailed reason={reason} onFresh={onFresh}>
      {gate.kind === "read" && (
        <button type="button" className="button" onClick={() => void download()}>
          Download the save file
        </button>
      )}
    </ResumeFailed>
  );
}

/** A save that read well but did not replay as recorded: said plainly, never shown as the game. */
export function ResumeFailed({ reason, onFresh, children }: { reason: string; onFresh: () => void; children?: ReactNode }) {
  return (
    <div className="save-gate" role="alert" data-testid="bad-save">
      <h2 className="save-gate__title">This game cannot be resumed</h2>
      <p className="save-gate__reason">{reason}</p>
      <div className="button-row">
        <button type="button" className="button button--primary" onClick={onFresh}>
          Start fresh
        </button>
        {children}
      </div>
    </div>
  );
}
