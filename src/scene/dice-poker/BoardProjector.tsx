// window.__dicePokerBoard: where a board square is drawn on the page, for Playwright and the
// console (the board's counterpart of the table's test hook).
import { useEffect } from "react";
import { useThree } from "@react-three/fiber";
import { Vector3 } from "three";
import type { Square } from "../../games/dice-poker";
import { BOARD_THICKNESS, squareCentre } from "./board-geometry";

export interface DicePokerBoardHook {
  screenPoint(square: Square): { x: number; y: number };
}

declare global {
  interface Window {
    __dicePokerBoard?: DicePokerBoardHook;
  }
}

const p = new Vector3();

export function BoardProjector() {
  const camera = useThree((s) => s.camera);
  const gl = useThree((s) => s.gl);
  useEffect(() => {
    const hook: DicePokerBoardHook = {
      screenPoint(square) {
        const c = squareCentre(square);
        const r = gl.domElement.getBoundingClientRect();
        p.set(c.x, BOARD_THICKNESS, c.z).project(camera);
        return { x: r.left + ((p.x + 1) / 2) * r.width, y: r.top + ((1 - p.y) / 2) * r.height };
      },
    };
    window.__dicePokerBoard = hook;
    return () => {
      if (window.__dicePokerBoard === hook) delete window.__dicePokerBoard;
    };
  }, [camera, gl]);
  return null;
}
