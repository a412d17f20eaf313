import type { FastifyRequest } from 'fastify';
import { tenantContext, type TenantContext } from '../../../context/tenant-context.ts';
import { AppError } from '../../../errors/app-error.ts';

export const tags = ['events'];

/** What the event use cases need beyond the tenant: the location's time zone and the clock. */
export interface EventsContext extends TenantContext {
  /** Date ranges are the location's calendar days; lock periods keep its wall-clock time. */
  timeZone: string;
  now: Date;
}

export function eventsContext(request: FastifyRequest): EventsContext {
  if (!request.tenant) throw new AppError('tenant_not_recognized');
  return { ...tenantContext(request), timeZone: request.tenant.timezone, now: new Date() };
}
