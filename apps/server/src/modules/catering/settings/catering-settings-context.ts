import type { FastifyRequest } from 'fastify';
import type { RouteAccess } from '../../../plugins/access-guard.ts';
import { tenantContext, type TenantContext } from '../../../context/tenant-context.ts';

export const tags = ['catering settings'];

/**
 * The Event settings screen's rule (spec part 2 §6): manager and above at a location with
 * `suites_enabled`, checked on every call whatever the screens show.
 */
export const cateringSettingsAccess: RouteAccess = { screen: 'event_settings' };

/** What the event settings use cases need beyond the tenant context. */
export interface CateringSettingsContext extends TenantContext {
  /** The location's time zone: the dates of an "in use" answer are its calendar dates. */
  timeZone: string;
}

export function cateringSettingsContext(request: FastifyRequest): CateringSettingsContext {
  return { ...tenantContext(request), timeZone: request.tenant!.timezone };
}
