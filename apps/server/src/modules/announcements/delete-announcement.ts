import type { TenantContext } from '../../context/tenant-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { recordChange } from '../change-history/record-change.ts';
import { postedAnnouncementOf } from './announcement-answer.ts';
import { announcementsRepository as posts } from './announcements.repository.ts';

/**
 * `DELETE /announcements/{id}` (204): only from the location that posted it (404 `not_found`
 * elsewhere, addressed locations included). Its addresses and reads go with it.
 */
export function deleteAnnouncement(ctx: TenantContext, id: number): Promise<void> {
  return ctx.tenantTx(async (tx) => {
    const row = await posts.lockPosted(tx, ctx.restaurantId, id);
    if (!row) throw new AppError('not_found');
    const addresses = await posts.addressesOf(tx, ctx.restaurantId, [id]);
    await posts.delete(tx, ctx.restaurantId, id);
    await recordChange(tx, {
      restaurantId: ctx.restaurantId,
      entity: 'announcement',
      entityId: id,
      action: 'delete',
      before: postedAnnouncementOf(
        row,
        addresses.map((a) => a.restaurant_id),
      ),
      after: null,
      user: ctx.user,
    });
  });
}
