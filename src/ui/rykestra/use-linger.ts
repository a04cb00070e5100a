// A flag that stays up a while after it drops: the camera keeps the side tray in view long
// enough to see the sector dice lie before it glides back to the mat.
import { useEffect, useState } from "react";

export function useLinger(on: boolean, ms: number): boolean {
  const [held, setHeld] = useState(on);
  useEffect(() => {
    if (on) {
      setHeld(true);
      return;
    }
    const timer = setTimeout(() => setHeld(false), ms);
    return () => clearTimeout(timer);
  }, [on, ms]);
  return on || held;
}
