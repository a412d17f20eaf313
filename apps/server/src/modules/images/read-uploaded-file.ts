import type { FastifyRequest } from 'fastify';
import { IMAGE_LIMIT_BYTES } from '../../app.ts';
import { AppError } from '../../errors/app-error.ts';

/**
 * Reads the one file of a multipart request (field `file` by default) into memory.
 * Multipart is registered with a file size limit of IMAGE_LIMIT_BYTES + 1, so a file over the
 * limit is either cut off by busboy (toBuffer throws FST_REQ_FILE_TOO_LARGE) or arrives one
 * byte too long; both are `image_too_large` (413).
 */
export async function readUploadedFile(request: FastifyRequest, field = 'file'): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('bad_request');
  try {
    const part = await request.file();
    if (!part || part.fieldname !== field) throw new AppError('bad_request');
    const data = await part.toBuffer();
    if (part.file.truncated || data.length > IMAGE_LIMIT_BYTES)
      throw new AppError('image_too_large');
    return data;
  } catch (error) {
    throw asUploadError(error);
  }
}

/** Too large stays `image_too_large`; any other multipart failure (no boundary, cut-off body…) is the caller's: 400. */
function asUploadError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
    return new AppError('image_too_large');
  return new AppError('bad_request');
}
