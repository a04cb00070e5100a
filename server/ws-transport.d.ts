// @colyseus/ws-transport 0.16 ships types its package "exports" do not point to: the part we use.
declare module "@colyseus/ws-transport" {
  import type { Transport } from "@colyseus/core";
  export const WebSocketTransport: new (options?: {
    /** The HTTP server to carry the WebSocket on (default: one of its own). */
    server?: import("node:http").Server;
    /** Largest frame in bytes (the ws option): a larger one closes the connection. */
    maxPayload?: number;
    pingInterval?: number;
    pingMaxRetries?: number;
  }) => Transport;
}
