import type { Location } from '@app/domain';
import type { FastifyRequest } from 'fastify';
import { locationChangeContext } from './location-change-context.ts';
import { resolveLocationUpdate } from './location-update-access.ts';
import { parseRequestBody } from './parse-request-body.ts';
import { pauseOrders } from './pause-orders.ts';
import { resumePausedOrdersJob } from './resume-paused-orders.ts';
import { updateLocation } from './update-location.ts';

/** `PUT /restaurants/{id}`: the pause toggle or a location update, validated by its own schema. */
export async function saveLocation(
  request: FastifyRequest,
  id: number,
  body: unknown,
): Promise<Location> {
  const ctx = locationChangeContext(request, id);
  const operation = resolveLocationUpdate(body);
  if (operation.kind === 'pause') {
    const { jobs } = request.server.ctx;
    return pauseOrders(ctx, parseRequestBody(operation.schema, body, ctx.locale), (id, at) =>
      jobs.sendAt(resumePausedOrdersJob, { restaurantId: id }, at),
    );
  }
  return updateLocation(ctx, parseRequestBody(operation.schema, body, ctx.locale));
}
