import type { FastifyRequest } from 'fastify';
import { toIsoDate } from '@app/domain';
import type { Db } from '../../db/client.ts';
import { tenantContext, type TenantContext } from '../../context/tenant-context.ts';

/** What the announcement use cases need beyond the tenant context. */
export interface AnnouncementsContext extends TenantContext {
  /** The locations of the user's token: the only ones they may address. */
  accessibleLocations: readonly number[];
  /** The active location's date (`YYYY-MM-DD`, its time zone): what has ended is decided by it. */
  today: string;
  /** The database outside any tenant, for the user's own dismissals (see the reads repository). */
  db: Db;
}

export function announcementsContext(
  request: FastifyRequest,
  now = new Date(),
): AnnouncementsContext {
  const ctx = tenantContext(request);
  return {
    ...ctx,
    accessibleLocations: request.user!.restaurants,
    today: toIsoDate(now, request.tenant!.timezone),
    db: request.server.ctx.database.db,
  };
}
