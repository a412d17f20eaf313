import {
  addCalendarDays,
  orderStatuses,
  orderTypes,
  parseIsoDate,
  toIsoDate,
  type OrderStatus,
  type OrderType,
} from '@app/domain';

/** The report's views: the kitchen's grouped items, the list of orders, the charts. */
export const reportViews = ['production', 'orders', 'charts'] as const;
export type ReportView = (typeof reportViews)[number];

/** The sorts of the orders list and of every printout (spec part 2 §9). */
export const reportSorts = ['date', 'grade', 'student', 'teacher'] as const;
export type ReportSort = (typeof reportSorts)[number];

/** What the report is asked for: `GET /orders/report`'s query, as the screen edits it. */
export interface ReportFilters {
  /** Days of the location's time zone, `YYYY-MM-DD`, both included. */
  startDate: string;
  endDate: string;
  types: OrderType[];
  statuses: OrderStatus[];
  categories: string[];
  school: string;
  grade: string;
  classroom: string;
  teacher: string;
  includePrices: boolean;
}

/** The screen's whole state kept in the address: the filters, the view and the sort. */
export interface ReportSearch {
  filters: ReportFilters;
  view: ReportView;
  sort: ReportSort;
}

/**
 * Tomorrow in the location's time zone: a school kitchen prints tomorrow's labels, and at 21:00
 * in Toronto it is already the next day in UTC.
 */
export function tomorrowIn(timeZone: string, now: Date = new Date()): string {
  return addCalendarDays(toIsoDate(now, timeZone), 1);
}

const list = (params: URLSearchParams, name: string): string[] =>
  (params.get(name) ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

const day = (value: string | null): string | null =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) && parseIsoDate(value) ? value : null;

/**
 * Reads the screen's state from the address (`?start=…&end=…&type=school,catering&sort=teacher`);
 * what is missing or unreadable falls back to the defaults: `defaultDay` for both ends, every
 * filter off, prices included, the production view sorted by due time.
 */
export function readReportSearch(params: URLSearchParams, defaultDay: string): ReportSearch {
  const startDate = day(params.get('start')) ?? defaultDay;
  const end = day(params.get('end'));
  return {
    filters: {
      startDate,
      endDate: end && end >= startDate ? end : startDate,
      types: list(params, 'type').filter((v): v is OrderType =>
        (orderTypes as readonly string[]).includes(v),
      ),
      statuses: list(params, 'status').filter((v): v is OrderStatus =>
        (orderStatuses as readonly string[]).includes(v),
      ),
      categories: params.getAll('category').filter(Boolean),
      school: params.get('school') ?? '',
      grade: params.get('grade') ?? '',
      classroom: params.get('classroom') ?? '',
      teacher: params.get('teacher') ?? '',
      includePrices: params.get('prices') !== '0',
    },
    view: oneOf(reportViews, params.get('view'), 'production'),
    sort: oneOf(reportSorts, params.get('sort'), 'date'),
  };
}

/** The address of a state, leaving out what is at its default so links stay short. */
export function writeReportSearch(search: ReportSearch): URLSearchParams {
  const { filters } = search;
  const params = new URLSearchParams();
  params.set('start', filters.startDate);
  params.set('end', filters.endDate);
  if (filters.types.length > 0) params.set('type', filters.types.join(','));
  if (filters.statuses.length > 0) params.set('status', filters.statuses.join(','));
  // Categories are free text (they may hold commas): one parameter each.
  for (const category of filters.categories) params.append('category', category);
  for (const name of ['school', 'grade', 'classroom', 'teacher'] as const) {
    const value = filters[name].trim();
    if (value) params.set(name, value);
  }
  if (!filters.includePrices) params.set('prices', '0');
  if (search.view !== 'production') params.set('view', search.view);
  if (search.sort !== 'date') params.set('sort', search.sort);
  return params;
}

const jsonArray = (values: readonly string[]) =>
  values.length > 0 ? JSON.stringify(values) : undefined;

/** `GET /orders/report`'s query string: JSON arrays for the lists, empty filters left out. */
export function reportApiQuery(filters: ReportFilters): Record<string, string | undefined> {
  const text = (value: string) => value.trim() || undefined;
  return {
    startDate: filters.startDate,
    endDate: filters.endDate,
    type: jsonArray(filters.types),
    status: jsonArray(filters.statuses),
    category: jsonArray(filters.categories),
    school: text(filters.school),
    grade: text(filters.grade),
    classroom: text(filters.classroom),
    teacher: text(filters.teacher),
    includePrices: filters.includePrices ? undefined : 'false',
  };
}
