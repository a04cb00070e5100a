// What the JavaScriptCore shell (`jsc`) lacks of a browser that the simulation's save and link
// code uses: UTF-8 text coding and base64. Plain, exact code: none of it touches a number.
const g = globalThis as Record<string, unknown>;

class Utf8Encoder {
  encode(text: string): Uint8Array {
    const out: number[] = [];
    for (const ch of text) {
      const c = ch.codePointAt(0)!;
      if (c < 0x80) out.push(c);
      else if (c < 0x800) out.push(0xc0 | (c >> 6), 0x80 | (c & 63));
      else if (c < 0x10000) out.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
      else out.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
    }
    return Uint8Array.from(out);
  }
}

class Utf8Decoder {
  decode(bytes: Uint8Array): string {
    let s = "";
    for (let i = 0; i < bytes.length; ) {
      const b = bytes[i];
      const n = b < 0x80 ? 1 : b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 0;
      if (n === 0 || i + n > bytes.length) throw new TypeError("invalid UTF-8");
      let c = n === 1 ? b : b & (0xff >> (n + 1));
      for (let k = 1; k < n; k++) {
        if ((bytes[i + k] & 0xc0) !== 0x80) throw new TypeError("invalid UTF-8");
        c = (c << 6) | (bytes[i + k] & 63);
      }
      s += String.fromCodePoint(c);
      i += n;
    }
    return s;
  }
}

const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

function btoa(bin: string): string {
  let out = "";
  for (let i = 0; i < bin.length; i += 3) {
    const n = (bin.charCodeAt(i) << 16) | ((bin.charCodeAt(i + 1) || 0) << 8) | (bin.charCodeAt(i + 2) || 0);
    out += B64[n >> 18] + B64[(n >> 12) & 63] + (i + 1 < bin.length ? B64[(n >> 6) & 63] : "=") + (i + 2 < bin.length ? B64[n & 63] : "=");
  }
  return out;
}

function atob(text: string): string {
  const clean = text.replace(/=+$/, "");
  if (/[^A-Za-z0-9+/]/.test(clean)) throw new Error("not base64");
  let out = "";
  for (let i = 0; i < clean.length; i += 4) {
    const n = [0, 1, 2, 3].reduce((acc, k) => (acc << 6) | (i + k < clean.length ? B64.indexOf(clean[i + k]) : 0), 0);
    out += String.fromCharCode(n >> 16);
    if (i + 2 < clean.length) out += String.fromCharCode((n >> 8) & 255);
    if (i + 3 < clean.length) out += String.fromCharCode(n & 255);
  }
  return out;
}

g.TextEncoder ??= Utf8Encoder;
g.TextDecoder ??= Utf8Decoder;
g.btoa ??= btoa;
g.atob ??= atob;
const say = (g.print as (s: string) => void) ?? (() => undefined);
g.console ??= { log: say, warn: say, error: say, info: say, debug: () => undefined };
