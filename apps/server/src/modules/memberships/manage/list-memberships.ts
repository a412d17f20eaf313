import type { MembershipListQuery, MembershipPage } from '@app/domain';
import { membershipEntryOf, type MembersContext } from './membership-entry.ts';
import { managedMembershipsRepository } from './managed-memberships.repository.ts';

/** `GET /api/memberships`: one page of the location's memberships, searched, filtered, sorted. */
export function listMemberships(
  ctx: MembersContext,
  query: MembershipListQuery,
): Promise<MembershipPage> {
  const now = new Date();
  return ctx.tenantTx(async (tx) => {
    const { rows, total } = await managedMembershipsRepository.page(
      tx,
      ctx.restaurantId,
      query,
      now,
    );
    return {
      items: rows.map((row) => membershipEntryOf(row, ctx.timezone, now)),
      total,
      page: query.page,
      page_size: query.page_size,
    };
  });
}
