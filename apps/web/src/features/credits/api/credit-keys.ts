/** Query keys of the Credits screen, under the active location. */
export const creditKeys = {
  all: (tenantId: number) => ['credits', tenantId] as const,
  list: (tenantId: number, search: string) =>
    [...creditKeys.all(tenantId), 'list', search] as const,
  history: (tenantId: number, range: [string, string], email: string | null) =>
    [...creditKeys.all(tenantId), 'history', range, email] as const,
  customers: (tenantId: number, search: string) =>
    [...creditKeys.all(tenantId), 'customers', search] as const,
  schoolYear: (tenantId: number) => [...creditKeys.all(tenantId), 'school-year'] as const,
};
