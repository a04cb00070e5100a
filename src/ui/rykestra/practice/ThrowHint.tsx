// The line above a practice panel's throw controls: how to throw, said for the screen in hand
// (a drag and the keys on a desktop; a drag and the Throw button on a touch screen, which has no
// keys), or that the dice are rolling.
export function ThrowHint({ rolling }: { rolling: boolean }) {
  if (rolling) return <p className="ryk-hint">Rolling…</p>;
  return (
    <p className="ryk-hint">
      <span className="for-keys">Drag your die at the south edge and let go to flick it, or aim with the keys:</span>
      <span className="for-touch">Drag your die at the south edge towards the mat and let go to flick it, or set the aim below and press “Throw along the arrow”.</span>
    </p>
  );
}
