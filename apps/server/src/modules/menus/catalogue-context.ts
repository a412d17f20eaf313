import { contentLanguagesOf, type ContentLanguage, type Locale } from '@app/domain';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';

/**
 * What a catalogue use case needs from a guarded request: the active location, who acts (for
 * the change history), the caller's language (copy names, messages) and the tenant transaction
 * (row-level security on). Use cases take this instead of the request so they stay testable and
 * free of HTTP.
 */
export interface CatalogueContext {
  restaurantId: number;
  /**
   * The location's primary content language (`en` | `fr`): that of its first locale, as the web
   * app reads it. The object's own fields hold it; `localization.<other>` the secondary one.
   */
  primaryLanguage: ContentLanguage;
  user: { id: number; email: string };
  locale: Locale;
  /** A transaction bound to the location: row-level security hides every other location's rows. */
  tenantTx: <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;
}

export function catalogueContext(request: FastifyRequest): CatalogueContext {
  if (!request.user) throw new AppError('session_timed_out');
  if (!request.tenant) throw new AppError('tenant_not_recognized');
  return {
    restaurantId: request.tenant.id,
    primaryLanguage: contentLanguagesOf(request.tenant.locales).primary,
    user: { id: request.user.id, email: request.user.email },
    locale: request.locale,
    tenantTx: (work) => request.tenantTx(work),
  };
}
