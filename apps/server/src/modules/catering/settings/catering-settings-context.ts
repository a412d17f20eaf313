import type { FastifyRequest } from 'fastify';
import { tenantContext, type TenantContext } from '../../../context/tenant-context.ts';

export const tags = ['catering settings'];

/** What the event settings use cases need beyond the tenant context. */
export interface CateringSettingsContext extends TenantContext {
  /** The location's time zone: the dates of an "in use" answer are its calendar dates. */
  timeZone: string;
}

export function cateringSettingsContext(request: FastifyRequest): CateringSettingsContext {
  return { ...tenantContext(request), timeZone: request.tenant!.timezone };
}
