import { completedListStatuses, type OrderStatus } from '@app/domain';

/** The three lists of the order manager and the statuses each shows (spec part 2 §2, §4). */
export const orderLists = [
  { id: 'pending', label: 'orderManager.lists.pending', statuses: ['pending'] },
  { id: 'inProgress', label: 'orderManager.lists.inProgress', statuses: ['in_progress'] },
  {
    id: 'completed',
    label: 'orderManager.lists.completed',
    statuses: completedListStatuses,
  },
] as const satisfies readonly { id: string; label: string; statuses: readonly OrderStatus[] }[];

export type OrderListId = (typeof orderLists)[number]['id'];

/** The Rejected list covers the cancelled orders of the past 2 days (spec part 2 §9). */
export const REJECTED_DAYS = 2;
