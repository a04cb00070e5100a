// Where the dice off the table are drawn: each die waiting in hand at its slot, showing the
// face it was given, and the die being carried at the pointer. Read every frame by the render
// loop: nothing here allocates after set-up.
import type { Quat, Vec3 } from "../geometry/types";
import type { HandLayout } from "./hand-layout";

export interface XYZ {
  x: number;
  y: number;
  z: number;
}
export interface XYZW extends XYZ {
  w: number;
}

const IDENTITY: Quat = [0, 0, 0, 1];

export class HandPoses {
  /** How each die lies in the hand (or lay on the table when it was picked up). */
  private readonly quat = new Map<string, Quat>();
  /** Where each die in hand waits: recomputed when the hand changes. */
  private readonly slot = new Map<string, Vec3>();
  /** The carried die's place. */
  readonly held = { x: 0, y: 0, z: 0 };

  orientation(id: string): Quat {
    return this.quat.get(id) ?? IDENTITY;
  }

  orient(id: string, q: Quat): void {
    this.quat.set(id, q);
  }

  has(id: string): boolean {
    return this.quat.has(id);
  }

  layout(inHand: readonly string[], hand: HandLayout): void {
    this.slot.clear();
    inHand.forEach((id, i) => this.slot.set(id, hand.slot(i, inHand.length).position));
  }

  /** Writes the drawn pose of a die in hand (`carried`: at the pointer). */
  write(id: string, carried: boolean, pos: XYZ, quat: XYZW): void {
    if (carried) {
      pos.x = this.held.x;
      pos.y = this.held.y;
      pos.z = this.held.z;
    } else {
      const p = this.slot.get(id);
      if (p) {
        pos.x = p[0];
        pos.y = p[1];
        pos.z = p[2];
      }
    }
    const q = this.quat.get(id);
    if (q) {
      quat.x = q[0];
      quat.y = q[1];
      quat.z = q[2];
      quat.w = q[3];
    }
  }
}
