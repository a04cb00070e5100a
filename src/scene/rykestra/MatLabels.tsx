// A set of labels over the mat drawn together so they can give way to each other: each is
// nudged off its neighbours and off the dice (label-spread), and one that had to move away
// from the die it speaks of keeps a thin leader line to it. The spread is worked out in the
// camera's frame and redone only when the camera's distance, height or bearing changes by a
// step (a discrete event), never per frame.
import { useMemo, useRef, useState } from "react";
import { useFrame, useThree } from "@react-three/fiber";
import { Line } from "@react-three/drei";
import { PerspectiveCamera, type Camera } from "three";
import type { TablePoint, Vec3 } from "../../geometry/types";
import { D10_DIAMETER } from "../../geometry/table-layout";
import { distanceToLabel, spreadLabels, type LabelBox } from "./label-spread";
import { labelSize, MatLabel, type LabelTone } from "./MatLabel";
import { MAT_TOP } from "./overlay-geometry";

export interface LabelSpec {
  readonly key: string;
  /** Where the label would stand; y is its height above the table, cm. */
  readonly at: Vec3;
  /** The die it speaks of: a leader line runs there when the label is moved away from it. */
  readonly owner?: TablePoint;
  readonly text: string;
  readonly colour?: string;
  readonly tone?: LabelTone;
  /** CSS pixels. */
  readonly height?: number;
  readonly rise?: number;
}

/** Where the camera stood when it last moved by a step: enough to size labels on the table. */
interface LabelFrame {
  readonly eye: Vec3;
  /** The way it looks, a unit vector. */
  readonly forward: Vec3;
  /** cm across per CSS pixel, per cm of depth in front of the camera. */
  readonly cmPerPxPerCm: number;
  /** cm of table per CSS pixel at the camera's target (the gap between labels). */
  readonly cmPerPx: number;
  readonly right: TablePoint;
}

const DIE_RADIUS = D10_DIAMETER / 2 + 0.1;
/** A leader is drawn once a label stands clear of its die by more than this, cm. */
const LEADER_FROM = DIE_RADIUS + 0.6;
const DEFAULT_FRAME: LabelFrame = { eye: [0, 46, 36], forward: [0, -0.81, -0.58], cmPerPxPerCm: 0.0011, cmPerPx: 0.06, right: { x: 1, z: 0 } };

function measure(camera: Camera, target: { x: number; y: number; z: number }, viewHeight: number): { key: string; frame: LabelFrame } {
  const dx = camera.position.x - target.x;
  const dy = camera.position.y - target.y;
  const dz = camera.position.z - target.z;
  const dist = Math.max(1, Math.hypot(dx, dy, dz));
  const fov = camera instanceof PerspectiveCamera ? camera.fov : 40;
  // Steps of 8 % in scale, 0.05 in the sine of the camera's height, 10° of bearing.
  const perCm = (2 * Math.tan((fov * Math.PI) / 360)) / Math.max(1, viewHeight);
  const scaleStep = Math.round(Math.log(perCm * dist) / Math.log(1.08));
  const sinStep = Math.round(Math.max(0.35, dy / dist) * 20);
  const flat = Math.hypot(dx, dz);
  const bearingStep = flat < 1e-3 ? 0 : Math.round(Math.atan2(-dx, dz) / (Math.PI / 18));
  const bearing = (bearingStep * Math.PI) / 18;
  const { x, y, z } = camera.position;
  return {
    key: `${scaleStep}|${sinStep}|${bearingStep}`,
    frame: {
      eye: [x, y, z],
      forward: [-dx / dist, -dy / dist, -dz / dist],
      cmPerPxPerCm: perCm,
      cmPerPx: perCm * dist,
      // A camera due south (bearing 0) has screen right along +x.
      right: { x: Math.cos(bearing), z: Math.sin(bearing) },
    },
  };
}

/** The label frame of the current camera, updated only when it changes by a step. */
function useLabelFrame(): LabelFrame {
  const [state, setState] = useState<{ key: string; frame: LabelFrame }>({ key: "", frame: DEFAULT_FRAME });
  const key = useRef(state.key);
  const viewHeight = useThree((s) => s.size.height);
  useFrame(({ camera, controls }) => {
    const target = (controls as { target?: { x: number; y: number; z: number } } | null)?.target ?? { x: 0, y: 0, z: 0 };
    const m = measure(camera, target, viewHeight);
    if (m.key === key.current) return;
    key.current = m.key;
    setState(m);
  });
  return state.frame;
}

export function MatLabels({ labels, dice = [] }: { labels: readonly LabelSpec[]; dice?: readonly TablePoint[] }) {
  const frame = useLabelFrame();
  const placed = useMemo(() => {
    const [ex, ey, ez] = frame.eye;
    const [fx, fy, fz] = frame.forward;
    const boxes: LabelBox[] = labels.map((l) => {
      const px = labelSize(l.text, l.tone ?? "plain", l.colour, l.height);
      // A label keeps its size on screen, so on the table it grows with its depth from the
      // camera, and up the screen by how low the camera looks across it.
      const [x, y, z] = l.at;
      const depth = Math.max(1, (x - ex) * fx + (y - ey) * fy + (z - ez) * fz);
      const cmPerPx = frame.cmPerPxPerCm * depth;
      const reach = Math.hypot(x - ex, y - ey, z - ez);
      const stretch = reach / Math.max(0.35 * reach, ey - y);
      return { anchor: { x, z }, width: px.width * cmPerPx, depth: px.height * cmPerPx * stretch };
    });
    const spread = spreadLabels(
      boxes,
      dice.map((centre) => ({ centre, radius: DIE_RADIUS })),
      { right: frame.right, gap: 3 * frame.cmPerPx, maxShift: 8 },
    );
    return spread.map((s, i) => ({ ...s, width: boxes[i].width, depth: boxes[i].depth }));
  }, [labels, dice, frame]);

  return (
    <group>
      {labels.map((l, i) => {
        const p = placed[i];
        const at: [number, number, number] = [p.at.x, l.at[1], p.at.z];
        const leader = l.owner && p.shift > 0.3 && distanceToLabel(l.owner, p, frame.right) > LEADER_FROM;
        return (
          <group key={l.key}>
            {leader && l.owner && (
              <Line
                points={[[l.owner.x, MAT_TOP + 0.9, l.owner.z], at]}
                color="#f2e9d8"
                lineWidth={1.5}
                transparent
                opacity={0.8}
                depthTest={false}
                renderOrder={19}
              />
            )}
            <MatLabel at={at} text={l.text} colour={l.colour} tone={l.tone} height={l.height} rise={l.rise} />
          </group>
        );
      })}
    </group>
  );
}
