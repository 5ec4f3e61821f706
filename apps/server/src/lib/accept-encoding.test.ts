import { describe, expect, it } from 'vitest';
import { acceptedEncodings, preferredEncoding } from './accept-encoding';

describe('acceptedEncodings', () => {
  it('reads tokens and drops those with q=0', () => {
    expect([...acceptedEncodings('gzip, deflate, br;q=1.0, zstd')]).toEqual(['gzip', 'deflate', 'br', 'zstd']);
    expect([...acceptedEncodings('br;q=0, gzip ; q=0.5')]).toEqual(['gzip']);
    expect([...acceptedEncodings(undefined)]).toEqual([]);
    expect([...acceptedEncodings('*')]).toEqual(['*']);
  });
});

describe('preferredEncoding', () => {
  it('brotli, then gzip, then none, as the header allows', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('deflate')).toBe('identity');
    expect(preferredEncoding('')).toBe('identity');
    expect(preferredEncoding(undefined)).toBe('identity');
    // Remembered per value: the same answer the second time.
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
  });
});
