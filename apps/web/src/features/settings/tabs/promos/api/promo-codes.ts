import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZPromoCode, ZPromoCodesResponse, type PromoCodeRequest } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { useActiveSession } from '#lib/session/session-store.ts';

export const promoKeys = {
  list: (tenantId: number) => ['settings-promos', tenantId] as const,
};

/** `GET /api/settings/promo-codes`. */
export function usePromoCodes() {
  const { tenantId } = useActiveSession();
  return useQuery({
    queryKey: promoKeys.list(tenantId),
    queryFn: ({ signal }) =>
      apiRequest('/settings/promo-codes', { signal, schema: ZPromoCodesResponse }),
  });
}

type SavePromo = { id: number | null; body: PromoCodeRequest };

/** `POST /api/settings/promo-codes` (new) or `PUT …/{id}`; the list is read again. */
export function useSavePromoCode() {
  const { tenantId } = useActiveSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: SavePromo) =>
      apiRequest(id === null ? '/settings/promo-codes' : `/settings/promo-codes/${id}`, {
        method: id === null ? 'POST' : 'PUT',
        body,
        schema: ZPromoCode,
        handleErrors: false,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promoKeys.list(tenantId) }),
  });
}

/** `DELETE /api/settings/promo-codes/{id}`. */
export function useDeletePromoCode() {
  const { tenantId } = useActiveSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<void>(`/settings/promo-codes/${id}`, { method: 'DELETE', handleErrors: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promoKeys.list(tenantId) }),
  });
}
