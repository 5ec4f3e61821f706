import { describe, expect, it } from 'vitest';
import { checkImageBytes, sniffImageFormat } from './image-bytes';
import { isSafeBannerLink } from './link';

/** A minimal PNG: signature, an IHDR-sized chunk and IEND (CRCs are not checked here). */
function png(extra: number[] = []): Uint8Array {
  const chunk = (type: string, data: number[], crc: number[]) => [0, 0, 0, data.length, ...[...type].map((c) => c.charCodeAt(0)), ...data, ...crc];
  return Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...chunk('IHDR', new Array(13).fill(1), [1, 2, 3, 4]), ...chunk('IEND', [], [0xae, 0x42, 0x60, 0x82]), ...extra]);
}

describe('image bytes', () => {
  it('knows PNG, JPEG and WebP by their magic numbers only', () => {
    expect(sniffImageFormat(png())).toBe('png');
    expect(sniffImageFormat(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0xff, 0xd9]))).toBe('jpeg');
    expect(sniffImageFormat(new TextEncoder().encode('RIFF\u0004\u0000\u0000\u0000WEBP'))).toBe('webp');
    for (const text of ['<svg xmlns="http://www.w3.org/2000/svg"></svg>', '#!/bin/sh', 'GIF89a', 'PK\u0003\u0004']) {
      expect(sniffImageFormat(new TextEncoder().encode(text))).toBeNull();
    }
  });

  it('refuses a file that goes on after the image (a polyglot), tolerates a little zero padding', () => {
    expect(checkImageBytes(png())).toEqual({ ok: true, format: 'png' });
    expect(checkImageBytes(png([0, 0, 0]))).toEqual({ ok: true, format: 'png' });
    expect(checkImageBytes(png([...new TextEncoder().encode('<script>alert(1)</script>')]))).toEqual({ ok: false, reason: 'trailing-payload' });
    expect(checkImageBytes(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0xff, 0xd9, 0x50, 0x4b]))).toEqual({ ok: false, reason: 'trailing-payload' });
    expect(checkImageBytes(png().subarray(0, 30))).toEqual({ ok: false, reason: 'trailing-payload' });
    expect(checkImageBytes(new TextEncoder().encode('hello'))).toEqual({ ok: false, reason: 'not-an-image' });
  });
});

describe('banner links', () => {
  it('allows internal paths and https URLs only', () => {
    for (const link of ['/casino', '/inplay?spid=1', 'https://example.com/promo', 'HTTPS://Example.com']) expect(isSafeBannerLink(link), link).toBe(true);
    for (const link of ['javascript:alert(1)', ' javascript:alert(1)', 'data:text/html,x', '//evil.example', '/\\evil.example', 'http://example.com', 'https://user:pw@example.com', 'casino', '', '/a b', 'https://']) {
      expect(isSafeBannerLink(link), link).toBe(false);
    }
  });
});
