import {
  startOfZonedDay,
  toIsoDate,
  validationIssue,
  type ExpireMembershipRequest,
  type MembershipEntry,
} from '@app/domain';
import { AppError } from '../../../errors/app-error.ts';
import { fieldsError } from '../../../errors/validation-failed.ts';
import {
  afterMembershipWrite,
  membershipEntryOf,
  type MembersContext,
} from './membership-entry.ts';
import { managedMembershipsRepository as memberships } from './managed-memberships.repository.ts';

/**
 * `POST /api/memberships/{id}/expire`: the membership stops counting now, or from the start of
 * `expires_on` (today or a later day in the location's time zone; an earlier day → 400
 * "Choose a date that has not passed."). The checkout refuses it from then on. 404 for a
 * membership the location does not have.
 */
export function expireMembership(
  ctx: MembersContext,
  id: number,
  request: ExpireMembershipRequest,
): Promise<MembershipEntry> {
  const now = new Date();
  if (request.expires_on && request.expires_on < toIsoDate(now, ctx.timezone)) {
    throw fieldsError({ expires_on: validationIssue('pastDate') }, ctx.locale);
  }
  const expiresAt = request.expires_on ? startOfZonedDay(request.expires_on, ctx.timezone) : now;
  return ctx.tenantTx(async (tx) => {
    const before = await memberships.lock(tx, ctx.restaurantId, id);
    if (!before) throw new AppError('not_found');
    const after = await memberships.update(tx, ctx.restaurantId, id, {
      expires_at: expiresAt < now ? now : expiresAt,
    });
    if (!after) throw new AppError('not_found');
    await afterMembershipWrite(tx, ctx, { action: 'expire', before, after });
    return membershipEntryOf(after, ctx.timezone);
  });
}
