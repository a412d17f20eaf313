/**
 * Query keys of the announcements, shared by the Communications tab (what a location posted) and
 * the shell (what its staff read), so that posting or deleting refreshes both.
 */
export const announcementKeys = {
  all: ['announcements'] as const,
  posted: (tenantId: number) => [...announcementKeys.all, 'posted', tenantId] as const,
  inbox: (tenantId: number) => [...announcementKeys.all, 'inbox', tenantId] as const,
};
