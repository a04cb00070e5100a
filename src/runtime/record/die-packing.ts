// A checkpoint's dice, packed: each die's pose, motion and sleep state as the bits of its
// DIE_FLOATS doubles (so -0 and every last digit survive), base64 over all of them, in the
// world's order.
import type { DieRest } from "../../physics/rest-state";

export const DIE_FLOATS = 16;

/** The dice's state packed as base64 (ids and kinds are kept beside it, in the same order). */
export function pack(dice: readonly DieRest[]): string {
  const f = new Float64Array(dice.length * DIE_FLOATS);
  dice.forEach((d, i) => {
    f.set([...d.position, ...d.quaternion, ...d.velocity, ...d.angularVelocity, d.timeLastSleepy, d.sleepState, d.quietSteps], i * DIE_FLOATS);
  });
  const bytes = new Uint8Array(f.buffer);
  let bin = "";
  for (let i = 0; i < bytes.length; i++) bin += String.fromCharCode(bytes[i]);
  return btoa(bin);
}

/** The dice of `packed`, given their ids and kinds in order, or null when it is damaged or of another length. */
export function unpack(packed: string, dice: readonly { readonly id: string; readonly kind: string }[]): DieRest[] | null {
  let bin: string;
  try {
    bin = atob(packed);
  } catch {
    return null;
  }
  if (bin.length !== dice.length * DIE_FLOATS * 8) return null;
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  const f = new Float64Array(bytes.buffer);
  return dice.map((d, i) => {
    const at = (k: number) => f[i * DIE_FLOATS + k];
    return {
      id: d.id,
      kind: d.kind as DieRest["kind"],
      position: [at(0), at(1), at(2)],
      quaternion: [at(3), at(4), at(5), at(6)],
      velocity: [at(7), at(8), at(9)],
      angularVelocity: [at(10), at(11), at(12)],
      timeLastSleepy: at(13),
      sleepState: at(14) as DieRest["sleepState"],
      quietSteps: at(15),
    };
  });
}
