import { ZMembership, type Membership } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';

/**
 * `POST /auth/get-user-membership-promo`: the guest's membership and its promos. With `menuId`,
 * the membership must also open that menu (403 `membership_no_access` otherwise).
 */
export function getMembershipPromo(body: {
  identifier: string;
  menuId?: number;
}): Promise<Membership> {
  return apiRequest('/auth/get-user-membership-promo', {
    method: 'POST',
    body,
    handleErrors: false,
    schema: ZMembership,
  });
}
