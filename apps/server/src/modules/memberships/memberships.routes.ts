import { ZMembership, ZMembershipPromoRequest } from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderContext } from '../../context/order-context.ts';
import { orderTakingAccess } from '../orders/order-access.ts';
import { getMembershipPromo } from './get-membership-promo.ts';
import { membershipLookupRateLimit } from './membership-lookup-limit.ts';

/** Memberships at order taking (docs/api.md "Order pricing"). */
export const membershipsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/get-user-membership-promo',
    {
      config: { access: orderTakingAccess, rateLimit: membershipLookupRateLimit(app.ctx.config) },
      schema: {
        tags: ['orders'],
        body: ZMembershipPromoRequest,
        response: { 200: ZMembership },
      },
    },
    (request) => getMembershipPromo(orderContext(request), request.body),
  );
};
