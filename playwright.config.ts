import { defineConfig } from "@playwright/test";
import { chromiumPath, softwareGlArgs } from "./scripts/chromium-path.mjs";

// WebGL runs on SwiftShader here (5–15 fps): tests wait for state, never for time.
// E2E_PORT lets several checkouts (or engineers) run their own build and server side by side.
const port = Number(process.env.E2E_PORT ?? 4173);
const outDir = process.env.E2E_OUT_DIR ?? (port === 4173 ? "dist" : `.e2e-dist/${port}`);
// The game server for the online specs, reached through the preview's /game-server proxy.
const gamePort = Number(process.env.E2E_GAME_PORT ?? 2567 + ((port - 4173) % 14));
// The tests' settings (low graphics, the fastest dice speed; E2E_QUALITY and E2E_SPEED change
// them) and Rykestra's first-minute card put away are seeded in each context by e2e/fixtures.ts.
export default defineConfig({
  testDir: "e2e",
  timeout: 240_000,
  expect: { timeout: 60_000 },
  fullyParallel: false,
  // Two files at a time: most of a test's time is the game's own pace (computers' pauses, dice
  // in the air), not CPU, so a second worker fills the waits. E2E_WORKERS=1 runs one at a time.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // One retry on CI for SwiftShader timing hiccups; a test that fails twice is a real failure.
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  outputDir: "test-results",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 800 },
    // The tests' browser asks for reduced motion unless E2E_MOTION=full: the camera cuts where
    // it would glide and nothing is drawn only to move, so software GL draws fewer frames. The
    // specs about motion and looks (every-screen, the life of a throw) ask for full motion.
    reducedMotion: process.env.E2E_MOTION === "full" ? "no-preference" : "reduce",
    // The app's service worker is kept out of every test but the offline and update-prompt specs
    // (they allow it themselves): registered in each test's fresh context, it precaches the whole
    // build and every request after goes through it, a sixth of the browsers' CPU (measured on
    // six game specs: 197 → 159 s). E2E_SW=allow lets it in everywhere.
    serviceWorkers: process.env.E2E_SW === "allow" ? "allow" : "block",
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        "--no-sandbox",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
        // WebGL on a software rasteriser: Mesa's llvmpipe where it is installed, else SwiftShader (E2E_GL picks).
        ...softwareGlArgs(),
        "--ignore-gpu-blocklist",
        // The page is composited in software; WebGL still runs on SwiftShader. Compositing through
        // SwiftShader cost a fifth of the suite's CPU (measured on three game specs: 160 → 132 s).
        "--disable-gpu-compositing",
      ],
    },
  },
  webServer: [
    {
      // E2E_BUILT=1: `npm test` has built the app into the out folder already (one build serves
      // these tests and the browsers' suite); otherwise the tests build it first.
      command: `${process.env.E2E_BUILT === "1" ? "" : `npx vite build --outDir ${outDir} --emptyOutDir && `}npx vite preview --outDir ${outDir} --host 127.0.0.1 --port ${port} --strictPort`,
      url: `http://127.0.0.1:${port}`,
      env: { GAME_SERVER_PORT: String(gamePort) },
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
    {
      // The daily board in a fresh PGlite folder each run, its clock at noon UTC on the daily spec's day (e2e/rykestra-daily-board.spec.ts).
      command: `rm -rf .e2e-dist/board-${gamePort} && npx tsx server/main.ts`,
      port: gamePort,
      // Every browser under test is 127.0.0.1: the server's per-address limits are raised for the run (its own config).
      env: { PORT: String(gamePort), HOST: "127.0.0.1", PAUSE_SCALE: "0.3", LIMIT_TABLES_PER_MINUTE: "1000", LIMIT_JOINS_PER_MINUTE: "1000", LIMIT_OPEN_TABLES_PER_ADDRESS: "1000", BOARD_DATA_DIR: `.e2e-dist/board-${gamePort}`, BOARD_CLOCK_START: String(Date.UTC(2026, 10, 30, 12)) },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
