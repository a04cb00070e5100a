// A game screen's session object (table, engine state, computer seats), made when its inputs
// change and disposed with them or with the screen. Null until the first effect has run, so
// StrictMode's trial mount never keeps a session it has already disposed. A runtime session
// (one with a log) is also shown to tests as window.__diceSession.
import { useEffect, useState, type DependencyList } from "react";
import type { SessionLog } from "../../runtime/record/log";

export interface DiceSessionHook {
  /** The session's whole log, as plain data. */
  log(): SessionLog;
  /** The game's state now. */
  game(): unknown;
  /** idle, rolling or fixing. */
  status(): string;
}

declare global {
  interface Window {
    __diceSession?: DiceSessionHook;
  }
}

interface Loggable {
  log(): SessionLog;
  readonly game: unknown;
  readonly view: { readonly status: string };
}

const hasLog = (s: object): s is Loggable => typeof (s as Partial<Loggable>).log === "function";

/** Shows a runtime session to tests as window.__diceSession (screens that make their session themselves); returns the undoing. */
export function exposeSession(s: Loggable): () => void {
  const hook: DiceSessionHook = { log: () => s.log(), game: () => s.game, status: () => s.view.status };
  window.__diceSession = hook;
  return () => {
    if (window.__diceSession === hook) delete window.__diceSession;
  };
}

/** `runtime`: the runtime session inside a screen's object that wraps one (shown to tests). */
export function useSession<T extends { dispose(): void }>(create: () => T, deps: DependencyList, runtime?: (t: T) => object): T | null {
  const [session, setSession] = useState<T | null>(null);
  useEffect(() => {
    const made = create();
    setSession(made);
    const s = runtime ? runtime(made) : made;
    const hidden = hasLog(s) ? exposeSession(s) : null;
    return () => {
      hidden?.();
      made.dispose();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `deps` names what the session is made from; `create` and `runtime` are fresh closures every render
  }, deps);
  return session;
}
