import { CSV_IMPORT_MAX_BYTES, CSV_IMPORT_MAX_MEGABYTES } from '@app/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.ts';

export interface CsvUpload {
  fileName: string;
  bytes: Buffer;
}

/**
 * The CSV file of a multipart request (field `file`), read into memory up to
 * `CSV_IMPORT_MAX_BYTES` (one byte more tells "too large" apart). The image limit that multipart
 * applies by default is replaced for this request only.
 */
export async function readCsvUpload(request: FastifyRequest): Promise<CsvUpload> {
  if (!request.isMultipart()) throw new AppError('csv_file_required');
  const tooLarge = () => new AppError('csv_too_large', { max: CSV_IMPORT_MAX_MEGABYTES });
  try {
    const part = await request.file({ limits: { fileSize: CSV_IMPORT_MAX_BYTES + 1, files: 1 } });
    if (!part || part.fieldname !== 'file') throw new AppError('csv_file_required');
    const bytes = await part.toBuffer();
    if (part.file.truncated || bytes.length > CSV_IMPORT_MAX_BYTES) throw tooLarge();
    return { fileName: part.filename || 'import.csv', bytes };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw new AppError('bad_request');
  }
}
