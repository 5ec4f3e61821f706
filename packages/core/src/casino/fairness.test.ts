/// <reference types="node" />
// The only node:crypto in core: the test checks the pure SHA-256 and HMAC against it.
import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asciiBytes, bytesToHex, FairStream, hexToBytes, hmacSha256, serverSeedHash, sha256, shuffle } from './fairness';

const hex = (text: string) => bytesToHex(sha256(asciiBytes(text)));

describe('sha256 (FIPS 180-4 known answers)', () => {
  it('hashes the FIPS 180-4 examples', () => {
    expect(hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe('248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1');
    expect(bytesToHex(sha256(new Uint8Array(1_000_000).fill(0x61)))).toBe('cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0');
  });

  it('agrees with node:crypto on random inputs of every length around the block boundaries', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
      expect(bytesToHex(sha256(bytes))).toBe(createHash('sha256').update(bytes).digest('hex'));
    }), { numRuns: 500 });
  });
});

describe('hmacSha256 (RFC 4231 known answers)', () => {
  const cases: [string, string, string][] = [
    ['0b'.repeat(20), bytesToHex(asciiBytes('Hi There')), 'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7'],
    [bytesToHex(asciiBytes('Jefe')), bytesToHex(asciiBytes('what do ya want for nothing?')), '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843'],
    ['aa'.repeat(20), 'dd'.repeat(50), '773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe'],
    ['0102030405060708090a0b0c0d0e0f10111213141516171819', 'cd'.repeat(50), '82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b'],
    ['aa'.repeat(131), bytesToHex(asciiBytes('Test Using Larger Than Block-Size Key - Hash Key First')), '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54'],
    ['aa'.repeat(131), bytesToHex(asciiBytes('This is a test using a larger than block-size key and a larger than block-size data. The key needs to be hashed before being used by the HMAC algorithm.')), '9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2'],
  ];
  it.each(cases)('key %s', (key, message, tag) => {
    expect(bytesToHex(hmacSha256(hexToBytes(key), hexToBytes(message)))).toBe(tag);
  });

  it('agrees with node:crypto on random keys and messages', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 150 }), fc.uint8Array({ maxLength: 200 }), (key, message) => {
      expect(bytesToHex(hmacSha256(key, message))).toBe(createHmac('sha256', key).update(message).digest('hex'));
    }), { numRuns: 300 });
  });
});

const seed = '3f2b0c6a9d1e4f5a7b8c9d0e1f2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c';

describe('seeds and the round stream', () => {
  it('commits to the server seed by its SHA-256', () => {
    expect(serverSeedHash(seed)).toBe(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex'));
  });

  it('rejects malformed seeds and nonces with a RangeError naming them', () => {
    expect(() => serverSeedHash('abc')).toThrow(/serverSeed/);
    expect(() => serverSeedHash(seed.toUpperCase())).toThrow(/serverSeed/);
    expect(() => FairStream.fromSeeds({ serverSeedHex: seed, clientSeed: '', nonce: 0 })).toThrow(/clientSeed/);
    expect(() => FairStream.fromSeeds({ serverSeedHex: seed, clientSeed: 'x'.repeat(65), nonce: 0 })).toThrow(/clientSeed/);
    expect(() => FairStream.fromSeeds({ serverSeedHex: seed, clientSeed: 'tab\there', nonce: 0 })).toThrow(/clientSeed/);
    expect(() => FairStream.fromSeeds({ serverSeedHex: seed, clientSeed: 'ok', nonce: -1 })).toThrow(/nonce/);
    expect(() => FairStream.fromSeeds({ serverSeedHex: seed, clientSeed: 'ok', nonce: 1.5 })).toThrow(/nonce/);
  });

  it('reads HMAC(serverSeed, clientSeed:nonce:cursor) 4 bytes big-endian at a time, cursor after cursor', () => {
    const stream = FairStream.fromSeeds({ serverSeedHex: seed, clientSeed: 'lucky', nonce: 7 });
    const expected: number[] = [];
    for (const cursor of [0, 1]) {
      const block = createHmac('sha256', Buffer.from(seed, 'hex')).update(`lucky:7:${cursor}`).digest();
      for (let i = 0; i < 32; i += 4) expected.push(block.readUInt32BE(i));
    }
    expect(Array.from({ length: 16 }, () => stream.uint32())).toEqual(expected);
  });

  it('pins the first integers of a known round (the docs example)', () => {
    const stream = FairStream.fromSeeds({ serverSeedHex: seed, clientSeed: 'lucky', nonce: 7 });
    expect([stream.int(37), stream.int(6), stream.int(52)]).toEqual([21, 3, 19]);
  });

  it('rejects values at or above floor(2^32 / n) * n and retries', () => {
    const values = [0xffff_ffff, 0xffff_fffe, 41];
    const stream = new FairStream(() => new Uint8Array(32), 'x', 0);
    stream.uint32 = () => values.shift() as number;
    // n = 3: limit = 4294967295 - (4294967296 mod 3 = 1) = 4294967295, so 0xffffffff is rejected, 0xfffffffe accepted.
    expect(stream.int(3)).toBe(0xffff_fffe % 3);
    expect(stream.int(10)).toBe(1);
  });

  it('gives integers in range and a shuffle that is a permutation', () => {
    fc.assert(fc.property(fc.string({ minLength: 1, maxLength: 64, unit: fc.constantFrom(...'abcXYZ09 :-') }), fc.nat(), fc.integer({ min: 1, max: 2 ** 32 }), (clientSeed, nonce, n) => {
      const stream = FairStream.fromSeeds({ serverSeedHex: seed, clientSeed, nonce });
      const value = stream.int(n);
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(n);
      const deck = Array.from({ length: 52 }, (_, i) => i);
      expect(stream.shuffle(deck).sort((a, b) => a - b)).toEqual(deck);
    }), { numRuns: 100 });
  });

  it('shuffles uniformly: each of the 6 orders of 3 items is about as likely', () => {
    let i = 0;
    const counts = new Map<string, number>();
    for (let nonce = 0; nonce < 6000; nonce += 1) {
      const stream = FairStream.fromSeeds({ serverSeedHex: seed, clientSeed: 'u', nonce });
      const key = shuffle(stream, ['a', 'b', 'c']).join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
      i += 1;
    }
    expect(counts.size).toBe(6);
    for (const count of counts.values()) expect(Math.abs(count - i / 6)).toBeLessThan(120);
  });
});
