import { fileNameOfDisposition } from '@app/domain';
import { ApiError } from './api-error.ts';
import { requestHeaders } from './request-headers.ts';

/** A file the API answered: its bytes and the name its `Content-Disposition` gives (or null). */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

async function errorBody(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Downloads a file from the API under `/api` with the session headers. Rejects with an
 * `ApiError` (network or error answer) and leaves reporting it to the caller (the shared
 * handling of `apiRequest` is not applied: callers report with their own template).
 */
export async function apiDownload(
  path: string,
  options: { accept: string; signal?: AbortSignal },
): Promise<DownloadedFile> {
  const headers = requestHeaders(true);
  // The file, or the JSON error body of a failure.
  headers.set('Accept', `${options.accept}, application/json`);
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { headers, signal: options.signal });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw ApiError.network(cause);
  }
  if (!response.ok) throw ApiError.fromBody(response.status, await errorBody(response));
  return {
    blob: await response.blob(),
    fileName: fileNameOfDisposition(response.headers.get('Content-Disposition')),
  };
}

/** How long the browser keeps the saved file's object URL (the download has started by then). */
const OBJECT_URL_LIFETIME_MS = 60_000;

/** Hands `blob` to the browser as a download named `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}
