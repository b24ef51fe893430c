// AES-256 single-block encryption in plain JavaScript, for forensic tests that try millions of
// candidate keys: node:crypto spends ~15 µs creating a cipher object per key, this ~1 µs.
// Checked against node:crypto in erasure-forensics.test.ts.

const SBOX = new Uint8Array(256);
const T0 = new Uint32Array(256);
const T1 = new Uint32Array(256);
const T2 = new Uint32Array(256);
const T3 = new Uint32Array(256);

const xtime = (a: number) => ((a << 1) ^ (a & 0x80 ? 0x11b : 0)) & 0xff;

function gfMul(a: number, b: number): number {
  let product = 0;
  for (let x = a, y = b; y; y >>= 1, x = xtime(x)) if (y & 1) product ^= x;
  return product;
}

{
  const inverse = new Uint8Array(256);
  for (let a = 1; a < 256; a++)
    for (let b = 1; b < 256; b++)
      if (gfMul(a, b) === 1) {
        inverse[a] = b;
        break;
      }
  const rotl8 = (v: number, n: number) => ((v << n) | (v >>> (8 - n))) & 0xff;
  for (let x = 0; x < 256; x++) {
    const i = inverse[x]!;
    const s = i ^ rotl8(i, 1) ^ rotl8(i, 2) ^ rotl8(i, 3) ^ rotl8(i, 4) ^ 0x63;
    SBOX[x] = s;
    const t = ((xtime(s) << 24) | (s << 16) | (s << 8) | (xtime(s) ^ s)) >>> 0;
    T0[x] = t;
    T1[x] = ((t >>> 8) | (t << 24)) >>> 0;
    T2[x] = ((t >>> 16) | (t << 16)) >>> 0;
    T3[x] = ((t >>> 24) | (t << 8)) >>> 0;
  }
}

const RCON = [0x01, 0x02, 0x04, 0x08, 0x10, 0x20, 0x40];
const subWord = (w: number) =>
  ((SBOX[w >>> 24]! << 24) |
    (SBOX[(w >>> 16) & 0xff]! << 16) |
    (SBOX[(w >>> 8) & 0xff]! << 8) |
    SBOX[w & 0xff]!) >>>
  0;

/** Expands a 32-byte key (at `offset` in `bytes`) into the 60 round-key words of AES-256. */
export function expandKey(
  bytes: Uint8Array,
  offset = 0,
  w: Uint32Array = new Uint32Array(60),
): Uint32Array {
  for (let i = 0; i < 8; i++) {
    const o = offset + 4 * i;
    w[i] = ((bytes[o]! << 24) | (bytes[o + 1]! << 16) | (bytes[o + 2]! << 8) | bytes[o + 3]!) >>> 0;
  }
  for (let i = 8; i < 60; i++) {
    let t = w[i - 1]!;
    if (i % 8 === 0) t = (subWord(((t << 8) | (t >>> 24)) >>> 0) ^ (RCON[i / 8 - 1]! << 24)) >>> 0;
    else if (i % 8 === 4) t = subWord(t);
    w[i] = (w[i - 8]! ^ t) >>> 0;
  }
  return w;
}

/** Encrypts one 16-byte block with expanded key `w`, writing into `out`. */
export function encryptBlock(w: Uint32Array, input: Uint8Array, out: Uint8Array): Uint8Array {
  const word = (o: number) =>
    ((input[o]! << 24) | (input[o + 1]! << 16) | (input[o + 2]! << 8) | input[o + 3]!) >>> 0;
  let s0 = word(0) ^ w[0]!;
  let s1 = word(4) ^ w[1]!;
  let s2 = word(8) ^ w[2]!;
  let s3 = word(12) ^ w[3]!;
  for (let r = 1; r < 14; r++) {
    const k = 4 * r;
    const t0 = T0[s0 >>> 24]! ^ T1[(s1 >>> 16) & 0xff]! ^ T2[(s2 >>> 8) & 0xff]! ^ T3[s3 & 0xff]!;
    const t1 = T0[s1 >>> 24]! ^ T1[(s2 >>> 16) & 0xff]! ^ T2[(s3 >>> 8) & 0xff]! ^ T3[s0 & 0xff]!;
    const t2 = T0[s2 >>> 24]! ^ T1[(s3 >>> 16) & 0xff]! ^ T2[(s0 >>> 8) & 0xff]! ^ T3[s1 & 0xff]!;
    const t3 = T0[s3 >>> 24]! ^ T1[(s0 >>> 16) & 0xff]! ^ T2[(s1 >>> 8) & 0xff]! ^ T3[s2 & 0xff]!;
    s0 = t0 ^ w[k]!;
    s1 = t1 ^ w[k + 1]!;
    s2 = t2 ^ w[k + 2]!;
    s3 = t3 ^ w[k + 3]!;
  }
  lastRound(out, 0, s0, s1, s2, s3, w[56]!);
  lastRound(out, 4, s1, s2, s3, s0, w[57]!);
  lastRound(out, 8, s2, s3, s0, s1, w[58]!);
  lastRound(out, 12, s3, s0, s1, s2, w[59]!);
  return out;
}

function lastRound(
  out: Uint8Array,
  o: number,
  a: number,
  b: number,
  c: number,
  d: number,
  k: number,
) {
  out[o] = SBOX[a >>> 24]! ^ (k >>> 24);
  out[o + 1] = SBOX[(b >>> 16) & 0xff]! ^ ((k >>> 16) & 0xff);
  out[o + 2] = SBOX[(c >>> 8) & 0xff]! ^ ((k >>> 8) & 0xff);
  out[o + 3] = SBOX[d & 0xff]! ^ (k & 0xff);
}
