import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZAnnouncement, ZAnnouncementsResponse, type AnnouncementRequest } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { useActiveSession } from '#lib/session/session-store.ts';
import { announcementKeys } from '#shared/announcements/announcement-keys.ts';

/** `GET /api/announcements`: what the active location posted, newest first. */
export function useAnnouncements() {
  const { tenantId } = useActiveSession();
  return useQuery({
    queryKey: announcementKeys.posted(tenantId),
    queryFn: ({ signal }) =>
      apiRequest('/announcements', { signal, schema: ZAnnouncementsResponse }),
  });
}

/** Posting or deleting changes the list and, where the location is addressed, its inbox. */
function useRefreshAnnouncements() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: announcementKeys.all });
}

/** `POST /api/announcements`. */
export function usePostAnnouncement() {
  const refresh = useRefreshAnnouncements();
  return useMutation({
    mutationFn: (body: AnnouncementRequest) =>
      apiRequest('/announcements', {
        method: 'POST',
        body,
        schema: ZAnnouncement,
        handleErrors: false,
      }),
    onSuccess: refresh,
  });
}

/** `DELETE /api/announcements/{id}`. */
export function useDeleteAnnouncement() {
  const refresh = useRefreshAnnouncements();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<void>(`/announcements/${id}`, { method: 'DELETE', handleErrors: false }),
    onSuccess: refresh,
  });
}
