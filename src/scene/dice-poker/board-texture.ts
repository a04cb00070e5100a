// Paints the Dice Poker board's top on a canvas: a walnut border with a brass inlay, the 48
// combination squares in four tints, and the free centre. Painted once per page.
import { CanvasTexture, SRGBColorSpace, type Texture } from "three";
import { paintScale, sharpen } from "../texture-detail";
import { BOARD, BOARD_SIZE } from "../../games/dice-poker";
import { D6_PIPS } from "../../geometry/pip-layout";
import { BOARD_BORDER, BOARD_WIDTH } from "./board-geometry";
import { squareGroup, squareLabel, type SquareGroup } from "./board-labels";

const SIZE = 1024;
const PX = SIZE / BOARD_WIDTH;

const TINTS: Record<SquareGroup, { fill: string; ink: string; accent: string }> = {
  pair: { fill: "#efe4cc", ink: "#3a2818", accent: "#8a6a3c" },
  three: { fill: "#d9e4e6", ink: "#1f3340", accent: "#4b6b7c" },
  four: { fill: "#ecd3cb", ink: "#4a1f18", accent: "#94493a" },
  special: { fill: "#e9c979", ink: "#3a2410", accent: "#7b5416" },
  free: { fill: "#1f523b", ink: "#f2e9d8", accent: "#d9a441" },
};

function roundRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number) {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

function dieFace(ctx: CanvasRenderingContext2D, cx: number, cy: number, size: number, face: number, ink: string) {
  ctx.fillStyle = "#fbf7ee";
  ctx.strokeStyle = ink;
  ctx.lineWidth = size * 0.07;
  roundRect(ctx, cx - size / 2, cy - size / 2, size, size, size * 0.2);
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = ink;
  for (const [x, y] of D6_PIPS[face]) {
    ctx.beginPath();
    ctx.arc(cx + x * size * 0.26, cy + y * size * 0.26, size * 0.1, 0, Math.PI * 2);
    ctx.fill();
  }
}

function star(ctx: CanvasRenderingContext2D, cx: number, cy: number, r: number) {
  ctx.beginPath();
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 === 0 ? r : r * 0.45;
    ctx.lineTo(cx + Math.cos(a) * rr, cy + Math.sin(a) * rr);
  }
  ctx.closePath();
  ctx.fill();
}

function paintSquare(ctx: CanvasRenderingContext2D, index: number, x: number, y: number, s: number) {
  const combination = BOARD[index];
  const tint = TINTS[squareGroup(combination)];
  const label = squareLabel(combination);
  ctx.fillStyle = tint.fill;
  ctx.fillRect(x, y, s, s);
  ctx.strokeStyle = "rgba(40, 25, 12, 0.55)";
  ctx.lineWidth = 3;
  ctx.strokeRect(x + 1.5, y + 1.5, s - 3, s - 3);
  const cx = x + s / 2;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  if (label.kind === "free") {
    ctx.fillStyle = tint.accent;
    star(ctx, cx, y + s * 0.42, s * 0.24);
    ctx.fillStyle = tint.ink;
    ctx.font = `700 ${s * 0.17}px Georgia, serif`;
    ctx.fillText("FREE", cx, y + s * 0.8);
    return;
  }
  if (label.kind === "dice") {
    ctx.fillStyle = tint.accent;
    ctx.font = `700 ${s * 0.15}px system-ui, sans-serif`;
    ctx.fillText(label.caption, cx, y + s * 0.16);
    dieFace(ctx, cx - s * 0.14, y + s * 0.55, s * 0.42, label.face, tint.ink);
    ctx.fillStyle = tint.ink;
    ctx.font = `800 ${s * 0.26}px system-ui, sans-serif`;
    ctx.fillText(`×${label.count}`, cx + s * 0.27, y + s * 0.57);
    return;
  }
  ctx.fillStyle = tint.ink;
  if (label.big) {
    ctx.font = `700 ${s * 0.16}px system-ui, sans-serif`;
    ctx.fillText(label.lines[0], cx, y + s * 0.22);
    ctx.font = `800 ${s * 0.44}px Georgia, serif`;
    ctx.fillText(label.lines[1], cx, y + s * 0.62);
  } else {
    ctx.font = `800 ${s * 0.22}px system-ui, sans-serif`;
    ctx.fillText(label.lines[0], cx, y + s * 0.36);
    ctx.fillText(label.lines[1], cx, y + s * 0.66);
  }
}

let painted: Texture | null = null;

export function boardTexture(): Texture {
  if (painted) return painted;
  const canvas = document.createElement("canvas");
  // Laid out on SIZE px, painted twice as finely on a high-density screen.
  const k = paintScale();
  canvas.width = SIZE * k;
  canvas.height = SIZE * k;
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("2D canvas is unavailable for painting the board");
  ctx.scale(k, k);
  const wood = ctx.createLinearGradient(0, 0, SIZE, SIZE);
  wood.addColorStop(0, "#4a2e1a");
  wood.addColorStop(0.5, "#3a2414");
  wood.addColorStop(1, "#2c1a0e");
  ctx.fillStyle = wood;
  ctx.fillRect(0, 0, SIZE, SIZE);
  const border = BOARD_BORDER * PX;
  const s = (SIZE - 2 * border) / BOARD_SIZE;
  ctx.strokeStyle = "#d9a441";
  ctx.lineWidth = 6;
  ctx.strokeRect(border * 0.45, border * 0.45, SIZE - border * 0.9, SIZE - border * 0.9);
  for (let i = 0; i < BOARD.length; i++) {
    const row = Math.floor(i / BOARD_SIZE);
    const col = i % BOARD_SIZE;
    paintSquare(ctx, i, border + col * s, border + row * s, s);
  }
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  sharpen(texture);
  painted = texture;
  return texture;
}
