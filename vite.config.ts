/// <reference types="vitest/config" />
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

// The game server (npm run server) behind this page's own origin at /game-server, for
// `npm start` and `vite preview` alike; GAME_SERVER_PORT says where it listens.
const gameServer = {
  "/game-server": {
    target: `http://127.0.0.1:${Number(process.env.GAME_SERVER_PORT ?? 2567)}`,
    ws: true,
    rewrite: (path: string) => path.replace(/^\/game-server/, "") || "/",
  },
};

export default defineConfig({
  plugins: [react()],
  base: "./",
  server: { host: "127.0.0.1", port: 5173, strictPort: true, proxy: gameServer },
  preview: { host: "127.0.0.1", port: 4173, strictPort: true, proxy: gameServer },
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.ts", "server/**/*.test.ts"],
    environment: "node",
    setupFiles: ["src/test-setup.ts"],
    // Property tests run hundreds of games; shared 2-core machines can be slow.
    testTimeout: 60_000,
  },
});
