// cannon-es reports a reversed ConvexPolyhedron face only through console.error:
// any console.error during a unit test fails that test.
// Workers keep their modules between test files (vite.config.ts: isolate false) and this file
// runs before each file, so the wrapper is put on console once and its list kept on globalThis.
import { afterEach, vi } from "vitest";

const shared = globalThis as { __consoleErrors?: unknown[][] };
if (!shared.__consoleErrors) {
  const errors: unknown[][] = [];
  shared.__consoleErrors = errors;
  const original = console.error;
  console.error = (...args: unknown[]) => {
    errors.push(args);
    original(...args);
  };
}
const errors = shared.__consoleErrors;

afterEach(() => {
  const seen = errors.splice(0);
  if (seen.length > 0) {
    throw new Error(`console.error was called during the test: ${seen.map((a) => a.map(String).join(" ")).join("\n")}`);
  }
  vi.restoreAllMocks();
});
