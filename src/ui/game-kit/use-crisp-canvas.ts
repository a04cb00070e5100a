import { useEffect, useRef, type DependencyList } from "react";

/**
 * A square canvas drawn sharp at the screen's pixel ratio: `draw` works in CSS pixels on a
 * cleared `size` × `size` canvas and runs again whenever `deps` change.
 */
export function useCrispCanvas(size: number, draw: (ctx: CanvasRenderingContext2D, size: number) => void, deps: DependencyList) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const c = canvas.current;
    const ctx = c?.getContext("2d");
    if (!c || !ctx) return;
    const scale = window.devicePixelRatio || 1;
    c.width = size * scale;
    c.height = size * scale;
    ctx.setTransform(scale, 0, 0, scale, 0, 0);
    ctx.clearRect(0, 0, size, size);
    draw(ctx, size);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what `draw` reads in `deps` (`draw` is a fresh closure each render)
  }, [size, ...deps]);
  return canvas;
}
