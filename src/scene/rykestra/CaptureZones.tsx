// Capture zones drawn on the mat: each die's wedge (geometry/capture-zone, the one definition)
// shaded in its owner's colour and outlined, with a label saying what it can take (the labels
// drawn together, so they give way to each other and to the dice).
import { useMemo } from "react";
import { Line } from "@react-three/drei";
import { DoubleSide, Shape, ShapeGeometry } from "three";
import { captureZone, type Kite, type ZoneReading } from "../../geometry/capture-zone";
import type { TablePoint } from "../../geometry/types";
import { MatLabels, type LabelSpec } from "./MatLabels";
import { OVERLAY_Y, zoneLabelPoint } from "./overlay-geometry";

export interface ZoneSpec {
  readonly id: string;
  readonly centre: TablePoint;
  readonly kite: Kite;
  /** The owner's seat colour. */
  readonly colour: string;
  /** Shown inside the zone: "Blue 7 · takes 1–7". */
  readonly label?: string;
  /** Drawn brighter: the zone acting now. */
  readonly strong?: boolean;
}

function Zone({ zone, reading, layer }: { zone: ZoneSpec; reading: ZoneReading; layer: number }) {
  const polygon = useMemo(() => captureZone(zone.kite, reading), [zone.kite, reading]);
  const geometry = useMemo(() => {
    if (polygon.length < 3) return null;
    // Shape space (x, y) is the table's (x, −z); the mesh is turned flat below.
    const shape = new Shape(polygon.map((p) => ({ x: p.x, y: -p.z }) as never));
    return new ShapeGeometry(shape);
  }, [polygon]);
  if (geometry === null) return null;
  const y = OVERLAY_Y + layer * 0.004;
  const outline = [...polygon, polygon[0]].map((p) => [p.x, y + 0.002, p.z] as [number, number, number]);
  // The kite itself, so the top point and bottom corners the zone is built from can be seen.
  const kite = [zone.kite.top, zone.kite.left, zone.kite.right, zone.kite.top].map((p) => [p.x, y + 1.2, p.z] as [number, number, number]);
  return (
    <group>
      <mesh geometry={geometry} rotation={[-Math.PI / 2, 0, 0]} position={[0, y, 0]} renderOrder={2}>
        <meshBasicMaterial color={zone.colour} transparent opacity={zone.strong ? 0.34 : 0.2} depthWrite={false} side={DoubleSide} />
      </mesh>
      <Line points={outline} color={zone.colour} lineWidth={zone.strong ? 3 : 1.6} transparent opacity={0.95} />
      {zone.strong && <Line points={kite} color="#fff7e6" lineWidth={1.5} depthTest={false} />}
    </group>
  );
}

/** The zones' labels, each a little way into its zone, for a MatLabels set. */
export function zoneLabels(zones: readonly ZoneSpec[], reading: ZoneReading): LabelSpec[] {
  return zones.flatMap((zone) => {
    if (!zone.label) return [];
    const p = zoneLabelPoint(zone.centre, zone.kite, reading);
    return [{ key: `zone-${zone.id}`, at: [p.x, OVERLAY_Y + 0.5, p.z], owner: zone.centre, colour: zone.colour, tone: zone.strong ? "strong" : "plain", text: zone.label }];
  });
}

/** `labelled={false}`: the caller draws zoneLabels itself, among its other labels. */
export function CaptureZones({ zones, reading, labelled = true }: { zones: readonly ZoneSpec[]; reading: ZoneReading; labelled?: boolean }) {
  const labels = useMemo(() => (labelled ? zoneLabels(zones, reading) : []), [zones, reading, labelled]);
  const dice = useMemo(() => zones.map((z) => z.centre), [zones]);
  return (
    <group>
      {zones.map((z, i) => (
        <Zone key={z.id} zone={z} reading={reading} layer={i} />
      ))}
      {labels.length > 0 && <MatLabels labels={labels} dice={dice} />}
    </group>
  );
}
