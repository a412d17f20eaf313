import type { Membership } from '@app/domain';
import { AppError } from '../../errors/app-error.ts';
import type { OrderContext } from '../../context/order-context.ts';
import { lookUpMembership } from './find-membership.ts';
import { membershipOpensMenu, toMembership } from './membership-rules.ts';
import { membershipsRepository } from './memberships.repository.ts';

export interface MembershipPromoRequest {
  identifier: string;
  restaurantId?: number | undefined;
  menuId?: number | undefined;
}

/**
 * `POST /auth/get-user-membership-promo`: the guest's membership and its promotions. 404
 * `membership_not_found` for an unknown or inactive identifier or where the location has no
 * membership programme; 400 `membership_expired` ("This membership expired on {date}.") for one
 * past its expiry; with `menuId`, the menu must be one of the location's (404
 * `not_found`) and, when members-only, one the membership opens (403 `membership_no_access`).
 */
export async function getMembershipPromo(
  ctx: OrderContext,
  request: MembershipPromoRequest,
): Promise<Membership> {
  if (request.restaurantId !== undefined && request.restaurantId !== ctx.restaurantId) {
    throw new AppError('tenant_not_recognized');
  }
  return ctx.tenantTx(async (tx) => {
    const { membership, problem } = await lookUpMembership(
      tx,
      ctx.location,
      request.identifier,
      new Date(),
      ctx.locale,
    );
    if (problem) throw new AppError(problem.code, problem.params);
    if (request.menuId !== undefined) {
      const menu = await membershipsRepository.findMenu(tx, ctx.restaurantId, request.menuId);
      if (!menu) throw new AppError('not_found');
      if (!membershipOpensMenu(ctx.location, membership.type, menu)) {
        throw new AppError('membership_no_access');
      }
    }
    return toMembership(membership);
  });
}
