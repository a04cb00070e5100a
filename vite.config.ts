/// <reference types="vitest/config" />
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

export default defineConfig({
  plugins: [react()],
  base: "./",
  server: { host: "127.0.0.1", port: 5173, strictPort: true },
  preview: { host: "127.0.0.1", port: 4173, strictPort: true },
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.ts", "server/**/*.test.ts"],
    environment: "node",
    setupFiles: ["src/test-setup.ts"],
    // Property tests run hundreds of games; shared 2-core machines can be slow.
    testTimeout: 60_000,
  },
});
