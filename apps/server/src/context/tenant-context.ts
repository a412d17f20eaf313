import type { Locale, Role } from '@app/domain';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../db/client.ts';
import { AppError } from '../errors/app-error.ts';

/**
 * What every use case acting inside one location needs from a guarded request: the location, who
 * acts (for the change history and role rules), the caller's language (messages, copy names) and
 * the tenant transaction. Use cases take a context instead of the request so they stay free of
 * HTTP and testable; the catalogue and order contexts add what their areas need.
 */
export interface TenantContext {
  restaurantId: number;
  /** Who acts: a signed-in user, or the user who started a background job. */
  user: { id: number; email: string };
  locale: Locale;
  /** A transaction bound to the location: row-level security hides every other location's rows. */
  tenantTx: <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;
}

/** The tenant context of a request that passed the access guard (signed in, location chosen). */
export function tenantContext(request: FastifyRequest): TenantContext & { user: { role: Role } } {
  if (!request.user) throw new AppError('session_timed_out');
  if (!request.tenant) throw new AppError('tenant_not_recognized');
  const { id, email, role } = request.user;
  return {
    restaurantId: request.tenant.id,
    user: { id, email, role },
    locale: request.locale,
    tenantTx: (work) => request.tenantTx(work),
  };
}
