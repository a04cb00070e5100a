// Slow readers: a client that stops reading its socket must not make this process's memory grow.
// What the server sends a client goes, in Colyseus 0.16's ws transport, to `client.ref.send`
// (ws): once the kernel's socket buffers are full (a few MiB on loopback), ws keeps the rest in
// the process (`bufferedAmount`); and a client that has not yet confirmed its join has every
// message queued in `client._enqueuedMessages` instead. Nothing in Colyseus or ws bounds either.
// So after every send a table checks its clients: one holding more than the limit is dropped
// (its socket destroyed at once, its queue let go, nothing more sent), logged and counted; a seated player's seat
// is held for their reconnection as for any dropped line.
import { ClientState, type Client } from "@colyseus/core";
import type { TableHost } from "./table-host";

interface Wire {
  readonly bufferedAmount?: number;
  terminate?(): void;
}
interface Held {
  readonly ref?: Wire;
  _enqueuedMessages?: { readonly byteLength: number }[];
}

/** Bytes this process holds for `client` that the kernel has not taken: ws's buffer and Colyseus's join queue. */
export function heldBytes(client: Client): number {
  const c = client as unknown as Held;
  let n = typeof c.ref?.bufferedAmount === "number" ? c.ref.bufferedAmount : 0;
  for (const m of c._enqueuedMessages ?? []) n += m.byteLength;
  return n;
}

const dropped = new WeakSet<Client>();

/**
 * Drops each of `clients` holding more than the host's limit (config.limits.slowReaderKb):
 * destroys its socket (Colyseus then calls the room's onLeave, not consented), lets its queue
 * go, logs and counts it. Returns how many it dropped.
 */
export function dropSlowReaders(host: TableHost, clients: Iterable<Client>, table: string): number {
  const ceiling = host.config.limits.slowReaderKb * 1024;
  let n = 0;
  for (const client of clients) {
    if (dropped.has(client)) continue;
    const bytes = heldBytes(client);
    if (bytes <= ceiling) continue;
    dropped.add(client);
    const c = client as unknown as Held;
    // Leaving: Colyseus sends (or queues) it nothing more, and reads nothing more from it.
    client.state = ClientState.LEAVING;
    if (c._enqueuedMessages) c._enqueuedMessages.length = 0;
    c.ref?.terminate?.();
    host.metrics.dropped.inc({ reason: "slow-reader" });
    host.log.info("client dropped", { table, session: client.sessionId, reason: "slow-reader", heldBytes: bytes, limitBytes: ceiling });
    n++;
  }
  return n;
}
