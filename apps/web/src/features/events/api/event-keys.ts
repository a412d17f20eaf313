import type { PreOrderStatus } from '@app/domain';

/** What a list of events asks `GET /catering/events` for (spec §7; JSON filters). */
export interface EventsFilters {
  search?: string;
  page: number;
  pageSize?: number;
  eventTypeIds?: number[];
  eventStatuses?: readonly PreOrderStatus[];
  /** Start days, both included, in the location's time zone. */
  dateRange?: [string, string] | null;
  dateSortAsc: boolean;
}

/** Query keys of the events screens, per location. */
export const eventKeys = {
  all: (tenantId: number) => ['events', tenantId] as const,
  list: (tenantId: number, filters: EventsFilters) =>
    [...eventKeys.all(tenantId), 'list', filters] as const,
  details: (tenantId: number, id: number, pendingOrders: boolean) =>
    [...eventKeys.all(tenantId), 'details', id, pendingOrders] as const,
  history: (tenantId: number, id: number) => [...eventKeys.all(tenantId), 'history', id] as const,
  types: (tenantId: number) => ['event-types', tenantId] as const,
};
