import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ZMembership, type Membership } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { useActiveSession } from '#lib/session/session-store.ts';
import { checkoutKeys } from './checkout-keys.ts';

/**
 * `POST /auth/get-user-membership-promo`: the guest's membership and its promos. With `menuId`,
 * the membership must also open that menu (403 `membership_no_access` otherwise).
 */
export function getMembershipPromo(
  body: { identifier: string; menuId?: number },
  signal?: AbortSignal,
): Promise<Membership> {
  return apiRequest('/auth/get-user-membership-promo', {
    method: 'POST',
    body,
    signal,
    handleErrors: false,
    schema: ZMembership,
  });
}

/**
 * `getMembershipPromo` that also remembers the membership found, so every screen showing the
 * order's member (the members-only dialog's choice, the checkout) names it without asking again.
 */
export function useLookUpMembership() {
  const queryClient = useQueryClient();
  const { tenantId } = useActiveSession();
  return useCallback(
    async (body: { identifier: string; menuId?: number }) => {
      const found = await getMembershipPromo(body);
      queryClient.setQueryData(checkoutKeys.membership(tenantId, found.identifier), found);
      return found;
    },
    [queryClient, tenantId],
  );
}

/**
 * The membership of the order's member (`checkout.memberInfo.identifier`; null: none). Known
 * once looked up on this screen; otherwise (a saved order being modified) asked once. Only what
 * is shown of the member comes from here: the promos applied stay those of `memberInfo`.
 */
export function useMembership(identifier: string | null) {
  const { tenantId } = useActiveSession();
  return useQuery({
    queryKey: checkoutKeys.membership(tenantId, identifier ?? ''),
    queryFn: ({ signal }) => getMembershipPromo({ identifier: identifier ?? '' }, signal),
    enabled: identifier !== null,
    staleTime: Infinity,
  });
}
