/**
 * What an uploaded banner image is, read from its bytes (never its name or declared type): PNG,
 * JPEG or WebP by their magic numbers, and whether anything follows the image's own end (a file
 * that is an image and something else at once, a "polyglot", is refused whole). Pure: bytes in,
 * verdict out; the server decodes and re-encodes only what passes.
 */

export const bannerImageFormats = ['png', 'jpeg', 'webp'] as const;
export type BannerImageFormat = (typeof bannerImageFormats)[number];

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const pngIend = [0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];

function startsWith(bytes: Uint8Array, prefix: readonly number[], at = 0): boolean {
  if (bytes.length < at + prefix.length) return false;
  return prefix.every((byte, index) => bytes[at + index] === byte);
}

function ascii(bytes: Uint8Array, at: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(at, at + length));
}

/** The format the magic number names, or null for anything else (SVG, GIF, scripts, archives…). */
export function sniffImageFormat(bytes: Uint8Array): BannerImageFormat | null {
  if (startsWith(bytes, pngSignature)) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp';
  return null;
}

/** Index just past the PNG's IEND chunk, or -1 when the chunk walk does not reach one. */
function pngEnd(bytes: Uint8Array): number {
  let at = pngSignature.length;
  while (at + 12 <= bytes.length) {
    const length = ((bytes[at]! << 24) >>> 0) + (bytes[at + 1]! << 16) + (bytes[at + 2]! << 8) + bytes[at + 3]!;
    const end = at + 12 + length;
    if (end > bytes.length) return -1;
    if (startsWith(bytes, pngIend, end - 8)) return end;
    at = end;
  }
  return -1;
}

/** Index just past the last EOI marker (FF D9) of a JPEG, or -1 without one. */
function jpegEnd(bytes: Uint8Array): number {
  for (let at = bytes.length - 2; at >= 2; at -= 1) {
    if (bytes[at] === 0xff && bytes[at + 1] === 0xd9) return at + 2;
  }
  return -1;
}

/** A WebP's RIFF size says where it ends (8 header bytes + the size, padded to even). */
function webpEnd(bytes: Uint8Array): number {
  const size = bytes[4]! + (bytes[5]! << 8) + (bytes[6]! << 16) + ((bytes[7]! << 24) >>> 0);
  const end = 8 + size + (size % 2);
  return end <= bytes.length ? end : -1;
}

const endOf: Record<BannerImageFormat, (bytes: Uint8Array) => number> = { png: pngEnd, jpeg: jpegEnd, webp: webpEnd };

/**
 * Bytes after the image's end; a few zero bytes of padding (some encoders write them) are
 * tolerated, anything else means the file carries another payload.
 */
export function hasTrailingPayload(bytes: Uint8Array, format: BannerImageFormat): boolean {
  const end = endOf[format](bytes);
  if (end < 0) return true;
  const tail = bytes.subarray(end);
  return tail.length > 16 || tail.some((byte) => byte !== 0);
}

export type ImageBytesVerdict = { ok: true; format: BannerImageFormat } | { ok: false; reason: 'not-an-image' | 'trailing-payload' };

/** The one check of an upload's bytes before any decoding. */
export function checkImageBytes(bytes: Uint8Array): ImageBytesVerdict {
  const format = sniffImageFormat(bytes);
  if (!format) return { ok: false, reason: 'not-an-image' };
  if (hasTrailingPayload(bytes, format)) return { ok: false, reason: 'trailing-payload' };
  return { ok: true, format };
}
