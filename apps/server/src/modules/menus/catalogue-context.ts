import type { Locale } from '@app/domain';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';

/** Who changes the catalogue of which location, and the tenant transaction to do it in. */
export interface CatalogueContext {
  locationId: number;
  user: { id: number; email: string };
  locale: Locale;
  /** A transaction bound to the location: row-level security hides every other location's rows. */
  tenantTx: <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;
}

/** The context of a guarded catalogue request (the guard has set the user and the tenant). */
export function catalogueContext(request: FastifyRequest): CatalogueContext {
  if (!request.user) throw new AppError('session_timed_out');
  if (!request.tenant) throw new AppError('tenant_not_recognized');
  return {
    locationId: request.tenant.id,
    user: { id: request.user.id, email: request.user.email },
    locale: request.locale,
    tenantTx: (work) => request.tenantTx(work),
  };
}
