import type { Location } from '@app/domain';
import type { FastifyRequest } from 'fastify';
import { assertActiveLocation, toLocation } from './location-response.ts';

/**
 * `GET /restaurants/{id}`: the active location. The guard has loaded it and checked that it is
 * one of the token's; the path's id must name that same location.
 */
export function getLocation(request: FastifyRequest, id: number): Location {
  assertActiveLocation(request.tenant, id);
  return toLocation(request.tenant);
}
