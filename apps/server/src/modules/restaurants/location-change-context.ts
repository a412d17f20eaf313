import type { Locale, Role } from '@app/domain';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { assertActiveLocation } from './location-response.ts';

/** Who changes which location, and the tenant transaction (row-level security) to do it in. */
export interface LocationChangeContext {
  locationId: number;
  user: { id: number; email: string; role: Role };
  locale: Locale;
  tenantTx: <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;
}

/** The change context of a guarded request on location `id`, which must be the active tenant. */
export function locationChangeContext(request: FastifyRequest, id: number): LocationChangeContext {
  assertActiveLocation(request.tenant, id);
  if (!request.user) throw new AppError('session_timed_out');
  const { id: userId, email, role } = request.user;
  return {
    locationId: id,
    user: { id: userId, email, role },
    locale: request.locale,
    tenantTx: (work) => request.tenantTx(work),
  };
}
