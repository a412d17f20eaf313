import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#lib/api/api-client.ts';
import { useActiveSession } from '#lib/session/session-store.ts';
import { eventSettingsKeys, type SettingsList } from './settings-lists.ts';

type Save<Body> = { id: number | null; body: Body };

/**
 * `POST /api/catering/{list}` (new) or `PUT …/{id}`; the list is read again. Errors come back
 * to the form (a taken name names its field).
 */
export function useSaveSetting<Body, Answer>(
  list: SettingsList,
  schema: { parse(data: unknown): Answer },
) {
  const { tenantId } = useActiveSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: Save<Body>) =>
      apiRequest(id === null ? `/catering/${list}` : `/catering/${list}/${id}`, {
        method: id === null ? 'POST' : 'PUT',
        body,
        schema,
        handleErrors: false,
      }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: eventSettingsKeys.list(tenantId, list) }),
  });
}

/** `DELETE /api/catering/{list}/{id}`: refused (409) while events use the row. */
export function useDeleteSetting(list: SettingsList) {
  const { tenantId } = useActiveSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<void>(`/catering/${list}/${id}`, { method: 'DELETE', handleErrors: false }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: eventSettingsKeys.list(tenantId, list) }),
  });
}
