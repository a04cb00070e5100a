/// <reference types="vitest/config" />
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { VitePWA } from "vite-plugin-pwa";

// The game server (npm run server) behind this page's own origin at /game-server, for
// `npm start` and `vite preview` alike; GAME_SERVER_PORT says where it listens.
const gameServer = {
  "/game-server": {
    target: `http://127.0.0.1:${Number(process.env.GAME_SERVER_PORT ?? 2567)}`,
    ws: true,
    rewrite: (path: string) => path.replace(/^\/game-server/, "") || "/",
  },
};

// The installable app: a manifest with our icons and a service worker that precaches the
// built app, so a page once loaded plays with the network cut. The worker is made only by
// `vite build` (never in the dev server); it answers navigations from the cache except under
// /game-server, whose matchmaking and websockets always go to the network.
const pwa = VitePWA({
  registerType: "prompt",
  injectRegister: null,
  manifest: {
    name: "Dice Table",
    short_name: "Dice Table",
    description: "A tabletop for physical dice games: throw real-feeling dice on a wooden table.",
    start_url: "./",
    scope: "./",
    display: "standalone",
    background_color: "#1b130d",
    theme_color: "#1b130d",
    icons: [
      { src: "icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "icons/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      { src: "icons/icon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  },
  workbox: {
    globPatterns: ["**/*.{js,css,html,svg,png,jpg,webp,woff2,mp3,ogg,wav,json}"],
    // The three.js chunk is over Workbox's 2 MiB default.
    maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
    navigateFallback: "index.html",
    navigateFallbackDenylist: [/\/game-server(\/|$)/],
    cleanupOutdatedCaches: true,
  },
});

export default defineConfig({
  plugins: [react(), pwa],
  base: "./",
  server: { host: "127.0.0.1", port: 5173, strictPort: true, proxy: gameServer },
  preview: { host: "127.0.0.1", port: 4173, strictPort: true, proxy: gameServer },
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.ts", "server/**/*.test.ts"],
    environment: "node",
    setupFiles: ["src/test-setup.ts"],
    // Property and fuzz tests are CPU work (hundreds of games, 10,000 cases): 28 s alone here,
    // 60 s seen with the suite and other work beside them. A slow machine gets its time; a test
    // that waits on something has its own, shorter bound.
    testTimeout: 180_000,
    // Vitest's default for a run is one worker fewer than the cores: on this 2-core machine, one.
    // The tests wait on state and fake clocks, never on time, so both cores can take files.
    maxWorkers: 2,
    // Each worker keeps its modules between files instead of importing them afresh for every
    // file: the same tests, a quarter of the import time (75 s summed → 21 s; the run 289 →
    // 205 s). Nothing here mocks a module, and every test makes its own sessions, tables and
    // servers; a test that changes a shared module's state puts it back (fake clocks included).
    isolate: false,
  },
});
