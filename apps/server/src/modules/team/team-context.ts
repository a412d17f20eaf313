import { normalizeRole, type Locale, type Role } from '@app/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context/app-context.ts';
import { AppError } from '../../errors/app-error.ts';

/**
 * What a Team use case needs: the app (database, mail, public address), the active location,
 * who acts with their role and locations (`null`: every location, an admin) and the caller's
 * language. Accounts span locations, so Team works on the owner connection; the change history
 * row still belongs to the active location.
 */
export interface TeamContext {
  app: AppContext;
  restaurantId: number;
  locationName: string;
  locale: Locale;
  actor: { id: number; email: string; role: Role; locations: number[] | null };
}

export function teamContext(app: AppContext, request: FastifyRequest): TeamContext {
  if (!request.user) throw new AppError('session_timed_out');
  if (!request.tenant) throw new AppError('tenant_not_recognized');
  const { id, email, role, restaurants } = request.user;
  const actorRole = normalizeRole(role);
  return {
    app,
    restaurantId: request.tenant.id,
    locationName: request.tenant.name,
    locale: request.locale,
    actor: { id, email, role: actorRole, locations: actorRole === 'admin' ? null : restaurants },
  };
}
