// npm start: the app (vite) and the game server (server/main.ts) together; either ending ends
// both. Local play never needs the server: if it cannot start, the app still runs.
import { spawn } from "node:child_process";

const bin = (name) => new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname;
const children = [
  spawn(bin("vite"), ["--host", "127.0.0.1", "--port", "5173", ...process.argv.slice(2)], { stdio: "inherit" }),
  spawn(bin("tsx"), ["server/main.ts"], { stdio: "inherit", env: { PORT: "2567", ...process.env } }),
];
let stopping = false;
const stop = (code = 0) => {
  if (stopping) return;
  stopping = true;
  for (const c of children) if (c.exitCode === null) c.kill("SIGTERM");
  setTimeout(() => process.exit(code), 500);
};
children[0].on("exit", (code) => stop(code ?? 0));
children[1].on("exit", (code) => {
  if (!stopping) console.error(`game server stopped (${code}); local play goes on, online tables are unavailable`);
});
for (const s of ["SIGINT", "SIGTERM"]) process.on(s, () => stop(0));
