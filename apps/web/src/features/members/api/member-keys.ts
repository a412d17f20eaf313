import type { MembershipListQuery } from '@app/domain';

/** Query keys of the Members screen, per location. */
export const memberKeys = {
  all: (tenantId: number) => ['members', tenantId] as const,
  list: (tenantId: number, query: MembershipListQuery) =>
    [...memberKeys.all(tenantId), 'list', query] as const,
};
