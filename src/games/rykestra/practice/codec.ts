// A practice position as a short, URL-safe code for share links (#/rykestra/practice?p=…).
//
// Version 1, as bits (most significant first), padded with zero bits to whole bytes:
//   byte 0: the version (1)
//   seats − 3 (2 bits) · thrower seat (3) · zone reading, 1 = mirror (1) · board, 1 = Corellian (1)
//   dice count (4), then per die: owner seat (3) · face 0–9 (4) · x and z as millimetres + 150 (9 each)
//   · heading in whole degrees (9)
//   last byte: CRC-8 of everything before it, so a link cut short or mistyped is caught.
// The bytes are written in base64url without padding. Decoding checks every field and the
// position as a whole (dice on the mat and apart) and says what is wrong.
import { MAX_PLAYERS, MIN_PLAYERS } from "../options";
import { MAX_PRACTICE_DICE, positionRefusal, type PracticeDie, type PracticePosition } from "./position";
import { fromBase64Url, toBase64Url } from "../../base64url";

export const CODEC_VERSION = 1;
/** Millimetre offset that makes the mat's −15 cm edge code 0. */
const OFFSET_MM = 150;
/** No version-1 code is longer (ten dice). */
export const MAX_CODE_LENGTH = 64;

export type Decoded = { readonly ok: true; readonly position: PracticePosition } | { readonly ok: false; readonly reason: string };

/** CRC-8 (polynomial 0x07). */
export function crc8(bytes: readonly number[]): number {
  let crc = 0;
  for (const b of bytes) {
    crc ^= b;
    for (let i = 0; i < 8; i++) crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : (crc << 1) & 0xff;
  }
  return crc;
}

class BitWriter {
  private readonly bytes: number[] = [];
  private bit = 0;
  write(value: number, width: number): void {
    for (let i = width - 1; i >= 0; i--) {
      if (this.bit % 8 === 0) this.bytes.push(0);
      if ((value >> i) & 1) this.bytes[this.bytes.length - 1] |= 0x80 >> this.bit % 8;
      this.bit++;
    }
  }
  done(): number[] {
    return this.bytes;
  }
}

class BitReader {
  private bit = 0;
  constructor(private readonly bytes: readonly number[]) {}
  get left(): number {
    return this.bytes.length * 8 - this.bit;
  }
  read(width: number): number {
    let v = 0;
    for (let i = 0; i < width; i++) {
      const byte = this.bytes[this.bit >> 3];
      v = (v << 1) | ((byte >> (7 - (this.bit & 7))) & 1);
      this.bit++;
    }
    return v;
  }
}

const HEADER_BITS = 2 + 3 + 1 + 1 + 4;
const DIE_BITS = 3 + 4 + 9 + 9 + 9;

/** The share code of a position. The position must be valid (positionRefusal null). */
export function encodePosition(position: PracticePosition): string {
  const problem = positionRefusal(position);
  if (problem !== null) throw new Error(`cannot encode an invalid practice position: ${problem}`);
  const w = new BitWriter();
  w.write(position.seats - MIN_PLAYERS, 2);
  w.write(position.thrower, 3);
  w.write(position.reading === "mirror" ? 1 : 0, 1);
  w.write(position.board === "corellian" ? 1 : 0, 1);
  w.write(position.dice.length, 4);
  for (const d of position.dice) {
    w.write(d.owner, 3);
    w.write(d.value, 4);
    w.write(Math.round(d.x * 10) + OFFSET_MM, 9);
    w.write(Math.round(d.z * 10) + OFFSET_MM, 9);
    w.write(d.heading, 9);
  }
  const body = [CODEC_VERSION, ...w.done()];
  return toBase64Url([...body, crc8(body)]);
}

const refuse = (reason: string): Decoded => ({ ok: false, reason });

/** The position a share code describes, or why the code cannot be read. */
export function decodePosition(code: string): Decoded {
  const text = code.trim();
  if (text.length === 0) return refuse("The link carries no position (the part after p= is empty).");
  if (text.length > MAX_CODE_LENGTH) return refuse(`The position code is too long (${text.length} characters; at most ${MAX_CODE_LENGTH}).`);
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return refuse("The position code has characters that do not belong in it — it may have been mistyped.");
  const raw = fromBase64Url(text);
  const bytes = raw && Array.from(raw);
  if (bytes === null) return refuse("The position code stops part-way through a byte — it may have been cut off when copied.");
  if (bytes.length < 3) return refuse("The position code is too short — it may have been cut off when copied.");
  const version = bytes[0];
  if (version !== CODEC_VERSION) {
    return refuse(`The position code is version ${version}; this table reads version ${CODEC_VERSION}. It may come from a newer version of the app.`);
  }
  const body = bytes.slice(0, -1);
  if (crc8(body) !== bytes[bytes.length - 1]) {
    return refuse("The position code does not add up (its check byte is wrong) — it may have been cut off or mistyped.");
  }
  const r = new BitReader(body.slice(1));
  if (r.left < HEADER_BITS) return refuse("The position code is too short — it may have been cut off when copied.");
  const seats = r.read(2) + MIN_PLAYERS;
  const thrower = r.read(3);
  const reading = r.read(1) === 1 ? "mirror" : "standard";
  const board = r.read(1) === 1 ? "corellian" : "standard";
  const count = r.read(4);
  if (seats > MAX_PLAYERS) return refuse(`The code seats ${seats} players; the table seats ${MIN_PLAYERS} to ${MAX_PLAYERS}.`);
  if (count > MAX_PRACTICE_DICE) return refuse(`The code holds ${count} dice; a practice mat holds at most ${MAX_PRACTICE_DICE}.`);
  const needed = count * DIE_BITS;
  if (r.left < needed || r.left - needed >= 8) {
    return refuse(`The code's length does not match its ${count} dice — it may have been cut off or joined to other text.`);
  }
  const dice: PracticeDie[] = [];
  for (let i = 0; i < count; i++) {
    const owner = r.read(3);
    const value = r.read(4);
    const xmm = r.read(9) - OFFSET_MM;
    const zmm = r.read(9) - OFFSET_MM;
    const heading = r.read(9);
    dice.push({ owner, value, x: xmm / 10, z: zmm / 10, heading });
  }
  if (r.read(r.left) !== 0) return refuse("The position code has stray bits at its end — it may have been mistyped.");
  const position: PracticePosition = { seats, thrower, reading, board, dice };
  const problem = positionRefusal(position);
  return problem === null ? { ok: true, position } : refuse(`The position in the link cannot be set up: ${problem}`);
}
