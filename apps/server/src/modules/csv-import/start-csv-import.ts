import { createHash } from 'node:crypto';
import type { JobRun } from '@app/domain';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { CatalogueContext } from '../../context/catalogue-context.ts';
import { jobRunView } from '../jobs/get-job-run.ts';
import { csvImportJob } from './csv-import-job.ts';
import { readCsvImportFile } from './read-csv-import-file.ts';

/**
 * `POST /menus/csv-menus-import`: checks the file as a whole now — a file that cannot be read
 * is refused with its reason (400) instead of failing later in the background — then starts the
 * import run and answers it (202) for the screen to poll `GET /jobs/{id}`. The same
 * `Idempotency-Key` with the same file answers the run it started first, so a double click or a
 * retry imports once.
 */
export async function startCsvImport(
  ctx: CatalogueContext,
  jobs: JobQueue,
  upload: { fileName: string; text: string; idempotencyKey: string | undefined },
): Promise<JobRun> {
  readCsvImportFile(upload.text, ctx.primaryLanguage);
  const run = await jobs.startTracked(csvImportJob, {
    restaurantId: ctx.restaurantId,
    userId: ctx.user.id,
    data: {
      fileName: upload.fileName,
      text: upload.text,
      primaryLanguage: ctx.primaryLanguage,
      locale: ctx.locale,
      user: ctx.user,
    },
    // The key names the request with its file: another file under a reused key is another import.
    ...(upload.idempotencyKey
      ? { idempotencyKey: `${upload.idempotencyKey}:${sha256(upload.text)}` }
      : {}),
  });
  return jobRunView(run, ctx.locale);
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
