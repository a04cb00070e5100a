// cannon-es reports a reversed ConvexPolyhedron face only through console.error:
// any console.error during a unit test fails that test.
import { afterEach, vi } from "vitest";

let errors: unknown[][] = [];
const original = console.error;
console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};
afterEach(() => {
  const seen = errors;
  errors = [];
  if (seen.length > 0) {
    throw new Error(`console.error was called during the test: ${seen.map((a) => a.map(String).join(" ")).join("\n")}`);
  }
  vi.restoreAllMocks();
});
