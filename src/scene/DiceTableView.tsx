// The 3D table any game mounts: scenery for its layout, the controller's dice, flick input,
// the aim guide, camera, lights and sounds. Survives a lost WebGL context: everything that
// matters lives in the controller, outside React, so the physics runs on without a canvas
// (a throw in the air lands where it would have) and the canvas is remade when the browser
// gives the context back, or when the player asks.
import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { Canvas } from "@react-three/fiber";
import { useStore } from "zustand";
import { Color, type Texture } from "three";
import type { TableController } from "../table/table-controller";
import { TableScenery } from "./table/TableScenery";
import { DiceMeshes, type DieMeshRegistry } from "./dice/DiceMeshes";
import { FrameDriver } from "./FrameDriver";
import { DiceLife } from "./life/DiceLife";
import { lifeTally } from "./life/life-tally";
import { FlickInput } from "./input/FlickInput";
import { AimGuide } from "./input/AimGuide";
import { createGesture } from "./input/gesture";
import { FRAMINGS, type CameraView, type Framing } from "./camera/CameraRig";
import { CameraAndLights } from "./CameraAndLights";
import { ScreenProjector, type PointProjector, type Projector } from "./ScreenProjector";
import { installTestHook, shownPhase } from "./test-hook";
import { useImpactSounds } from "./sound/useImpactSounds";
import { askedQuality, softwareRendering, webglAvailable } from "./webgl-support";
import { antialiasAt, dprFor, RUNG_LOOKS, startRung, type Rung } from "./quality";
import { QualityPace } from "./QualityPace";
import { useSettings } from "../store/settings-store";
import { useHeadlessFrames } from "./useHeadlessFrames";
import { cameraStore, setCameraView } from "../store/camera-store";
import { routeThreeConsole } from "./three-console";

routeThreeConsole();

export interface DiceTableViewProps {
  readonly controller: TableController;
  /** Names the table for screen readers ("Free Roll table"). */
  readonly label: string;
  /** A texture a game paints for the Rykestra mat's top (sectors, numerals). */
  readonly matSurface?: Texture | null;
  /** Extra 3D content (markers, highlights), drawn in table coordinates. */
  readonly children?: ReactNode;
  /** DOM laid over the canvas (a game's prompts). */
  readonly overlay?: ReactNode;
  /** Camera framing instead of the layout's own (keep the object stable between renders). */
  readonly framing?: Framing;
  /** False: the caller steps the table (a replay at its own speed); the view only draws it. */
  readonly drive?: boolean;
}

const BACKGROUND = new Color("#120c08");

/** How long the "press on the die" hint stays up after a tap that missed, ms (it is only drawn: no game state waits on it). */
const MISS_HINT_MS = 5000;

export function DiceTableView({ controller, label, matSurface, children, overlay, framing: customFraming, drive = true }: DiceTableViewProps) {
  const view: CameraView = useStore(cameraStore, (s) => s.view);
  const [canvasKey, setCanvasKey] = useState(0);
  const [lost, setLost] = useState(false);
  const registry = useMemo<DieMeshRegistry>(() => new Map(), []);
  const gesture = useMemo(createGesture, []);
  const phase = useStore(controller.store, shownPhase);
  const throws = useStore(controller.store, (s) => s.throws);
  const holding = useStore(controller.store, (s) => s.holding);
  const layout = controller.layout;
  const framing = customFraming ?? FRAMINGS[layout];
  useImpactSounds(controller);
  // The test hook belongs to the table, not the canvas: it survives a canvas remount.
  const projector = useRef<Projector>(() => null);
  const pointProjector = useRef<PointProjector>(() => null);
  const life = useMemo(lifeTally, [controller]);
  useEffect(
    () => installTestHook(controller, (id) => projector.current(id), (x, y, z) => pointProjector.current(x, y, z), life),
    [controller, life],
  );

  // The canvas now drawing. A canvas being replaced has its context thrown away as it goes (a
  // lost event of its own, at a moment of the browser's choosing): that is no fault of the new one.
  const liveCanvas = useRef<HTMLCanvasElement | null>(null);
  const restore = useCallback(() => {
    liveCanvas.current = null;
    setLost(false);
    setCanvasKey((k) => k + 1);
  }, []);

  const supported = webglAvailable();
  const setting = useSettings((s) => s.quality);
  const asked = useMemo(askedQuality, []);
  const start = useMemo<Rung>(() => (supported ? startRung(setting, softwareRendering(), asked) : 0), [supported, setting, asked]);
  // Auto's adapted rung belongs to the start it adapted from; a new setting starts afresh.
  const [adapted, setAdapted] = useState<{ start: Rung; rung: Rung } | null>(null);
  const rung = adapted !== null && adapted.start === start ? adapted.rung : start;
  const look = RUNG_LOOKS[rung];
  const adapts = setting === "auto" && asked !== "high" && asked !== "low";
  const onPace = useCallback((next: Rung) => setAdapted({ start, rung: next }), [start]);
  // Antialiasing is chosen when the WebGL context is made, so changing it makes a new canvas.
  const antialias = antialiasAt(start);
  useHeadlessFrames(controller, drive && (!supported || lost));
  const settled = phase !== "rolling" && holding === null;
  // A tap beside the die: say where to press, until the player picks a die up or a few seconds pass.
  const [missHint, setMissHint] = useState(false);
  const onMiss = useCallback(() => setMissHint(true), []);
  useEffect(() => {
    if (holding !== null || throws > 0) setMissHint(false);
  }, [holding, throws]);
  useEffect(() => {
    if (!missHint) return;
    const t = setTimeout(() => setMissHint(false), MISS_HINT_MS);
    return () => clearTimeout(t);
  }, [missHint]);

  return (
    <div className="table-view">
      {supported ? (
        <Canvas
          key={`${canvasKey}-${antialias}`}
          className="table-view__canvas"
          shadows="percentage"
          frameloop="demand"
          dpr={dprFor(look, view === "top", supported && softwareRendering())}
          camera={{
            fov: 40,
            near: 1,
            far: 800,
            position: [
              framing.target[0] + framing.angled[0],
              framing.target[1] + framing.angled[1],
              framing.target[2] + framing.angled[2],
            ],
          }}
          gl={{ antialias, powerPreference: "high-performance" }}
          data-quality={look.name}
          data-quality-setting={setting}
          aria-label={label}
          role="img"
          onCreated={({ gl, scene }) => {
            scene.background = BACKGROUND;
            const canvas = gl.domElement;
            liveCanvas.current = canvas;
            canvas.addEventListener("webglcontextlost", (e) => {
              // Keep the page: the controller still holds every die; the canvas can be remade.
              e.preventDefault();
              if (liveCanvas.current === canvas) setLost(true);
            });
            // The browser hands a context back after a reset: draw the table afresh on a new canvas.
            canvas.addEventListener("webglcontextrestored", () => {
              if (liveCanvas.current === canvas) restore();
            });
          }}
        >
          <fog attach="fog" args={["#120c08", 140, 320]} />
          {adapts && <QualityPace start={start} onChange={onPace} />}
          <Suspense fallback={null}>
            <TableScenery layout={layout} matSurface={matSurface} woodDetail={look.woodDetail} />
          </Suspense>
          <DiceMeshes controller={controller} registry={registry} />
          <DiceLife controller={controller} lively={look.name !== "low"} tally={life} />
          <AimGuide controller={controller} gesture={gesture} />
          {children}
          <FrameDriver controller={controller} drive={drive && !lost} />
          <FlickInput controller={controller} registry={registry} gesture={gesture} onMiss={onMiss} />
          <CameraAndLights controller={controller} framing={framing} view={view} look={look} />
          <ScreenProjector registry={registry} projector={projector} pointProjector={pointProjector} />
        </Canvas>
      ) : (
        <div className="table-view__message" role="alert">
          <h2>This browser cannot draw the 3D table</h2>
          <p>
            The dice table needs WebGL, which is switched off or not supported here. Try a current version of
            Firefox, Chrome, Edge or Safari, or turn on hardware acceleration in your browser settings.
          </p>
          <p>The dice are still thrown and read by the same physics; their results are listed as text.</p>
        </div>
      )}
      {lost && (
        <div className="table-view__message" role="alert" data-testid="context-lost">
          <h2>The 3D view was interrupted</h2>
          <p>The graphics driver reset the table's drawing. Your game and your dice are safe: a throw in the air lands as it would have.</p>
          <button type="button" className="button button--primary" onClick={restore}>
            Redraw the table
          </button>
        </div>
      )}
      {supported && (
        <div className="table-view__tools">
          <button
            type="button"
            className="button button--small"
            aria-pressed={view === "top"}
            onClick={() => setCameraView(view === "top" ? "angled" : "top")}
          >
            {view === "top" ? "Angled view" : "Top-down view"}
          </button>
        </div>
      )}
      {overlay}
      {missHint && (
        <p className="table-toast table-toast--miss" role="status" data-testid="table-miss">
          Press on the die itself to pick it up (the one in your hand, at your edge of the table), then drag it towards the table and let go.
        </p>
      )}
      <div
        data-testid="table-status"
        className="visually-hidden"
        data-settled={String(settled)}
        data-phase={phase}
        data-throws={throws}
      >
        {phase === "rolling" ? "Dice rolling" : "Dice at rest"}
      </div>
    </div>
  );
}
