import sharp, { type Metadata } from 'sharp';
import {
  bannerRenditions,
  bannerSourceHeightMax,
  bannerSourceHeightMin,
  bannerSourcePixelsMax,
  bannerSourceWidthMax,
  bannerSourceWidthMin,
  checkImageBytes,
  type BannerImageFile,
} from '@oddsmith/core';
import { AppError } from '../../lib/app-error';

function imageError(message: string): AppError {
  return new AppError('BANNER_IMAGE_INVALID', 400, `image: ${message}`, 'image');
}

/** sharp options for every decode: the pixel cap, and a corrupt file fails rather than half-decodes. */
const decodeOptions = { limitInputPixels: bannerSourcePixelsMax, failOn: 'error' } as const;

/**
 * The upload's bytes checked before anything is stored: the magic number (PNG, JPEG, WebP only),
 * nothing after the image's end, then sharp's header read must agree on the format and give
 * dimensions inside the limits (a decompression bomb is refused from its header, never decoded).
 */
export async function checkedSource(bytes: Buffer): Promise<{ width: number; height: number }> {
  const verdict = checkImageBytes(bytes);
  if (!verdict.ok) {
    throw imageError(verdict.reason === 'trailing-payload' ? 'the file carries data after the image; upload a plain PNG, JPEG or WebP' : 'must be a PNG, JPEG or WebP image');
  }
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, decodeOptions).metadata();
  } catch {
    throw imageError('the image cannot be read');
  }
  if (metadata.format !== verdict.format) throw imageError('must be a PNG, JPEG or WebP image');
  const { width, height } = metadata;
  if (!width || !height) throw imageError('the image has no dimensions');
  if (width > bannerSourceWidthMax || height > bannerSourceHeightMax || width * height > bannerSourcePixelsMax) {
    throw imageError(`must be at most ${bannerSourceWidthMax}×${bannerSourceHeightMax} pixels`);
  }
  if (width < bannerSourceWidthMin || height < bannerSourceHeightMin) {
    throw imageError(`must be at least ${bannerSourceWidthMin}×${bannerSourceHeightMin} pixels`);
  }
  if ((metadata.pages ?? 1) > 1) throw imageError('must be a still image');
  return { width, height };
}

export type Rendition = { file: BannerImageFile; body: Buffer; contentType: string };

/** Cropped around the centre (the upload hint asks for text in the middle), so staff can predict the crops. */
async function renderSize(bytes: Buffer, size: { width: number; height: number }) {
  // rotate(): apply the EXIF orientation, then the output carries no metadata (sharp's default).
  const resized = sharp(bytes, decodeOptions).rotate().resize(size.width, size.height, { fit: 'cover', position: 'centre' }).flatten({ background: '#101418' });
  return {
    webp: await resized.clone().webp({ quality: 82 }).toBuffer(),
    jpeg: await resized.clone().jpeg({ quality: 82, mozjpeg: true }).toBuffer(),
  };
}

/** The slider's renditions of a checked source: desktop and mobile as WebP and JPEG, the thumbnail. */
export async function renderBanner(bytes: Buffer): Promise<Rendition[]> {
  try {
    const desktop = await renderSize(bytes, bannerRenditions.desktop);
    const mobile = await renderSize(bytes, bannerRenditions.mobile);
    const thumb = await sharp(bytes, decodeOptions).rotate().resize(bannerRenditions.thumb.width, bannerRenditions.thumb.height, { fit: 'cover' }).webp({ quality: 75 }).toBuffer();
    return [
      { file: 'desktop.webp', body: desktop.webp, contentType: 'image/webp' },
      { file: 'desktop.jpg', body: desktop.jpeg, contentType: 'image/jpeg' },
      { file: 'mobile.webp', body: mobile.webp, contentType: 'image/webp' },
      { file: 'mobile.jpg', body: mobile.jpeg, contentType: 'image/jpeg' },
      { file: 'thumb.webp', body: thumb, contentType: 'image/webp' },
    ];
  } catch {
    throw imageError('the image cannot be decoded');
  }
}

export const contentTypeOfFile = (file: BannerImageFile) => (file.endsWith('.webp') ? 'image/webp' : 'image/jpeg');
