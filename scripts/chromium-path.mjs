// Where the Chromium for Playwright lives: CHROMIUM_PATH wins, then Debian's chromium.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  for (const name of ["chromium", "chromium-browser"]) {
    try {
      const found = execSync(`command -v ${name}`, { stdio: ["ignore", "pipe", "ignore"], shell: "/bin/sh" })
        .toString()
        .trim();
      if (found) return found;
    } catch {
      // not on PATH
    }
  }
  return existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined;
}

/**
 * The software rasteriser the tests' Chromium draws WebGL with (there is no graphics chip here).
 * Mesa's llvmpipe (reached through ANGLE's EGL backend) draws a table frame in about half the
 * CPU time SwiftShader takes, and Debian's chromium brings it along (libgl1-mesa-dri). E2E_GL
 * picks one; without it llvmpipe is used when Mesa's software driver is installed.
 */
export function softwareGl() {
  const asked = process.env.E2E_GL;
  if (asked === "swiftshader" || asked === "llvmpipe") return asked;
  const dirs = ["/usr/lib/x86_64-linux-gnu/dri", "/usr/lib/aarch64-linux-gnu/dri", "/usr/lib64/dri", "/usr/lib/dri"];
  return dirs.some((d) => existsSync(`${d}/swrast_dri.so`)) ? "llvmpipe" : "swiftshader";
}

/** Chromium's flags for that rasteriser. */
export function softwareGlArgs(gl = softwareGl()) {
  return gl === "llvmpipe" ? ["--use-angle=gl-egl"] : ["--use-angle=swiftshader", "--enable-unsafe-swiftshader"];
}
