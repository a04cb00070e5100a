// A small label standing on the table (names, zone values, distances, points), drawn in the
// 3D scene as a sprite with its text painted on a canvas: it always faces the camera, is drawn
// over the dice, and keeps the same size on screen however far the camera stands.
import { useEffect, useMemo, useRef } from "react";
import { useFrame, useThree } from "@react-three/fiber";
import { CanvasTexture, PerspectiveCamera, SRGBColorSpace, Vector3, type Sprite, type SpriteMaterial } from "three";
import type { Vec3 } from "../../geometry/types";
import { paintScale, sharpen } from "../texture-detail";

export type LabelTone = "plain" | "strong" | "points";

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';
const DISPLAY_FONT = '"Iowan Old Style", "Palatino Linotype", Georgia, serif';
/** Canvas pixels per label-height unit: crisp when zoomed in. */
const PX = 64;

interface Painted {
  readonly texture: CanvasTexture;
  /** Width over height. */
  readonly aspect: number;
}

const cache = new Map<string, Painted>();
/** CSS px kept clear between a label and the canvas's side edges. */
const EDGE_PX = 4;
const ndc = new Vector3();

function paint(text: string, tone: LabelTone, accent: string | undefined): Painted {
  const key = `${tone}|${accent ?? ""}|${text}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const canvas = document.createElement("canvas");
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("2D canvas is unavailable for painting labels");
  const size = tone === "points" ? PX * 0.62 : PX * 0.5;
  const font = tone === "points" ? `700 ${size}px ${DISPLAY_FONT}` : `${tone === "strong" ? 700 : 600} ${size}px ${FONT}`;
  ctx.font = font;
  const pad = PX * 0.28;
  const border = tone === "plain" ? 3 : 5;
  // Laid out in PX units, painted `k` times finer on a high-density screen.
  const width = Math.ceil(ctx.measureText(text).width + 2 * pad + 2 * border);
  const height = PX;
  const k = paintScale();
  canvas.width = width * k;
  canvas.height = height * k;
  ctx.scale(k, k);
  ctx.font = font;
  const r = height / 2 - border;
  ctx.beginPath();
  ctx.roundRect(border, border, width - 2 * border, height - 2 * border, r);
  ctx.fillStyle = tone === "plain" ? "rgba(20, 14, 10, 0.82)" : "rgba(20, 14, 10, 0.93)";
  ctx.fill();
  ctx.lineWidth = border;
  ctx.strokeStyle = accent ?? "rgba(242, 233, 216, 0.35)";
  ctx.stroke();
  ctx.fillStyle = tone === "points" ? (accent ?? "#f0c060") : "#f2e9d8";
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText(text, width / 2, height / 2 + size * 0.04);
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  sharpen(texture);
  const painted = { texture, aspect: width / height };
  cache.set(key, painted);
  return painted;
}

/** A label's height in CSS pixels: as asked, or by tone. */
export function labelHeight(tone: LabelTone, height?: number): number {
  return height ?? (tone === "points" ? 34 : tone === "strong" ? 24 : 21);
}

/** A label's size on screen in CSS pixels, as MatLabel draws it. */
export function labelSize(text: string, tone: LabelTone, colour?: string, height?: number): { width: number; height: number } {
  const h = labelHeight(tone, height);
  return { width: h * paint(text, tone, colour).aspect, height: h };
}

export function MatLabel({
  at,
  text,
  colour,
  tone = "plain",
  height,
  rise = 0,
}: {
  at: Vec3;
  text: string;
  /** Accent colour (the owner's seat colour): the border, or the text of points. */
  colour?: string;
  tone?: LabelTone;
  /** Label height in CSS pixels (default by tone). */
  height?: number;
  /** Label heights the label drifts up the screen over its first second (floating points). */
  rise?: number;
}) {
  const { texture, aspect } = useMemo(() => paint(text, tone, colour), [text, tone, colour]);
  const px = labelHeight(tone, height);
  const camera = useThree((s) => s.camera);
  const viewHeight = useThree((s) => s.size.height);
  const viewWidth = useThree((s) => s.size.width);
  // Without size attenuation a sprite's scale is in view units at distance 1: a height of
  // 2·tan(fov/2) fills the viewport.
  const fov = camera instanceof PerspectiveCamera ? camera.fov : 40;
  const h = (px / Math.max(1, viewHeight)) * 2 * Math.tan(((fov / 2) * Math.PI) / 180);
  const sprite = useRef<Sprite>(null);
  const material = useRef<SpriteMaterial>(null);
  const invalidate = useThree((s) => s.invalidate);
  const started = useRef<number | null>(null);
  useEffect(() => {
    started.current = null;
    invalidate();
  }, [text, rise, invalidate]);
  useFrame(({ clock, camera: eye }) => {
    const label = sprite.current;
    if (!label) return;
    // Kept whole inside the canvas: a label whose point lies near its side edge ("Out of play"
    // by the rack on a phone) is drawn beside its point rather than cut off.
    ndc.copy(label.position).project(eye);
    const half = (px * aspect) / Math.max(1, viewWidth);
    const edge = 1 - (2 * EDGE_PX) / Math.max(1, viewWidth);
    let cx = 0.5;
    if (ndc.z < 1 && half > 0) {
      if (ndc.x + half > edge) cx = 0.5 + Math.min(0.5, (ndc.x + half - edge) / (2 * half));
      else if (ndc.x - half < -edge) cx = 0.5 - Math.min(0.5, (-edge - ndc.x + half) / (2 * half));
    }
    label.center.x = cx;
    if (rise === 0) return;
    if (started.current === null) started.current = clock.elapsedTime;
    const t = Math.min(1, (clock.elapsedTime - started.current) / 1.2);
    const e = 1 - (1 - t) * (1 - t);
    // Up the screen, whichever way the camera looks: move the sprite's anchor, not its point.
    label.center.y = 0.5 - rise * e;
    if (material.current) material.current.opacity = Math.min(1, 0.2 + 2 * t);
    if (t < 1) invalidate();
  });
  return (
    <sprite ref={sprite} position={at as [number, number, number]} scale={[h * aspect, h, 1]} renderOrder={20}>
      <spriteMaterial ref={material} map={texture} transparent depthTest={false} depthWrite={false} sizeAttenuation={false} />
    </sprite>
  );
}
