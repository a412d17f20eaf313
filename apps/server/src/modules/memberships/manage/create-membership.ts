import type { MembershipEntry, MembershipRequest } from '@app/domain';
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
 * `POST /api/memberships` (201): a membership the checkout finds at once. 400 on `identifier`
 * when the location has it already, in any letter case.
 */
export function createMembership(
  ctx: MembersContext,
  request: MembershipRequest,
): Promise<MembershipEntry> {
  return ctx.tenantTx(async (tx) => {
    if (await memberships.identifierTaken(tx, ctx.restaurantId, request.identifier)) {
      throw identifierTakenError(ctx);
    }
    const values = membershipValuesOf(request, ctx.timezone);
    const row = await writingIdentifier(ctx, () =>
      memberships.insert(tx, ctx.restaurantId, values),
    );
    await afterMembershipWrite(tx, ctx, { action: 'create', before: null, after: row });
    return membershipEntryOf(row, ctx.timezone);
  });
}
