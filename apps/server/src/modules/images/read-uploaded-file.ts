import type { FastifyRequest } from 'fastify';
import { IMAGE_MAX_BYTES } from '@app/domain';
import { AppError } from '../../errors/app-error.ts';

export interface UploadLimits {
  /** Largest file accepted. */
  maxBytes: number;
  /** The error of a file over `maxBytes`. */
  tooLarge: () => AppError;
  /** The error of a request without the file. */
  missing: () => AppError;
}

/** Images (menus, items, groups, locations): 3 MB (spec part 1 §9). */
const IMAGE_LIMITS: UploadLimits = {
  maxBytes: IMAGE_MAX_BYTES,
  tooLarge: () => new AppError('image_too_large'),
  missing: () => new AppError('bad_request'),
};

/**
 * Reads the one file of a multipart request (field `file`) into memory, with its name. The
 * limit applies to this request only (multipart's own default is the image limit); one byte
 * more is allowed so that a file over the limit is told apart: either cut off by busboy
 * (`toBuffer` throws FST_REQ_FILE_TOO_LARGE) or arriving one byte too long, both `tooLarge`.
 * Any other multipart failure (no boundary, cut-off body…) is the caller's: 400.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  limits: UploadLimits = IMAGE_LIMITS,
): Promise<{ fileName: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw limits.missing();
  try {
    const part = await request.file({ limits: { fileSize: limits.maxBytes + 1, files: 1 } });
    if (!part || part.fieldname !== 'file') throw limits.missing();
    const bytes = await part.toBuffer();
    if (part.file.truncated || bytes.length > limits.maxBytes) throw limits.tooLarge();
    return { fileName: part.filename, bytes };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw limits.tooLarge();
    throw new AppError('bad_request');
  }
}
