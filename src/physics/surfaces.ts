// What the dice can touch, as plain data first (so the scene and tests can see exactly what
// physics collides with), then as static cannon-es bodies.
//
// Colliders are thick: walls grow outwards and pads grow downwards beyond what is drawn, so a
// fast die cannot pass through, while every surface a die can reach sits where it is drawn.
import { Body, Plane, Vec3, type Box, type World } from "cannon-es";
import { MAT, SIDE_TRAY, TABLE, TABLE_WALL, TRAY } from "../geometry/table-layout";
import type { SurfaceKind, TableMaterials } from "./materials";
import { trimmedBox } from "./colliders";

export type Layout = "tray" | "rykestra";

/** An axis-aligned static box: centre and half extents in cm. */
export interface SurfaceBox {
  readonly name: string;
  readonly kind: SurfaceKind;
  readonly centre: readonly [number, number, number];
  readonly halfExtents: readonly [number, number, number];
}

export interface SurfacePlan {
  /** Material of the infinite ground plane y = 0. */
  readonly ground: SurfaceKind;
  readonly boxes: readonly SurfaceBox[];
  /** Regions of the ground that are felt (sounds): x/z rectangles. */
  readonly feltRegions: readonly { minX: number; maxX: number; minZ: number; maxZ: number }[];
}

/** Extra collider thickness below the table top and behind the far table walls. */
const BACKING = 10;
/** The far walls' colliders rise this far above their drawn top: a die thrown straight up still stays in the world. */
const WALL_REACH = 100;

/**
 * Four walls round an inner rectangle, inner faces exactly on its edges, reaching from below
 * the table top up to `height`. `backing` thickens them outwards beyond what is drawn: only
 * for walls nothing can land behind.
 */
function wallsAround(
  name: string,
  kind: SurfaceKind,
  cx: number,
  cz: number,
  innerW: number,
  innerD: number,
  height: number,
  thickness: number,
  backing: number,
): SurfaceBox[] {
  const t = thickness + backing;
  const cy = (height - BACKING) / 2;
  const hy = (height + BACKING) / 2;
  const hw = innerW / 2;
  const hd = innerD / 2;
  return [
    // North and south walls span the corners too.
    { name: `${name}-north`, kind, centre: [cx, cy, cz - hd - t / 2], halfExtents: [hw + t, hy, t / 2] },
    { name: `${name}-south`, kind, centre: [cx, cy, cz + hd + t / 2], halfExtents: [hw + t, hy, t / 2] },
    { name: `${name}-west`, kind, centre: [cx - hw - t / 2, cy, cz], halfExtents: [t / 2, hy, hd] },
    { name: `${name}-east`, kind, centre: [cx + hw + t / 2, cy, cz], halfExtents: [t / 2, hy, hd] },
  ];
}

/**
 * The tray layout: TRAY.width × TRAY.depth is the felt floor inside the walls; the walls
 * (TRAY.wallThickness thick, TRAY.wallHeight high) stand outside it. The ground plane is felt
 * (the tray floor); outside the tray it only counts as wood for impact sounds.
 */
function trayPlan(): SurfacePlan {
  return {
    ground: "felt",
    boxes: [
      ...wallsAround("tray", "wall", 0, 0, TRAY.width, TRAY.depth, TRAY.wallHeight, TRAY.wallThickness, 0),
      ...wallsAround("table", "wall", 0, 0, TABLE.width, TABLE.depth, TABLE_WALL.height + WALL_REACH, TABLE_WALL.thickness, BACKING),
    ],
    feltRegions: [{ minX: -TRAY.width / 2, maxX: TRAY.width / 2, minZ: -TRAY.depth / 2, maxZ: TRAY.depth / 2 }],
  };
}

/**
 * The Rykestra layout: a wooden table (ground plane), the raised felt mat with open edges
 * (its collider reaches below the table top so only its top and sides can be touched), the
 * small walled side tray (floor = table top, felt for sounds) and the far table walls.
 */
function rykestraPlan(): SurfacePlan {
  const half = MAT.size / 2;
  const depthBelow = BACKING;
  const matHalfY = (MAT.thickness + depthBelow) / 2;
  const side = SIDE_TRAY;
  return {
    ground: "wood",
    boxes: [
      {
        name: "mat",
        kind: "felt",
        centre: [MAT.centre.x, MAT.thickness - matHalfY, MAT.centre.z],
        halfExtents: [half, matHalfY, half],
      },
      ...wallsAround("side-tray", "wall", side.centre.x, side.centre.z, side.width, side.depth, side.wallHeight, side.wallThickness, 0),
      ...wallsAround("table", "wall", 0, 0, TABLE.width, TABLE.depth, TABLE_WALL.height + WALL_REACH, TABLE_WALL.thickness, BACKING),
    ],
    feltRegions: [
      {
        minX: side.centre.x - side.width / 2,
        maxX: side.centre.x + side.width / 2,
        minZ: side.centre.z - side.depth / 2,
        maxZ: side.centre.z + side.depth / 2,
      },
    ],
  };
}

export function surfacePlan(layout: Layout): SurfacePlan {
  return layout === "tray" ? trayPlan() : rykestraPlan();
}

/**
 * Gives a static body the listener table a die gets from its listeners, so every body in the
 * world has one object shape and the per-body loops of each step stay monomorphic. An empty
 * table is what cannon-es's dispatchEvent finds on a body with no listeners for the event.
 */
function sameShapeAsDice(body: Body): void {
  (body as unknown as { _listeners?: object })._listeners ??= {};
}

// Box colliders by size, shared by every world (a quality builds 64 tables): a static box's
// shape holds no per-body state the step uses.
const boxes = new Map<string, Box>();

function boxOf([x, y, z]: readonly [number, number, number]): Box {
  const key = `${x},${y},${z}`;
  let box = boxes.get(key);
  if (!box) {
    box = trimmedBox(new Vec3(x, y, z));
    boxes.set(key, box);
  }
  return box;
}

/** Adds the static bodies; returns the ground plane's body and each body's surface kind (for impact sounds). */
export function buildSurfaces(world: World, plan: SurfacePlan, materials: TableMaterials): { ground: Body; kinds: Map<Body, SurfaceKind> } {
  const kinds = new Map<Body, SurfaceKind>();
  const ground = new Body({ type: Body.STATIC, material: materials[plan.ground], shape: new Plane() });
  // The plane's normal +z turned to +y: a quarter turn about x. These are the numbers
  // setFromEuler(−π/2, 0, 0) gives in V8 (x is sin(−π/4), one unit in the last place off
  // −√½), written out so no engine's Math.sin or Math.cos decides where the table lies.
  ground.quaternion.set(-0.7071067811865475, 0, 0, 0.7071067811865476);
  // The body cached its bounding box (the half-space z ≤ 0) when the plane was added.
  ground.aabbNeedsUpdate = true;
  sameShapeAsDice(ground);
  world.addBody(ground);
  kinds.set(ground, plan.ground);
  for (const b of plan.boxes) {
    const body = new Body({
      type: Body.STATIC,
      material: materials[b.kind],
      shape: boxOf(b.halfExtents),
      position: new Vec3(...b.centre),
    });
    body.aabbNeedsUpdate = true;
    sameShapeAsDice(body);
    world.addBody(body);
    kinds.set(body, b.kind);
  }
  return { ground, kinds };
}

/** The surface an impact at (x, z) on the ground plane sounds like. */
export function groundSoundAt(plan: SurfacePlan, x: number, z: number): SurfaceKind {
  const inFelt = plan.feltRegions.some((r) => x >= r.minX && x <= r.maxX && z >= r.minZ && z <= r.maxZ);
  return inFelt ? "felt" : "wood";
}
