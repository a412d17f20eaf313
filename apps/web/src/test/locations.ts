import { ZLocation, type Location, type LocationFlag } from '@app/domain';

/** A location as the API answers it, all flags off unless given. */
export function makeLocation(
  id: number,
  name: string,
  flags: Partial<Record<LocationFlag, boolean>> = {},
): Location {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return ZLocation.parse({
    id,
    name,
    slug,
    image: null,
    locales: ['en-CA', 'fr-CA'],
    locale_short: 'en',
    timezone: 'America/Toronto',
    province: 'on',
    groups: [],
    pos_integrated: false,
    marketplace_hub: false,
    order_management: false,
    suites_enabled: false,
    catering: false,
    k12: false,
    subsidies: false,
    app8_credits: false,
    membership_program: false,
    orders_paused: false,
    hide_items_special_instructions: false,
    hide_takeout_special_instructions: false,
    extra_payment_methods: false,
    discount: false,
    holiday_hours: false,
    delivery: false,
    ...flags,
  });
}
