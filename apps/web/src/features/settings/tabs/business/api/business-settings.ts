import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZLocation,
  ZMarketplaceLocationsResponse,
  ZTaxRatesResponse,
  type Location,
  type MarketplaceLocationInput,
  type Province,
  type TaxRateInput,
} from '@app/domain';
import { z } from 'zod';
import { apiRequest } from '#lib/api/api-client.ts';
import { useActiveSession } from '#lib/session/session-store.ts';
import { useUploadImageThenRefresh } from '#shared/catalogue/upload-catalogue-image.ts';
import { locationKeys } from '#shared/locations/get-locations.ts';

export const businessKeys = {
  all: (tenantId: number) => ['settings-business', tenantId] as const,
  taxRates: (tenantId: number) => [...businessKeys.all(tenantId), 'tax-rates'] as const,
  marketplace: (tenantId: number) => [...businessKeys.all(tenantId), 'marketplace'] as const,
  locationsWithMenus: (ids: readonly number[]) => ['settings-business', 'with-menus', ids] as const,
};

/** `GET /api/settings/tax-rates`. */
export function useTaxRates() {
  const { tenantId } = useActiveSession();
  return useQuery({
    queryKey: businessKeys.taxRates(tenantId),
    queryFn: ({ signal }) =>
      apiRequest('/settings/tax-rates', { signal, schema: ZTaxRatesResponse }),
  });
}

/** `PUT /api/settings/tax-rates`: the whole list; errors are shown by the form. */
export function useSaveTaxRates() {
  const { tenantId } = useActiveSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rates: TaxRateInput[]) =>
      apiRequest('/settings/tax-rates', {
        method: 'PUT',
        body: rates,
        schema: ZTaxRatesResponse,
        handleErrors: false,
      }),
    onSuccess: (saved) => queryClient.setQueryData(businessKeys.taxRates(tenantId), saved),
  });
}

/** `PUT /api/restaurants/{id}` with the province only; the locations are read again. */
export function useSaveProvince(locationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (province: Province): Promise<Location> =>
      apiRequest(`/restaurants/${locationId}`, {
        method: 'PUT',
        body: { province, force_publish: true },
        schema: ZLocation,
        handleErrors: false,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationKeys.all }),
  });
}

/** `GET /api/settings/marketplace-locations` (marketplace hubs only). */
export function useMarketplaceLocations(enabled: boolean) {
  const { tenantId } = useActiveSession();
  return useQuery({
    queryKey: businessKeys.marketplace(tenantId),
    queryFn: ({ signal }) =>
      apiRequest('/settings/marketplace-locations', {
        signal,
        schema: ZMarketplaceLocationsResponse,
      }),
    enabled,
  });
}

export function useSaveMarketplaceLocations() {
  const { tenantId } = useActiveSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tiles: MarketplaceLocationInput[]) =>
      apiRequest('/settings/marketplace-locations', {
        method: 'PUT',
        body: tiles,
        schema: ZMarketplaceLocationsResponse,
        handleErrors: false,
      }),
    onSuccess: (saved) => queryClient.setQueryData(businessKeys.marketplace(tenantId), saved),
  });
}

/**
 * `POST /api/settings/marketplace-locations/{id}/image` (multipart `file`); the list is read
 * again. A failure rejects: the image field says "Unable to load the image." itself.
 */
export function useUploadMarketplaceImage() {
  const { tenantId } = useActiveSession();
  const upload = useUploadImageThenRefresh(businessKeys.marketplace(tenantId));
  return (tileId: number, file: Blob) =>
    upload(`/settings/marketplace-locations/${tileId}/image`, file);
}

const ZLocationMenus = z.array(
  z.object({
    id: z.int(),
    name: z.string(),
    menus: z.array(z.object({ id: z.int(), name: z.string() })),
  }),
);

/** `POST /api/restaurants/list-with-menus`: the user's locations and their menus (the picker). */
export function useLocationsWithMenus(enabled: boolean) {
  const { locations } = useActiveSession();
  return useQuery({
    queryKey: businessKeys.locationsWithMenus(locations),
    queryFn: ({ signal }) =>
      apiRequest('/restaurants/list-with-menus', {
        method: 'POST',
        body: { restaurants: locations },
        signal,
        schema: ZLocationMenus,
      }),
    enabled,
  });
}
