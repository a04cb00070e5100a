// The room's small defences: unguessable codes and seat keys from the system's random source,
// and a per-client token bucket.
import { randomInt, randomBytes } from "node:crypto";
import { CODE_ALPHABET, CODE_LENGTH } from "../src/net/protocol";

export function roomCode(): string {
  let s = "";
  for (let i = 0; i < CODE_LENGTH; i++) s += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return s;
}


/** 192 random bits, URL-safe: what claims a seat back after the reconnection window. */
export const seatKey = (): string => randomBytes(24).toString("base64url");

/** A seed for the table's physics and the game's deal. */
export const tableSeed = (): number => randomInt(0, 2 ** 32 - 1);

/**
 * A token bucket: `burst` messages at once, refilled at `perSecond`. `take()` is false when the
 * client has sent too many (the message is then refused unread).
 */
export class Bucket {
  private tokens: number;
  private last: number;
  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tokens = burst;
    this.last = now();
  }

  take(): boolean {
    const t = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((t - this.last) / 1000) * this.perSecond);
    this.last = t;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
