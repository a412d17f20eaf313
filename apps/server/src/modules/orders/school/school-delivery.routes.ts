import { ZIdParam, ZModifySchoolDeliveryRequest, ZOrder } from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderContext } from '../../../context/order-context.ts';
import { orderManagementAccess } from '../order-access.ts';
import { modifySchoolDelivery } from './modify-school-delivery.ts';

/** School delivery details (spec part 2 §7 `PUT /orders/modify-school-delivery/{id}`). */
export const schoolDeliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/orders/modify-school-delivery/:id',
    {
      config: { access: orderManagementAccess },
      schema: {
        tags: ['orders'],
        params: z.object({ id: ZIdParam }),
        body: ZModifySchoolDeliveryRequest,
        response: { 200: z.array(ZOrder) },
      },
    },
    (request) => modifySchoolDelivery(orderContext(request), request.params.id, request.body),
  );
};
