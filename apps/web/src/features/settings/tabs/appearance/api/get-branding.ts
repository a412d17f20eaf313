import { useQuery } from '@tanstack/react-query';
import { ZBrandingSettings, type BrandingSettings } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';

export const brandingKeys = {
  detail: (locationId: number) => ['settings', 'branding', locationId] as const,
};

/** `GET /api/settings/branding`: the active location's appearance (defaults when never saved). */
export function getBranding(signal?: AbortSignal): Promise<BrandingSettings> {
  return apiRequest('/settings/branding', { signal, schema: ZBrandingSettings });
}

export function useBranding(locationId: number) {
  return useQuery({
    queryKey: brandingKeys.detail(locationId),
    queryFn: ({ signal }) => getBranding(signal),
  });
}
