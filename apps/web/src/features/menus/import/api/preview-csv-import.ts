import { useMutation } from '@tanstack/react-query';
import { ZCsvImportPreview, type CsvImportPreview } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';

/** The file as the import calls send it: multipart, field `file`. */
export function csvForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
}

/**
 * `POST /api/menus/csv-menus-import/preview`: what importing the file would do, row by row;
 * writes nothing. Errors are left to the screen, which shows a refused file beside it.
 */
export function previewCsvImport(file: File): Promise<CsvImportPreview> {
  return apiRequest('/menus/csv-menus-import/preview', {
    method: 'POST',
    body: csvForm(file),
    schema: ZCsvImportPreview,
    handleErrors: false,
  });
}

export function usePreviewCsvImport() {
  return useMutation({ mutationFn: previewCsvImport });
}
