import { ZMenuSummary, type AvailabilityEntry, type MenuSummary } from '@app/domain';

/** A menu of `GET /api/menus`, checked against the domain schema. */
export function makeMenuSummary(
  id: number,
  name: string,
  availability: AvailabilityEntry[] = [],
  fields: Partial<MenuSummary> = {},
): MenuSummary {
  return ZMenuSummary.parse({
    id,
    name,
    description: null,
    image: null,
    slug: null,
    type: 'a-la-carte',
    price: null,
    dine_in: true,
    on_demand: true,
    scheduled: false,
    member_only: false,
    event_package: false,
    access_level: 'unrestricted',
    allow_sections: true,
    max_orders_per_interval: 0,
    ordering_interval: null,
    last_call_time: null,
    estimated_prep_time: null,
    required_notice: null,
    order: id,
    localization: {},
    menu_group_id: null,
    published: true,
    published_at: '2025-01-01T12:00:00.000Z',
    updated_at: '2025-01-01T12:00:00.000Z',
    availability,
    section_count: 0,
    item_count: 0,
    ...fields,
  });
}

/** The same interval on each of these days. */
export function hours(days: number[], start: string, end: string): AvailabilityEntry[] {
  return days.map((day) => ({ day_of_week: day, start_time: start, end_time: end }));
}
