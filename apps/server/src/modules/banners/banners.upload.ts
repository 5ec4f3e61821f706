import type { FastifyReply, FastifyRequest } from 'fastify';
import { bannerUploadBytesMax } from '@oddsmith/core';
import { AppError } from '../../lib/app-error';
import type { Upload } from './banners.service';

/** The text parts an upload may carry, each small. */
export const uploadFieldsMax = 10;
export const uploadFieldBytesMax = 1024;
/** Room for the text parts and multipart boundaries around the file. */
const envelopeBytes = 64 * 1024;

/** @fastify/multipart's limits for the upload route: one file, cut off at the byte limit. */
export const multipartLimits = { fileSize: bannerUploadBytesMax, files: 1, fields: uploadFieldsMax, fieldSize: uploadFieldBytesMax, parts: uploadFieldsMax + 1, headerPairs: 50 };

function tooLarge(): AppError {
  return new AppError('BANNER_IMAGE_TOO_LARGE', 413, `image: must be at most ${bannerUploadBytesMax / (1024 * 1024)} MB`, 'image');
}

/** A declared length over the limit is refused before a byte of the body is read. */
export async function refuseOversizedUpload(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (Number.isFinite(declared) && declared > bannerUploadBytesMax + envelopeBytes) throw tooLarge();
}

/** @fastify/multipart's errors as the envelope's: too big is a 413, any other shape problem a 400. */
function uploadError(error: unknown): unknown {
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new AppError('VALIDATION', 400, 'image: send the banner as multipart/form-data with an image file', 'image');
  if (code === 'FST_FILES_LIMIT') return new AppError('VALIDATION', 400, 'image: send one image file', 'image');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return new AppError('VALIDATION', 400, 'body: too many form fields', 'body');
  return error;
}

/**
 * Reads the multipart body: the `image` file (buffered up to the limit, then cut off) and the text
 * parts. Another file part is a 400 naming it; a truncated text part is a 400 naming it.
 */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  const fields: Record<string, string> = {};
  let bytes: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'image') {
          part.file.resume();
          throw new AppError('VALIDATION', 400, `${part.fieldname}: unexpected file; send the picture as image`, part.fieldname);
        }
        bytes = await part.toBuffer();
      } else {
        if (part.valueTruncated) throw new AppError('VALIDATION', 400, `${part.fieldname}: is too long`, part.fieldname);
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    throw uploadError(error);
  }
  return { bytes, fields };
}
