import { contentLanguagesOf, type ContentLanguage } from '@app/domain';
import type { FastifyRequest } from 'fastify';
import { tenantContext, type TenantContext } from './tenant-context.ts';

/** What a catalogue use case needs: the tenant context and the location's content languages. */
export interface CatalogueContext extends TenantContext {
  /**
   * The location's primary content language (`en` | `fr`): that of its first locale, as the web
   * app reads it. The object's own fields hold it; `localization.<other>` the secondary one.
   */
  primaryLanguage: ContentLanguage;
}

export function catalogueContext(request: FastifyRequest): CatalogueContext {
  const context = tenantContext(request);
  return { ...context, primaryLanguage: contentLanguagesOf(request.tenant!.locales).primary };
}
