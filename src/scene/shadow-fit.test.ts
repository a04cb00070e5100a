import { describe, expect, it } from "vitest";
import { Vector3 } from "three";
import { MAT, SIDE_TRAY, TRAY } from "../geometry/table-layout";
import type { TablePoint } from "../geometry/types";
import { FRAMINGS } from "./camera/CameraRig";
import { BOARD_CENTRE, BOARD_WIDTH } from "./dice-poker/board-geometry";
import { MAT_FRAMING, SECTOR_FRAMING } from "./rykestra/framing";
import { seatPlatePoint, seatRestPoint } from "../table/rykestra-seats";
import { fitShadowBox, KEY_LIGHT_OFFSET, type ShadowBox } from "./shadow-fit";

const WIDE = 852 / 680;

/** Whether a table point's shadow falls inside the box, as the light's camera sees it. */
function covers(box: ShadowBox, p: TablePoint): boolean {
  const back = new Vector3(...KEY_LIGHT_OFFSET).normalize();
  const across = new Vector3(0, 1, 0).cross(back).normalize();
  const up = new Vector3().crossVectors(back, across);
  const d = new Vector3(p.x - box.centre.x, 0, p.z - box.centre.z);
  const u = d.dot(across);
  const v = d.dot(up);
  return u >= box.left && u <= box.right && v >= box.bottom && v <= box.top;
}

const corners = (cx: number, cz: number, halfX: number, halfZ: number): TablePoint[] => [
  { x: cx - halfX, z: cz - halfZ },
  { x: cx + halfX, z: cz - halfZ },
  { x: cx - halfX, z: cz + halfZ },
  { x: cx + halfX, z: cz + halfZ },
];

describe("fitting the key light's shadows to the framing", () => {
  it("shades the whole Dice Poker board beside the tray, far side included", () => {
    const box = fitShadowBox({ target: [16, 0, 1], angled: [0, 68, 63], top: [0, 84, 0.01] }, WIDE);
    const half = BOARD_WIDTH / 2;
    for (const p of [...corners(BOARD_CENTRE.x, BOARD_CENTRE.z, half, half), ...corners(0, 0, TRAY.width / 2, TRAY.depth / 2)]) {
      expect(covers(box, p), `${p.x}, ${p.z}`).toBe(true);
    }
  });

  it("shades the Rykestra mat, every hand waiting round it and the name plates", () => {
    const box = fitShadowBox(MAT_FRAMING, WIDE);
    for (const p of corners(MAT.centre.x, MAT.centre.z, MAT.size / 2, MAT.size / 2)) expect(covers(box, p)).toBe(true);
    for (const seats of [3, 4, 5]) {
      for (let s = 0; s < seats; s++) {
        const [x, , z] = seatRestPoint(s, seats, 0, 2);
        expect(covers(box, { x, z }), `dice of seat ${s} of ${seats}`).toBe(true);
        const [px, , pz] = seatPlatePoint(s, seats);
        expect(covers(box, { x: px, z: pz }), `plate of seat ${s} of ${seats}`).toBe(true);
      }
    }
  });

  it("follows the camera to the side tray while the sector dice roll", () => {
    const box = fitShadowBox(SECTOR_FRAMING, WIDE);
    for (const p of corners(SIDE_TRAY.centre.x, SIDE_TRAY.centre.z, SIDE_TRAY.width / 2, SIDE_TRAY.depth / 2)) expect(covers(box, p)).toBe(true);
    expect(box.centre).toEqual({ x: SECTOR_FRAMING.target[0], z: SECTOR_FRAMING.target[2] });
  });

  it("keeps the box to the play area, not the far background, so shadows stay crisp", () => {
    // The tray's own framing: about the 68 cm square the tray games were tuned with.
    for (const framing of [FRAMINGS.tray, MAT_FRAMING, SECTOR_FRAMING]) {
      const box = fitShadowBox(framing, WIDE);
      expect(box.right - box.left).toBeLessThan(80);
      expect(box.top - box.bottom).toBeLessThan(70);
    }
  });

  it("widens for a portrait screen, which stands further back", () => {
    const wide = fitShadowBox(MAT_FRAMING, WIDE);
    const tall = fitShadowBox(MAT_FRAMING, 0.6);
    expect(tall.right - tall.left).toBeGreaterThan(wide.right - wide.left);
  });
});
