import { AppError } from '../../../errors/app-error.ts';
import { afterMembershipWrite, type MembersContext } from './membership-entry.ts';
import { managedMembershipsRepository as memberships } from './managed-memberships.repository.ts';

/**
 * `DELETE /api/memberships/{id}` (204): orders already placed keep the member discount they got
 * (their `memberInfo` and costs hold it); 404 for a membership the location does not have.
 */
export function deleteMembership(ctx: MembersContext, id: number): Promise<void> {
  return ctx.tenantTx(async (tx) => {
    const before = await memberships.lock(tx, ctx.restaurantId, id);
    if (!before) throw new AppError('not_found');
    await memberships.delete(tx, ctx.restaurantId, id);
    await afterMembershipWrite(tx, ctx, { action: 'delete', before, after: null });
  });
}
