import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZBrandingSettings, type BrandingSettings, type UpdateBrandingRequest } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { brandingKeys } from './get-branding.ts';

/** `PUT /api/settings/branding`: replaces the appearance whole; answers it as saved. */
export function saveBranding(body: UpdateBrandingRequest): Promise<BrandingSettings> {
  return apiRequest('/settings/branding', {
    method: 'PUT',
    body,
    schema: ZBrandingSettings,
    handleErrors: false,
  });
}

export function useSaveBranding(locationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBranding,
    onSuccess: (saved) => queryClient.setQueryData(brandingKeys.detail(locationId), saved),
  });
}
