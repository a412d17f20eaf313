import { CSV_IMPORT_MAX_BYTES, CSV_IMPORT_MAX_MEGABYTES } from '@app/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { readUploadedFile } from '../images/read-uploaded-file.ts';

export interface CsvUpload {
  fileName: string;
  bytes: Buffer;
}

/** The CSV file of a multipart request (field `file`), up to `CSV_IMPORT_MAX_BYTES`. */
export async function readCsvUpload(request: FastifyRequest): Promise<CsvUpload> {
  const upload = await readUploadedFile(request, {
    maxBytes: CSV_IMPORT_MAX_BYTES,
    tooLarge: () => new AppError('csv_too_large', { max: CSV_IMPORT_MAX_MEGABYTES }),
    missing: () => new AppError('csv_file_required'),
  });
  return { fileName: upload.fileName || 'import.csv', bytes: upload.bytes };
}
