// Keeping a set-up: a share link (#/rykestra/practice?p=…) with a Copy button, and named
// saves in this browser. An unreadable save list is reported and kept, never written over.
import { useMemo, useRef, useState } from "react";
import {
  cleanName,
  encodePosition,
  withEntry,
  withoutEntry,
  type PracticePosition,
  type ReadEntry,
  type SavedRead,
} from "../../../games/rykestra/practice";
import { loadSaved, setAsideUnreadable, storeSaved } from "./saved-storage";

export const practiceLink = (code: string): string =>
  `${window.location.origin}${window.location.pathname}#/rykestra/practice?p=${code}`;

interface Message {
  readonly kind: "problem" | "info";
  readonly text: string;
}

export function SharePanel({ position, onLoad }: { position: PracticePosition; onLoad: (entry: ReadEntry) => void }) {
  const code = useMemo(() => encodePosition(position), [position]);
  const link = practiceLink(code);
  const linkBox = useRef<HTMLInputElement>(null);
  const [saved, setSaved] = useState<SavedRead>(loadSaved);
  const [name, setName] = useState("");
  const [message, setMessage] = useState<Message | null>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setMessage({ kind: "info", text: "Link copied. Anyone who opens it gets this set-up." });
    } catch {
      linkBox.current?.select();
      setMessage({ kind: "info", text: "The browser would not copy for the page: the link is selected in the box — copy it from there." });
    }
  };

  const save = () => {
    const clean = cleanName(name);
    if (clean === null) {
      setMessage({ kind: "problem", text: "Give the position a name to save it under." });
      return;
    }
    let entries: readonly ReadEntry[] = [];
    let note = "";
    if (saved.ok) entries = saved.entries;
    else {
      const key = setAsideUnreadable();
      note = key ? ` The unreadable list was kept in this browser's storage under "${key}".` : "";
    }
    const next = withEntry(entries, { name: clean, code, savedAt: new Date().toISOString() });
    if (typeof next === "string") {
      setMessage({ kind: "problem", text: next });
      return;
    }
    const failed = storeSaved(next);
    if (failed) {
      setMessage({ kind: "problem", text: failed });
      return;
    }
    setSaved(loadSaved());
    setName("");
    setMessage({ kind: "info", text: `Saved as "${clean}".${note}` });
  };

  const remove = (entry: ReadEntry) => {
    if (!saved.ok) return;
    const failed = storeSaved(withoutEntry(saved.entries, entry.name));
    setMessage(failed ? { kind: "problem", text: failed } : { kind: "info", text: `Deleted "${entry.name}".` });
    setSaved(loadSaved());
  };

  return (
    <section className="panel panel--section prac-share" aria-labelledby="prac-share-heading" data-testid="practice-share">
      <h2 className="panel__heading" id="prac-share-heading">
        Save and share
      </h2>
      <label className="prac-field">
        <span>Link to this set-up</span>
        <input ref={linkBox} className="prac-link" type="text" readOnly value={link} onFocus={(e) => e.target.select()} data-testid="practice-link" />
      </label>
      <div className="button-row">
        <button type="button" className="button" onClick={copy} data-testid="copy-link">
          Copy link
        </button>
      </div>
      <form
        className="prac-save"
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        <label className="prac-field">
          <span>Save in this browser as</span>
          <input type="text" value={name} maxLength={40} placeholder="e.g. Knock the blue 9 off" onChange={(e) => setName(e.target.value)} />
        </label>
        <button type="submit" className="button">
          Save
        </button>
      </form>
      {message && (
        <p className={message.kind === "problem" ? "prac-notice prac-notice--problem" : "prac-notice"} role={message.kind === "problem" ? "alert" : "status"}>
          {message.text}
        </p>
      )}
      {!saved.ok ? (
        <p className="prac-notice prac-notice--problem" role="alert" data-testid="saved-problem">
          Your saved positions could not be read: {saved.reason}. Nothing has been changed or deleted; saving a new position keeps the
          unreadable list aside in this browser's storage.
        </p>
      ) : (
        saved.entries.length > 0 && (
          <ul className="prac-saved" aria-label="Saved positions">
            {saved.entries.map((entry) => (
              <li key={entry.name} className="prac-saved__row">
                <span className="prac-saved__name">{entry.name}</span>
                {entry.position ? (
                  <button type="button" className="button button--small" onClick={() => onLoad(entry)}>
                    Load
                  </button>
                ) : (
                  <span className="prac-saved__bad" title={entry.problem ?? undefined}>
                    cannot be read
                  </span>
                )}
                <button type="button" className="button button--small" onClick={() => remove(entry)} aria-label={`Delete ${entry.name}`}>
                  Delete
                </button>
              </li>
            ))}
          </ul>
        )
      )}
    </section>
  );
}
