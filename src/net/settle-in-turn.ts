// Headless clients sharing one thread (the load benchmark, settleAtOnce: "after-result") run
// their throws to rest one per turn of the event loop, so every socket's messages are read
// between two simulations, not after all.
const toSettle: (() => void)[] = [];
const nextTurn = globalThis.setImmediate ?? ((fn: () => void) => setTimeout(fn, 0));
/** Runs `fn` (a throw to rest) in a turn of the event loop of its own, after those queued before it. */
export function settleInTurn(fn: () => void): void {
  toSettle.push(fn);
  if (toSettle.length === 1) nextTurn(settleOne);
}
function settleOne(): void {
  try {
    toSettle.shift()?.();
  } finally {
    if (toSettle.length > 0) nextTurn(settleOne);
  }
}
