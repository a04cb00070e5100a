// Share what is being watched as a link: the whole game, the round of the throw shown, or that
// one throw. The link carries the record itself (see runtime/share-link.ts), so it plays in
// any browser; a game too long for an address says so and offers the smaller scopes.
import { useRef, useState } from "react";
import { logUpTo, scopeSpan, type LogIndex, type ReplayScope } from "../../runtime/record/replay-scope";
import { encodeShare, MAX_SHARE_CODE_CHARS, shareHref } from "../../runtime/record/share-link";
import type { ReplaySource } from "./replay-source";

type Made = { readonly ok: true; readonly link: string; readonly what: string } | { readonly ok: false; readonly reason: string };

export function makeLink(source: ReplaySource, index: LogIndex, scope: ReplayScope): Made {
  const span = scopeSpan(scope, source.log, index.marks, index.chapters);
  if (!span) return { ok: false, reason: "There is no such part of this game to share." };
  const log = scope.kind === "game" ? source.log : logUpTo(source.log, span.to);
  const r = encodeShare({ scope, players: source.players, colours: source.colours, result: scope.kind === "game" ? source.result : null, log, ...(source.daily ? { daily: source.daily } : {}) });
  if (!r.ok) return r;
  const base = `${window.location.origin}${window.location.pathname}${window.location.search}`;
  const what = scope.kind === "game" ? "the whole game" : scope.kind === "round" ? (index.chapters[scope.at] ?? "this round").toLowerCase() : `throw ${scope.at + 1}`;
  return { ok: true, link: shareHref(r.code, base), what };
}

export function ReplayShare({ source, index, throwIndex }: { source: ReplaySource; index: LogIndex; throwIndex: number }) {
  const [made, setMade] = useState<Made | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const box = useRef<HTMLInputElement>(null);
  const share = async (scope: ReplayScope) => {
    const m = makeLink(source, index, scope);
    setMade(m);
    setNote(null);
    if (!m.ok) return;
    try {
      await navigator.clipboard.writeText(m.link);
      setNote(`Link to ${m.what} copied. Anyone who opens it watches it land exactly as it did.`);
    } catch {
      setNote("The browser would not copy for the page: the link is selected in the box below — copy it from there.");
      requestAnimationFrame(() => box.current?.select());
    }
  };
  const round = throwIndex >= 0 ? index.chapters[throwIndex] : null;
  return (
    <section className="panel panel--section replay__share" aria-labelledby="replay-share-heading" data-testid="replay-share">
      <h2 className="panel__heading" id="replay-share-heading">
        Share
      </h2>
      <div className="button-row">
        <button type="button" className="button" onClick={() => void share({ kind: "game" })} data-testid="share-game">
          Link to the game
        </button>
        {round && (
          <button type="button" className="button" onClick={() => void share({ kind: "round", at: throwIndex })} data-testid="share-round">
            Link to {round.toLowerCase()}
          </button>
        )}
        {throwIndex >= 0 && (
          <button type="button" className="button" onClick={() => void share({ kind: "throw", at: throwIndex })} data-testid="share-throw">
            Link to throw {throwIndex + 1}
          </button>
        )}
      </div>
      {made?.ok && (
        <label className="replay__link">
          <span className="visually-hidden">Replay link</span>
          <input ref={box} type="text" readOnly value={made.link} onFocus={(e) => e.target.select()} data-testid="replay-link" />
        </label>
      )}
      {made && !made.ok && (
        <p className="replay__notice replay__notice--problem" role="alert">
          {made.reason}
        </p>
      )}
      {note && (
        <p className="replay__notice" role="status">
          {note}
        </p>
      )}
      <p className="replay__small">A link carries the record itself, up to {MAX_SHARE_CODE_CHARS.toLocaleString("en")} characters.</p>
    </section>
  );
}
