import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZAnnouncementInboxResponse, type InboxAnnouncement } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { notifyError } from '#lib/notify.ts';
import { useActiveSession } from '#lib/session/session-store.ts';
import { announcementKeys } from '#shared/announcements/announcement-keys.ts';

/** New announcements reach an open screen within this time. */
const INBOX_REFRESH_MS = 5 * 60_000;

/**
 * `GET /api/announcements/inbox`: what the user has to read at the active location. The key holds
 * the location, so switching location shows that location's announcements.
 */
export function useAnnouncementInbox() {
  const { tenantId } = useActiveSession();
  return useQuery({
    queryKey: announcementKeys.inbox(tenantId),
    // Read in the background on every screen: a failure leaves the banner as it is instead of
    // raising a toast (the screen's own calls report a lost session or connection).
    queryFn: ({ signal }) =>
      apiRequest('/announcements/inbox', {
        signal,
        schema: ZAnnouncementInboxResponse,
        handleErrors: false,
      }),
    refetchInterval: INBOX_REFRESH_MS,
  });
}

/**
 * `POST /api/announcements/{id}/read`: the announcement leaves the banner at once; when the
 * server refuses, the message says why and the inbox is read again.
 */
export function useDismissAnnouncement() {
  const { tenantId } = useActiveSession();
  const queryClient = useQueryClient();
  const key = announcementKeys.inbox(tenantId);
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<void>(`/announcements/${id}/read`, { method: 'POST', handleErrors: false }),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<InboxAnnouncement[]>(key, (items) =>
        items?.filter((item) => item.id !== id),
      );
    },
    onError: (error) => {
      notifyError(error instanceof Error ? error.message : String(error));
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
