import type { ErrorCode } from '@app/domain';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client.ts';
import type { TenantContext } from '../../context/tenant-context.ts';
import { AppError } from '../../errors/app-error.ts';
import type { ImageStore } from './image-store.ts';
import { reencodeImage } from './process-image.ts';
import { readUploadedFile } from './read-uploaded-file.ts';

/** The change-history entry of a new image on an entity. */
export interface ImageChange<TEntity extends string> {
  entity: TEntity;
  entityId: number;
  action: 'update_image';
  before: { image: string | null };
  after: { image: string };
}

/** What differs between the entities that take an image (menus, items, menu groups, locations). */
export interface ImageTarget<TResult, TEntity extends string> {
  /** The change-history entity and id. */
  entity: TEntity;
  entityId: number;
  /** The row's current image, the row locked for the write; null when there is no such row. */
  lock(tx: Tx): Promise<{ image: string | null } | null>;
  /** Points the row's `image` at `url` and answers the entity as the route returns it. */
  write(tx: Tx, url: string): Promise<TResult | null>;
  /** Records the change in the same transaction (change history, and what the area adds). */
  record(tx: Tx, change: ImageChange<TEntity>): Promise<void>;
  /** The error when the row is not there (default `not_found`). */
  missing?: ErrorCode;
}

/**
 * The upload of an entity's image (`POST …/{id}/image`), the same for every entity: the row is
 * checked first (an unknown one is refused before the upload is read), then the multipart `file`
 * is read (≤ 3 MB), sniffed and re-encoded (process-image.ts) and kept in `store`, and finally,
 * in one tenant transaction, the row is locked, pointed at the image's URL and the change
 * recorded. Answers the updated entity.
 */
export async function uploadEntityImage<TResult, TEntity extends string>(
  request: FastifyRequest,
  store: ImageStore,
  tenantTx: TenantContext['tenantTx'],
  target: ImageTarget<TResult, TEntity>,
): Promise<TResult> {
  const missing = () => new AppError(target.missing ?? 'not_found');
  if (!(await tenantTx((tx) => target.lock(tx)))) throw missing();
  const upload = await readUploadedFile(request);
  const url = await store.save(await reencodeImage(upload.bytes));
  return tenantTx(async (tx) => {
    const before = await target.lock(tx);
    if (!before) throw missing();
    const after = await target.write(tx, url);
    if (after === null) throw missing();
    await target.record(tx, {
      entity: target.entity,
      entityId: target.entityId,
      action: 'update_image',
      before: { image: before.image },
      after: { image: url },
    });
    return after;
  });
}
