import { requiredRoleFor, ZBrandingSettings, ZUpdateBrandingRequest } from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantContext } from '../../context/tenant-context.ts';
import { getBranding } from './get-branding.ts';
import { updateBranding } from './update-branding.ts';

const tags = ['settings'];
const access = { minRole: requiredRoleFor('settings') };

/** Settings → Appearance (docs/api.md "Settings" → "Appearance"): manager and above. */
export const appearanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/settings/branding',
    {
      config: { access },
      schema: {
        tags,
        description: 'The public menu’s look at the active location (defaults when never saved).',
        response: { 200: ZBrandingSettings },
      },
    },
    (request) => getBranding(tenantContext(request)),
  );

  app.put(
    '/api/settings/branding',
    {
      config: { access },
      schema: {
        tags,
        description: 'Replaces the public menu’s look at the active location; answers it saved.',
        body: ZUpdateBrandingRequest,
        response: { 200: ZBrandingSettings },
      },
    },
    (request) => updateBranding(tenantContext(request), request.body),
  );
};
