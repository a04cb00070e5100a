// What this browser can draw, asked once before mounting a Canvas: whether WebGL works at
// all, and whether it runs on a software rasteriser (then "auto" quality starts lower).

interface Probe {
  readonly available: boolean;
  readonly software: boolean;
}

let cached: Probe | undefined;

function probe(): Probe {
  if (cached) return cached;
  try {
    const canvas = document.createElement("canvas");
    const gl = (canvas.getContext("webgl2") ?? canvas.getContext("webgl")) as WebGLRenderingContext | null;
    if (!gl) return (cached = { available: false, software: false });
    const info = gl.getExtension("WEBGL_debug_renderer_info");
    const renderer = String(info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER));
    // Free the probe's context at once: browsers cap live contexts.
    gl.getExtension("WEBGL_lose_context")?.loseContext();
    cached = { available: true, software: /swiftshader|llvmpipe|softpipe|software/i.test(renderer) };
  } catch {
    cached = { available: false, software: false };
  }
  return cached;
}

export const webglAvailable = (): boolean => probe().available;

export const softwareRendering = (): boolean => probe().software;

/** A `?quality=high|low` in the address, before or after the hash (null when absent). */
export function askedQuality(): string | null {
  const inHash = new URLSearchParams(window.location.hash.split("?")[1] ?? "").get("quality");
  return inHash ?? new URLSearchParams(window.location.search).get("quality");
}
