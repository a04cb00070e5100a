// The daily board's HTTP endpoints beside the WebSocket, JSON both ways:
//   POST /api/daily/:date/attempts        an attempt (src/net/daily-board.ts) → 201 accepted / 200 sent before
//   GET  /api/daily/:date/board?device=…  the day's top rows, players, the device's own rank
//   GET  /api/daily/attempt/:id           one attempt's replay code
// A refusal answers { code, message } with its status; the body is read up to the cap and no further.
import type { IncomingMessage, ServerResponse } from "node:http";
import { clientAddress } from "../gate";
import { Refused, type DailyBoard } from "./board";

const DATE = "(\\d{4}-\\d{2}-\\d{2})";
const SUBMIT = new RegExp(`^/api/daily/${DATE}/attempts$`);
const BOARD = new RegExp(`^/api/daily/${DATE}/board$`);
const ATTEMPT = /^\/api\/daily\/attempt\/([^/]+)$/;

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, {
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": "no-store",
    // The app's own origin reaches it through its proxy; another origin (a dev server on another port) may read it too: nothing here is private.
    "Access-Control-Allow-Origin": "*",
  });
  res.end(JSON.stringify(body));
}

/** The request's body, or null when it passes `cap` bytes (the rest is not read). */
function readBody(req: IncomingMessage, cap: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers["content-length"] ?? 0);
    if (declared > cap) return resolve(null);
    const parts: Buffer[] = [];
    let size = 0;
    req.on("data", (b: Buffer) => {
      size += b.length;
      if (size > cap) {
        resolve(null);
        req.pause();
        return;
      }
      parts.push(b);
    });
    req.on("end", () => resolve(Buffer.concat(parts).toString("utf8")));
    req.on("error", reject);
  });
}

/** Answers a board request; false: not one (the caller goes on). */
export function answerDaily(board: DailyBoard, trustProxy: boolean, req: IncomingMessage, res: ServerResponse): boolean {
  const url = new URL(req.url ?? "/", "http://x");
  const path = url.pathname;
  if (!path.startsWith("/api/daily/")) return false;
  const fail = (e: unknown) => {
    if (e instanceof Refused) send(res, e.status, { code: e.code, message: e.message });
    else send(res, 500, { code: "store-failed", message: `The board could not answer: ${e instanceof Error ? e.message : String(e)}` });
  };
  const submit = SUBMIT.exec(path);
  if (submit && req.method === "POST") {
    void (async () => {
      const text = await readBody(req, board.limits.bodyBytes);
      if (text === null) {
        board.tooLarge();
        // The rest of the body is not read: the connection closes once the answer is out.
        res.setHeader("Connection", "close");
        send(res, 413, { code: "too-large", message: `An attempt is at most ${board.limits.bodyBytes} bytes.` });
        return;
      }
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
      const accepted = await board.submit(submit[1], body, clientAddress(req, trustProxy));
      send(res, accepted.already ? 200 : 201, accepted);
    })().catch(fail);
    return true;
  }
  const day = BOARD.exec(path);
  if (day && req.method === "GET") {
    const device = url.searchParams.get("device");
    board.board(day[1], device).then((b) => send(res, 200, b), fail);
    return true;
  }
  const one = ATTEMPT.exec(path);
  if (one && req.method === "GET") {
    board.attempt(one[1]).then((a) => (a ? send(res, 200, a) : send(res, 404, { code: "not-found", message: "No attempt on any board has that number." })), fail);
    return true;
  }
  send(res, 404, { code: "not-found", message: "No such board address." });
  return true;
}
