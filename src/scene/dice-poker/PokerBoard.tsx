// The Dice Poker board beside the tray: the painted 7 × 7 board, chips as 3D pieces in side
// colours (each drops into place when it is new), glowing legal squares, red rings round chips
// a Bouncer may remove, and an outline round every completed run.
import { useMemo, useRef, type RefObject } from "react";
import { useFrame, type ThreeEvent } from "@react-three/fiber";
import { type Group, type Mesh, type MeshBasicMaterial } from "three";
import type { Square } from "../../games/dice-poker";
import { BOARD_CENTRE, BOARD_THICKNESS, BOARD_WIDTH, SQUARE_SIZE, squareAt, squareCentre } from "./board-geometry";
import { boardTexture } from "./board-texture";
import { BoardProjector } from "./BoardProjector";

export interface BoardRun {
  readonly squares: readonly Square[];
  readonly colour: string;
}

export interface PokerBoardProps {
  /** The side whose chip covers each square, or null. */
  readonly owners: readonly (number | null)[];
  /** Chip colour by side. */
  readonly colours: readonly string[];
  readonly legal: readonly Square[];
  readonly removable: readonly Square[];
  readonly runs: readonly BoardRun[];
  /** A click on a legal square or a removable chip. */
  readonly onSquare?: (square: Square) => void;
}

const TOP = BOARD_THICKNESS;
const CHIP_RADIUS = SQUARE_SIZE * 0.36;
const CHIP_HEIGHT = 0.5;
const DROP_SECONDS = 0.35;

function Chip({ square, colour }: { square: Square; colour: string }) {
  const ref = useRef<Group>(null);
  const born = useRef<number | null>(null);
  const c = squareCentre(square);
  useFrame(({ clock, invalidate }) => {
    const g = ref.current;
    if (!g) return;
    if (born.current === null) born.current = clock.elapsedTime;
    const t = Math.min(1, (clock.elapsedTime - born.current) / DROP_SECONDS);
    g.position.y = TOP + CHIP_HEIGHT / 2 + (1 - t * t) * 4;
    if (t < 1) invalidate();
  });
  return (
    <group ref={ref} position={[c.x, TOP + CHIP_HEIGHT / 2 + 4, c.z]}>
      <mesh castShadow receiveShadow>
        <cylinderGeometry args={[CHIP_RADIUS, CHIP_RADIUS, CHIP_HEIGHT, 32]} />
        <meshStandardMaterial color={colour} roughness={0.35} metalness={0.05} />
      </mesh>
      {/* A pressed ring on the chip's face, like a real poker chip. */}
      <mesh position={[0, CHIP_HEIGHT / 2 + 0.005, 0]} rotation={[-Math.PI / 2, 0, 0]}>
        <ringGeometry args={[CHIP_RADIUS * 0.55, CHIP_RADIUS * 0.7, 32]} />
        <meshStandardMaterial color="#ffffff" transparent opacity={0.55} roughness={0.5} />
      </mesh>
    </group>
  );
}

/** A soft pulse shared by the glowing squares and rings. */
function usePulse(materials: RefObject<(MeshBasicMaterial | null)[]>, base: number, swing: number) {
  useFrame(({ clock, invalidate }) => {
    const list = materials.current;
    if (!list || list.length === 0) return;
    const o = base + swing * Math.sin(clock.elapsedTime * 4);
    for (const m of list) if (m) m.opacity = o;
    invalidate();
  });
}

function LegalSquares({ squares }: { squares: readonly Square[] }) {
  const mats = useRef<(MeshBasicMaterial | null)[]>([]);
  mats.current = mats.current.slice(0, squares.length);
  usePulse(mats, 0.5, 0.2);
  return (
    <group>
      {squares.map((s, i) => {
        const c = squareCentre(s);
        return (
          <group key={s} position={[c.x, TOP + 0.03, c.z]} rotation={[-Math.PI / 2, 0, 0]}>
            <mesh renderOrder={4}>
              <planeGeometry args={[SQUARE_SIZE * 0.94, SQUARE_SIZE * 0.94]} />
              <meshBasicMaterial
                ref={(m) => void (mats.current[i] = m)}
                color="#3dff7a"
                transparent
                opacity={0.5}
                depthWrite={false}
                toneMapped={false}
              />
            </mesh>
            <mesh renderOrder={5} position={[0, 0, 0.01]}>
              <ringGeometry args={[SQUARE_SIZE * 0.6, SQUARE_SIZE * 0.7, 4, 1, Math.PI / 4]} />
              <meshBasicMaterial color="#b8ffcb" transparent opacity={0.95} depthWrite={false} toneMapped={false} />
            </mesh>
          </group>
        );
      })}
    </group>
  );
}

function RemovableRings({ squares }: { squares: readonly Square[] }) {
  const mats = useRef<(MeshBasicMaterial | null)[]>([]);
  mats.current = mats.current.slice(0, squares.length);
  usePulse(mats, 0.75, 0.2);
  return (
    <group>
      {squares.map((s, i) => {
        const c = squareCentre(s);
        return (
          <group key={s} position={[c.x, TOP + CHIP_HEIGHT + 0.05, c.z]} rotation={[-Math.PI / 2, 0, 0]}>
            <mesh renderOrder={6}>
              <ringGeometry args={[CHIP_RADIUS * 1.02, CHIP_RADIUS * 1.25, 40]} />
              <meshBasicMaterial
                ref={(m) => void (mats.current[i] = m)}
                color="#ff3b2f"
                transparent
                opacity={0.8}
                depthWrite={false}
                toneMapped={false}
              />
            </mesh>
            {/* A thin white edge keeps the ring readable round a red chip. */}
            <mesh renderOrder={6}>
              <ringGeometry args={[CHIP_RADIUS * 1.25, CHIP_RADIUS * 1.33, 40]} />
              <meshBasicMaterial color="#ffffff" transparent opacity={0.9} depthWrite={false} toneMapped={false} />
            </mesh>
          </group>
        );
      })}
    </group>
  );
}

/** Four bars framing a length × width rectangle centred on the origin, in the x–z plane. */
function Frame({ length, width, bar, colour, y }: { length: number; width: number; bar: number; colour: string; y: number }) {
  const bars: { pos: [number, number, number]; size: [number, number, number] }[] = [
    { pos: [0, y, -width / 2], size: [length + bar, 0.14, bar] },
    { pos: [0, y, width / 2], size: [length + bar, 0.14, bar] },
    { pos: [-length / 2, y, 0], size: [bar, 0.14, width] },
    { pos: [length / 2, y, 0], size: [bar, 0.14, width] },
  ];
  return (
    <>
      {bars.map((r, i) => (
        <mesh key={i} position={r.pos} renderOrder={7}>
          <boxGeometry args={r.size} />
          <meshBasicMaterial color={colour} toneMapped={false} />
        </mesh>
      ))}
    </>
  );
}

/** A glowing frame round the five squares of a run (row, column or diagonal), edged in the side's colour. */
function RunOutline({ run }: { run: BoardRun }) {
  const a = squareCentre(run.squares[0]);
  const b = squareCentre(run.squares[run.squares.length - 1]);
  const dx = b.x - a.x;
  const dz = b.z - a.z;
  const diagonal = Math.abs(dx) > 0.1 && Math.abs(dz) > 0.1;
  const length = Math.hypot(dx, dz) + SQUARE_SIZE * (diagonal ? 1 : 0.95);
  const width = SQUARE_SIZE * (diagonal ? 0.8 : 0.95);
  const y = TOP + CHIP_HEIGHT + 0.15;
  return (
    <group position={[(a.x + b.x) / 2, 0, (a.z + b.z) / 2]} rotation={[0, -Math.atan2(dz, dx), 0]}>
      <Frame length={length} width={width} bar={0.42} colour="#ffe08a" y={y} />
      <Frame length={length - 0.62} width={width - 0.62} bar={0.2} colour={run.colour} y={y + 0.01} />
    </group>
  );
}

export function PokerBoard({ owners, colours, legal, removable, runs, onSquare }: PokerBoardProps) {
  const texture = useMemo(boardTexture, []);
  const hover = useRef<Mesh>(null);
  const clickable = useMemo(() => new Set([...legal, ...removable]), [legal, removable]);

  const squareOf = (e: ThreeEvent<PointerEvent | MouseEvent>) => squareAt({ x: e.point.x, z: e.point.z });
  const onClick = (e: ThreeEvent<MouseEvent>) => {
    const s = squareOf(e);
    if (s === null || !clickable.has(s) || !onSquare) return;
    e.stopPropagation();
    onSquare(s);
  };
  const onMove = (e: ThreeEvent<PointerEvent>) => {
    const h = hover.current;
    if (!h) return;
    const s = squareOf(e);
    const show = s !== null && clickable.has(s);
    h.visible = show;
    document.body.style.cursor = show ? "pointer" : "";
    if (show) {
      const c = squareCentre(s);
      h.position.set(c.x, TOP + 0.06, c.z);
    }
  };
  const onLeave = () => {
    if (hover.current) hover.current.visible = false;
    document.body.style.cursor = "";
  };

  return (
    <group>
      <mesh
        position={[BOARD_CENTRE.x, TOP / 2, BOARD_CENTRE.z]}
        castShadow
        receiveShadow
        onClick={onClick}
        onPointerMove={onMove}
        onPointerOut={onLeave}
      >
        <boxGeometry args={[BOARD_WIDTH, TOP, BOARD_WIDTH]} />
        <meshStandardMaterial attach="material-0" color="#2c1a0e" roughness={0.6} />
        <meshStandardMaterial attach="material-1" color="#2c1a0e" roughness={0.6} />
        <meshStandardMaterial attach="material-2" map={texture} roughness={0.75} />
        <meshStandardMaterial attach="material-3" color="#1d1109" />
        <meshStandardMaterial attach="material-4" color="#2c1a0e" roughness={0.6} />
        <meshStandardMaterial attach="material-5" color="#2c1a0e" roughness={0.6} />
      </mesh>
      <mesh ref={hover} visible={false} rotation={[-Math.PI / 2, 0, 0]} renderOrder={8}>
        <ringGeometry args={[SQUARE_SIZE * 0.4, SQUARE_SIZE * 0.5, 4, 1, Math.PI / 4]} />
        <meshBasicMaterial color="#f0c060" transparent opacity={0.95} depthWrite={false} toneMapped={false} />
      </mesh>
      <LegalSquares squares={legal} />
      {owners.map((o, s) => (o === null ? null : <Chip key={`${s}:${o}`} square={s} colour={colours[o]} />))}
      <RemovableRings squares={removable} />
      {runs.map((r) => (
        <RunOutline key={r.squares.join("-")} run={r} />
      ))}
      <BoardProjector />
    </group>
  );
}
