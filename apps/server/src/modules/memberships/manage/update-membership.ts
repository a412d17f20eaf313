import type { MembershipEntry, MembershipRequest } from '@app/domain';
import { AppError } from '../../../errors/app-error.ts';
import {
  afterMembershipWrite,
  identifierTakenError,
  membershipEntryOf,
  membershipValuesOf,
  writingIdentifier,
  type MembersContext,
} from './membership-entry.ts';
import { managedMembershipsRepository as memberships } from './managed-memberships.repository.ts';

/**
 * `PUT /api/memberships/{id}`: every field of the membership; saving makes it active again, its
 * expiry decides whether it counts (no expiry or a later day reactivates an expired one). 404
 * for a membership the location does not have; 400 on `identifier` for one already in use.
 */
export function updateMembership(
  ctx: MembersContext,
  id: number,
  request: MembershipRequest,
): Promise<MembershipEntry> {
  return ctx.tenantTx(async (tx) => {
    const before = await memberships.lock(tx, ctx.restaurantId, id);
    if (!before) throw new AppError('not_found');
    if (await memberships.identifierTaken(tx, ctx.restaurantId, request.identifier, id)) {
      throw identifierTakenError(ctx);
    }
    const values = membershipValuesOf(request, ctx.timezone);
    const after = await writingIdentifier(ctx, () =>
      memberships.update(tx, ctx.restaurantId, id, values),
    );
    if (!after) throw new AppError('not_found');
    await afterMembershipWrite(tx, ctx, { action: 'update', before, after });
    return membershipEntryOf(after, ctx.timezone);
  });
}
