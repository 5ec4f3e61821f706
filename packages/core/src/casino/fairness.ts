/**
 * Provably fair bytes (docs/casino-math.md, "Fairness", byte for byte).
 *
 * A round's bytes are HMAC-SHA256(key = the server seed's 32 bytes, message = the UTF-8 (here ASCII)
 * text `${clientSeed}:${nonce}:${cursor}`) for cursor 0, 1, 2, …, concatenated. A `FairStream` reads
 * them 4 bytes at a time as big-endian unsigned integers and turns those into uniform integers by
 * rejection sampling, so no value is more likely than another (no modulo bias).
 *
 * SHA-256 (FIPS 180-4) and HMAC (RFC 2104) are written out here so that core stays pure (no
 * node:crypto) and the same code runs in the browser's verify page.
 */

/** SHA-256 round constants: the first 32 bits of the fractional parts of the cube roots of the first 64 primes. */
const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

/** Initial hash value: the first 32 bits of the fractional parts of the square roots of the first 8 primes. */
const H0 = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];

const rotr = (x: number, n: number): number => (x >>> n) | (x << (32 - n));

/** One compression of a 64-byte block at `offset` of `block` into the 8-word `state` (in place). */
function compress(state: Uint32Array, block: Uint8Array, offset: number, w: Uint32Array): void {
  for (let t = 0; t < 16; t += 1) {
    const i = offset + t * 4;
    w[t] = ((block[i] as number) << 24) | ((block[i + 1] as number) << 16) | ((block[i + 2] as number) << 8) | (block[i + 3] as number);
  }
  for (let t = 16; t < 64; t += 1) {
    const w15 = w[t - 15] as number;
    const w2 = w[t - 2] as number;
    const s0 = rotr(w15, 7) ^ rotr(w15, 18) ^ (w15 >>> 3);
    const s1 = rotr(w2, 17) ^ rotr(w2, 19) ^ (w2 >>> 10);
    w[t] = ((w[t - 16] as number) + s0 + (w[t - 7] as number) + s1) | 0;
  }
  let a = state[0] as number, b = state[1] as number, c = state[2] as number, d = state[3] as number;
  let e = state[4] as number, f = state[5] as number, g = state[6] as number, h = state[7] as number;
  for (let t = 0; t < 64; t += 1) {
    const s1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25);
    const ch = (e & f) ^ (~e & g);
    const t1 = (h + s1 + ch + (K[t] as number) + (w[t] as number)) | 0;
    const s0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22);
    const maj = (a & b) ^ (a & c) ^ (b & c);
    const t2 = (s0 + maj) | 0;
    h = g; g = f; f = e; e = (d + t1) | 0;
    d = c; c = b; b = a; a = (t1 + t2) | 0;
  }
  state[0] = ((state[0] as number) + a) | 0; state[1] = ((state[1] as number) + b) | 0;
  state[2] = ((state[2] as number) + c) | 0; state[3] = ((state[3] as number) + d) | 0;
  state[4] = ((state[4] as number) + e) | 0; state[5] = ((state[5] as number) + f) | 0;
  state[6] = ((state[6] as number) + g) | 0; state[7] = ((state[7] as number) + h) | 0;
}

/** Scratch space reused by every hash (one message schedule, one padding block pair). */
const schedule = new Uint32Array(64);
const padding = new Uint8Array(128);

/**
 * Hashes `message` continuing from `start` (copied), as if `prefixBytes` bytes (a multiple of 64) had
 * already been compressed into it; the standard padding counts them in the length.
 */
function finish(start: ArrayLike<number>, prefixBytes: number, message: Uint8Array): Uint8Array {
  const state = Uint32Array.from(start);
  const whole = message.length - (message.length % 64);
  for (let offset = 0; offset < whole; offset += 64) compress(state, message, offset, schedule);
  // Padding: the last partial block, 0x80, zeros, then the length in bits as a 64-bit big-endian integer.
  const rest = message.length - whole;
  const tailLength = rest < 56 ? 64 : 128;
  padding.fill(0, 0, tailLength);
  padding.set(message.subarray(whole));
  padding[rest] = 0x80;
  const bits = (prefixBytes + message.length) * 8;
  const high = Math.floor(bits / 0x1_0000_0000);
  for (let i = 0; i < 4; i += 1) {
    padding[tailLength - 8 + i] = (high >>> (24 - 8 * i)) & 0xff;
    padding[tailLength - 4 + i] = (bits >>> (24 - 8 * i)) & 0xff;
  }
  for (let offset = 0; offset < tailLength; offset += 64) compress(state, padding, offset, schedule);
  const out = new Uint8Array(32);
  for (let i = 0; i < 8; i += 1) {
    const word = state[i] as number;
    out[i * 4] = word >>> 24;
    out[i * 4 + 1] = (word >>> 16) & 0xff;
    out[i * 4 + 2] = (word >>> 8) & 0xff;
    out[i * 4 + 3] = word & 0xff;
  }
  return out;
}

/** SHA-256 (FIPS 180-4) of `message`. */
export function sha256(message: Uint8Array): Uint8Array {
  return finish(H0, 0, message);
}

/** A keyed MAC: the message's 32-byte tag under a key fixed beforehand. */
export type MacFunction = (message: Uint8Array) => Uint8Array;

/**
 * HMAC-SHA256 (RFC 2104) under `key`, with the two padded key blocks compressed once up front so
 * that each message costs two compressions (what a round's stream needs, block after block).
 */
export function hmacSha256Keyed(key: Uint8Array): MacFunction {
  const block = new Uint8Array(64);
  block.set(key.length > 64 ? sha256(key) : key);
  const inner = new Uint8Array(64);
  const outer = new Uint8Array(64);
  for (let i = 0; i < 64; i += 1) {
    inner[i] = (block[i] as number) ^ 0x36;
    outer[i] = (block[i] as number) ^ 0x5c;
  }
  const innerState = Uint32Array.from(H0);
  compress(innerState, inner, 0, schedule);
  const outerState = Uint32Array.from(H0);
  compress(outerState, outer, 0, schedule);
  return (message) => finish(outerState, 64, finish(innerState, 64, message));
}

/** HMAC-SHA256 (RFC 2104, RFC 4231 test vectors) of `message` under `key`. */
export function hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array {
  return hmacSha256Keyed(key)(message);
}

/** Lower-case hex of `bytes`. */
export function bytesToHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** Bytes of an even-length hex string (either case); RangeError on anything else. */
export function hexToBytes(hex: string): Uint8Array {
  if (hex.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(hex)) throw new RangeError('hex: expected an even number of hex digits');
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** Bytes of ASCII `text` (client seeds and the round message are printable ASCII, so this is their UTF-8). */
export function asciiBytes(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code > 0x7e) throw new RangeError('ascii: only ASCII characters are allowed');
    bytes[i] = code;
  }
  return bytes;
}

/** A server seed is 32 random bytes written as 64 hex digits. */
export function assertServerSeed(serverSeedHex: string): void {
  if (!/^[0-9a-f]{64}$/.test(serverSeedHex)) throw new RangeError('serverSeed: expected 64 lower-case hex digits (32 bytes)');
}

/** A client seed is 1 to 64 printable ASCII characters (space to tilde). */
export function assertClientSeed(clientSeed: string): void {
  if (!/^[\x20-\x7e]{1,64}$/.test(clientSeed)) throw new RangeError('clientSeed: expected 1 to 64 printable ASCII characters');
}

/** A nonce counts a player's rounds under one server seed: a whole number 0 … 2^53 - 1. */
export function assertNonce(nonce: number): void {
  if (!Number.isSafeInteger(nonce) || nonce < 0) throw new RangeError('nonce: expected a whole number >= 0');
}

/** The commitment shown before any play: SHA-256 of the server seed's 32 bytes, as 64 hex digits. */
export function serverSeedHash(serverSeedHex: string): string {
  assertServerSeed(serverSeedHex);
  return bytesToHex(sha256(hexToBytes(serverSeedHex)));
}

/** What a round's bytes are derived from. */
export type RoundSeeds = { serverSeedHex: string; clientSeed: string; nonce: number };

/** Block `cursor` of a round (its bytes 32 x cursor … 32 x cursor + 31): HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${cursor}`). */
export function outcomeBlock(mac: MacFunction, clientSeed: string, nonce: number, cursor: number): Uint8Array {
  return mac(asciiBytes(`${clientSeed}:${nonce}:${cursor}`));
}

/**
 * A round's byte stream, read as uniform integers. Blocks of 32 bytes come from `outcomeBlock` for
 * cursor 0, 1, 2, …; each `uint32` takes the next 4 bytes big-endian (a block holds 8 of them, none
 * straddles two blocks).
 */
export class FairStream {
  private block: Uint8Array = new Uint8Array(0);
  private offset = 32;
  private cursor = -1;
  private count = 0;

  constructor(
    private readonly mac: MacFunction,
    readonly clientSeed: string,
    readonly nonce: number,
  ) {}

  /** The stream of a round, seeds validated (RangeError naming the bad one). */
  static fromSeeds(seeds: RoundSeeds): FairStream {
    assertServerSeed(seeds.serverSeedHex);
    assertClientSeed(seeds.clientSeed);
    assertNonce(seeds.nonce);
    return new FairStream(hmacSha256Keyed(hexToBytes(seeds.serverSeedHex)), seeds.clientSeed, seeds.nonce);
  }

  /** How many uint32 values this round has read so far (rejected ones included). */
  get reads(): number {
    return this.count;
  }

  /** The next 4 bytes as a big-endian unsigned 32-bit integer. */
  uint32(): number {
    if (this.offset === 32) {
      this.cursor += 1;
      this.block = outcomeBlock(this.mac, this.clientSeed, this.nonce, this.cursor);
      this.offset = 0;
    }
    const b = this.block;
    const i = this.offset;
    this.offset += 4;
    this.count += 1;
    return (((b[i] as number) << 24) | ((b[i + 1] as number) << 16) | ((b[i + 2] as number) << 8) | (b[i + 3] as number)) >>> 0;
  }

  /**
   * A uniform integer in 0 … n - 1 (1 <= n <= 2^32): reads uint32 values x until x < floor(2^32 / n) * n
   * and returns x mod n. Every remainder then has exactly floor(2^32 / n) preimages.
   */
  int(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > 0x1_0000_0000) throw new RangeError('int: n must be a whole number 1 … 2^32');
    const limit = Math.floor(0x1_0000_0000 / n) * n;
    for (;;) {
      const x = this.uint32();
      if (x < limit) return x % n;
    }
  }

  /** A uniformly shuffled copy of `items` (see `shuffle`). */
  shuffle<T>(items: readonly T[]): T[] {
    return shuffle(this, items);
  }
}

/** Anything that gives uniform integers 0 … n - 1: a `FairStream`, or a scripted source in tests. */
export type IntSource = { int(n: number): number };

/**
 * A uniformly shuffled copy of `items` (Fisher-Yates, front to back): for i = 0 … length - 2, swap
 * position i with position i + int(length - i).
 */
export function shuffle<T>(source: IntSource, items: readonly T[]): T[] {
  const out = items.slice();
  for (let i = 0; i < out.length - 1; i += 1) {
    const j = i + source.int(out.length - i);
    const held = out[i] as T;
    out[i] = out[j] as T;
    out[j] = held;
  }
  return out;
}
