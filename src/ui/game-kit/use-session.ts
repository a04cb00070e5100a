// A game screen's session object (table, engine state, computer seats), made when its inputs
// change and disposed with them or with the screen. Null until the first effect has run, so
// StrictMode's trial mount never keeps a session it has already disposed.
import { useEffect, useState, type DependencyList } from "react";

export function useSession<T extends { dispose(): void }>(create: () => T, deps: DependencyList): T | null {
  const [session, setSession] = useState<T | null>(null);
  useEffect(() => {
    const s = create();
    setSession(s);
    return () => s.dispose();
    // `deps` names what the session is made from; `create` is a fresh closure every render.
  }, deps);
  return session;
}
