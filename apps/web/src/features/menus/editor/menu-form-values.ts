import { z } from 'zod';
import {
  accessLevels,
  CATALOGUE_DESCRIPTION_MAX_LENGTH,
  CATALOGUE_NAME_MAX_LENGTH,
  zCatalogueName,
  type AccessLevel,
  type Menu,
} from '@app/domain';
import { cleanLocalization } from '#shared/catalogue/content-languages.ts';
import type { MenuBody } from '../api/menu-calls.ts';
import {
  availabilityFromHours,
  defaultHours,
  hoursFromAvailability,
  ZHoursForm,
  type HoursForm,
} from './availability-form.ts';

/** Menu types offered; a stored type outside this list is kept and offered too. */
export const MENU_TYPES = ['a-la-carte', 'prix-fixe', 'buffet'] as const;

/** Minutes fields: whole, 0 or more, at most a week. */
const MINUTES_MAX = 7 * 24 * 60;
const zMinutes = () =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.number().int().min(0).max(MINUTES_MAX).optional(),
  );

/** The menu editor's values; numbers are `''` while empty (Mantine's NumberInput). */
export interface MenuFormValues {
  name: string;
  description: string;
  type: string;
  dine_in: boolean;
  on_demand: boolean;
  scheduled: boolean;
  member_only: boolean;
  access_level: AccessLevel;
  allow_sections: boolean;
  estimated_prep_time: number | '';
  last_call_time: number | '';
  required_notice: number | '';
  ordering_interval: number | '';
  max_orders_per_interval: number | '';
  /** Select values are strings; '' = no group. */
  menu_group_id: string;
  hours: HoursForm;
  localization: Record<string, { name?: string; description?: string }>;
}

/** The form's checks: the domain's name rule, minutes, and the availability entry rule. */
export const ZMenuForm = z.object({
  name: zCatalogueName(),
  description: z.string().max(CATALOGUE_DESCRIPTION_MAX_LENGTH),
  type: z.string().trim().min(1).max(50),
  dine_in: z.boolean(),
  on_demand: z.boolean(),
  scheduled: z.boolean(),
  member_only: z.boolean(),
  access_level: z.enum(accessLevels),
  allow_sections: z.boolean(),
  estimated_prep_time: zMinutes(),
  last_call_time: zMinutes(),
  required_notice: zMinutes(),
  ordering_interval: zMinutes(),
  max_orders_per_interval: zMinutes(),
  menu_group_id: z.string(),
  hours: ZHoursForm,
  localization: z.record(
    z.string(),
    z.object({
      name: z.string().max(CATALOGUE_NAME_MAX_LENGTH).optional(),
      description: z.string().max(CATALOGUE_DESCRIPTION_MAX_LENGTH).optional(),
    }),
  ),
});
export type MenuFormOutput = z.infer<typeof ZMenuForm>;

const minutes = (value: number | null) => value ?? '';

/** The editor's starting values: the menu's, or the defaults of a new menu (spec §9). */
export function menuFormValues(menu?: Menu): MenuFormValues {
  return {
    name: menu?.name ?? '',
    description: menu?.description ?? '',
    type: menu?.type ?? 'a-la-carte',
    dine_in: menu?.dine_in ?? true,
    on_demand: menu?.on_demand ?? false,
    scheduled: menu?.scheduled ?? false,
    member_only: menu?.member_only ?? false,
    access_level: menu?.access_level ?? 'unrestricted',
    allow_sections: menu?.allow_sections ?? true,
    estimated_prep_time: minutes(menu?.estimated_prep_time ?? null),
    last_call_time: minutes(menu?.last_call_time ?? null),
    required_notice: minutes(menu?.required_notice ?? null),
    ordering_interval: minutes(menu?.ordering_interval ?? null),
    max_orders_per_interval: menu?.max_orders_per_interval ?? 0,
    menu_group_id: menu?.menu_group_id ? String(menu.menu_group_id) : '',
    hours: menu ? hoursFromAvailability(menu.availability) : defaultHours(),
    localization: Object.fromEntries(
      Object.entries(menu?.localization ?? {}).map(([language, texts]) => [
        language,
        { name: texts.name ?? '', description: texts.description ?? '' },
      ]),
    ),
  };
}

/** The body of `POST /menus` or `PUT /menus/{id}`: every field, availability and publication. */
export function menuRequestBody(values: MenuFormOutput, published: boolean): MenuBody {
  return {
    name: values.name,
    description: values.description === '' ? null : values.description,
    type: values.type,
    dine_in: values.dine_in,
    on_demand: values.on_demand,
    scheduled: values.scheduled,
    member_only: values.member_only,
    access_level: values.access_level,
    allow_sections: values.allow_sections,
    estimated_prep_time: values.estimated_prep_time ?? null,
    last_call_time: values.last_call_time ?? null,
    required_notice: values.required_notice ?? null,
    ordering_interval: values.ordering_interval ?? null,
    max_orders_per_interval: values.max_orders_per_interval ?? 0,
    menu_group_id: values.menu_group_id === '' ? null : Number(values.menu_group_id),
    localization: cleanLocalization(values.localization),
    availability: availabilityFromHours(values.hours),
    published,
  };
}
