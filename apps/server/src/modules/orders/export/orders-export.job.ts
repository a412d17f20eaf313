import {
  ORDERS_EXPORT_JOB_KIND,
  ORDERS_EXPORT_LINK_DAYS,
  ORDERS_EXPORT_LINK_PURPOSE,
  type OrdersExportResult,
  type OrdersExportSelection,
} from '@app/domain';
import type { Readable } from 'node:stream';
import type { AppContext } from '../../../context/app-context.ts';
import { defineTrackedJob, type TrackedJob } from '../../../jobs/tracked-job.ts';
import { signLink } from '../../../lib/signed-links.ts';
import { ordersExportReadyMail } from '../../mail/templates/orders-export-ready.ts';
import { exportLocations } from './orders-export-locations.ts';
import { ordersWorkbook } from './write-orders-workbook.ts';

/** What an export run is started with. */
export interface OrdersExportJobData {
  selection: OrdersExportSelection;
  email: string;
  fileName: string;
}

export type OrdersExportJobDeps = Pick<AppContext, 'mailer' | 'keys' | 'config'>;

/**
 * The file's bytes when it is at most `limit` bytes long, else null; the stream is read to its
 * end either way, so that only up to `limit` bytes are ever held.
 */
async function bytesUpTo(stream: Readable, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= limit) chunks.push(chunk);
    else chunks.length = 0;
  }
  return size <= limit ? Buffer.concat(chunks) : null;
}

/** The mailed link's address: `GET /api/orders/export/download?token=…`, for 7 days. */
async function downloadLink(deps: OrdersExportJobDeps, restaurantId: number, runId: number) {
  const token = await signLink(
    deps.keys,
    { purpose: ORDERS_EXPORT_LINK_PURPOSE, restaurantId, objectId: runId },
    ORDERS_EXPORT_LINK_DAYS * 24 * 3600,
  );
  return `${deps.config.publicUrl}/api/orders/export/download?token=${encodeURIComponent(token)}`;
}

/**
 * `orders-export`: writes the workbook (write-orders-workbook.ts), reporting progress per batch,
 * then mails it through the outbox in the asker's language — attached up to
 * `config.ordersExportAttachmentMaxBytes`, else as a signed link that writes the same file again
 * from the selection kept in the result. Answers `OrdersExportResult`.
 */
export function ordersExportJob(deps: OrdersExportJobDeps): TrackedJob<OrdersExportJobData> {
  return defineTrackedJob<OrdersExportJobData>(ORDERS_EXPORT_JOB_KIND, async (job) => {
    const { selection, email, fileName } = job.data;
    const db = job.database.db;
    const locations = await exportLocations(db, selection.locations);
    const { stream, counts } = ordersWorkbook({
      db,
      selection,
      locations,
      onProgress: (done, total) => job.reportProgress(done, total),
    });
    const bytes = await bytesUpTo(stream, deps.config.ordersExportAttachmentMaxBytes);
    const counted = await counts;
    const file = bytes
      ? { attachment: bytes }
      : {
          link: await downloadLink(deps, job.restaurantId, job.runId),
          days: ORDERS_EXPORT_LINK_DAYS,
        };
    await deps.mailer.send(
      ordersExportReadyMail({
        to: email,
        locale: selection.locale,
        startDate: selection.startDate,
        endDate: selection.endDate,
        fileName,
        orders: counted.orders,
        file,
      }),
    );
    const result: OrdersExportResult = {
      orders: counted.orders,
      lines: counted.lines,
      file_name: fileName,
      delivery: bytes ? 'attachment' : 'link',
      email,
      selection,
    };
    return result;
  });
}
