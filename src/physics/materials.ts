// Contact materials per surface pair. Friction and restitution are cannon-es's per-contact
// coefficients (its friction limit is μ·m·g per contact point, not μ·N).
import { ContactMaterial, Material, type World } from "cannon-es";

export type SurfaceKind = "felt" | "wood" | "wall";
export type ImpactKind = "die-die" | "die-felt" | "die-wall" | "die-wood";

export interface TableMaterials {
  readonly die: Material;
  readonly felt: Material;
  readonly wood: Material;
  readonly wall: Material;
}

interface PairProps {
  friction: number;
  restitution: number;
}

/** Felt soaks up bounces; wood and walls give them back; dice click off each other. */
export const PAIR_PROPS: Readonly<Record<ImpactKind, PairProps>> = {
  "die-felt": { friction: 0.4, restitution: 0.4 },
  "die-wood": { friction: 0.35, restitution: 0.45 },
  "die-wall": { friction: 0.25, restitution: 0.5 },
  "die-die": { friction: 0.25, restitution: 0.45 },
};

// Stiff, well-damped contacts: relative to a 5 g die this settles penetration in a few steps.
const STIFFNESS = 1e7;
const RELAXATION = 3;

export function installMaterials(world: World): TableMaterials {
  const m: TableMaterials = {
    die: new Material("die"),
    felt: new Material("felt"),
    wood: new Material("wood"),
    wall: new Material("wall"),
  };
  const pair = (a: Material, b: Material, p: PairProps) =>
    world.addContactMaterial(
      new ContactMaterial(a, b, {
        friction: p.friction,
        restitution: p.restitution,
        contactEquationStiffness: STIFFNESS,
        contactEquationRelaxation: RELAXATION,
        frictionEquationStiffness: STIFFNESS,
        frictionEquationRelaxation: RELAXATION,
      }),
    );
  pair(m.die, m.felt, PAIR_PROPS["die-felt"]);
  pair(m.die, m.wood, PAIR_PROPS["die-wood"]);
  pair(m.die, m.wall, PAIR_PROPS["die-wall"]);
  pair(m.die, m.die, PAIR_PROPS["die-die"]);
  return m;
}
