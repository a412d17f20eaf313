import { z } from 'zod';
import { ZId } from '../catalogue/catalogue-fields.ts';
import { formatDate } from '../dates/date-format.ts';
import { locales, type Locale } from '../i18n/locale.ts';
import { checkPhoneNumber } from '../orders/checkout-rules.ts';
import { validationIssue } from '../validation/validation-messages.ts';
import {
  EMAIL_MAX_LENGTH,
  zEmailAddress,
  zOptionalText,
  zRequiredText,
} from '../validation/zod-fields.ts';
import { addValidationIssue, refineWith } from '../validation/zod-issues.ts';

/**
 * Event settings (spec part 2 §2 "Events area", §3 "Other catering entities", §7 "Catering"): a
 * stadium's suites, event types with their default menus, equipment and suite owners
 * (docs/decisions/catering.md "Event settings").
 */

/** Longest name of a suite, an event type, a piece of equipment, and of each name of an owner. */
export const CATERING_NAME_MAX_LENGTH = 120;
/** Most default menus an event type proposes. */
export const EVENT_TYPE_MENUS_MAX = 50;

const cateringName = () => zRequiredText({ maxLength: CATERING_NAME_MAX_LENGTH });

/** The body of `POST`/`PUT` `/catering/suites` and `/catering/equipment`: a name, once per location. */
export const ZCateringNameRequest = z.object({ name: cateringName() });
export type CateringNameRequest = z.infer<typeof ZCateringNameRequest>;

/** A suite or a piece of equipment as answered. */
export const ZCateringNamed = z.object({ id: ZId, name: z.string() });
export type CateringNamed = z.infer<typeof ZCateringNamed>;
export const ZCateringNamedList = z.array(ZCateringNamed);

/**
 * The body of `POST /catering/event-types` and `PUT /catering/event-types/{id}`: a name (once per
 * location) and the ids of the location's menus it proposes for pre-orders, in order, each once.
 */
export const ZEventTypeRequest = z.object({
  name: cateringName(),
  menus: z
    .array(ZId)
    .max(EVENT_TYPE_MENUS_MAX)
    .default(() => [])
    .superRefine((ids, ctx) => {
      ids.forEach((id, index) => {
        if (ids.indexOf(id) !== index) addValidationIssue(ctx, validationIssue('invalid'), [index]);
      });
    }),
});
export type EventTypeRequest = z.infer<typeof ZEventTypeRequest>;
export type EventTypeRequestInput = z.input<typeof ZEventTypeRequest>;

export const ZEventType = z.object({
  id: ZId,
  name: z.string(),
  /** Its default menus, in order. */
  menus: z.array(z.object({ id: ZId, name: z.string() })),
});
export type EventType = z.infer<typeof ZEventType>;
export const ZEventTypesResponse = z.array(ZEventType);

/** Optional one-line text: blank is sent and stored as null. */
const optionalText = (maxLength: number) =>
  zOptionalText({ maxLength })
    .nullish()
    .transform((text) => text || null);

/**
 * The body of `POST /catering/suite-owners` and `PUT /catering/suite-owners/{id}` (spec part 2
 * §3): first and last name and email required; company, title and phone (`999-999-9999`)
 * optional, blank read as none; `locale`, the language of their pre-order emails and page
 * (en-CA unless said).
 */
export const ZSuiteOwnerRequest = z.object({
  firstName: cateringName(),
  lastName: cateringName(),
  email: zEmailAddress(),
  company_name: optionalText(CATERING_NAME_MAX_LENGTH),
  title: optionalText(CATERING_NAME_MAX_LENGTH),
  phone_number: z
    .string()
    .trim()
    .superRefine(refineWith(checkPhoneNumber))
    .nullish()
    .transform((text) => text || null),
  locale: z.enum(locales).default('en-CA'),
});
export type SuiteOwnerRequest = z.infer<typeof ZSuiteOwnerRequest>;
export type SuiteOwnerRequestInput = z.input<typeof ZSuiteOwnerRequest>;

export const ZSuiteOwner = z.object({
  id: ZId,
  firstName: z.string(),
  lastName: z.string(),
  /** The display name every other screen and document shows: "First Last". */
  name: z.string(),
  email: z.string().max(EMAIL_MAX_LENGTH).nullable(),
  company_name: z.string().nullable(),
  title: z.string().nullable(),
  phone_number: z.string().nullable(),
  /** Their language: the pre-order emails and the pre-order page open in it. */
  locale: z.enum(locales),
});
export type SuiteOwner = z.infer<typeof ZSuiteOwner>;
export const ZSuiteOwnersResponse = z.array(ZSuiteOwner);

/** The display name kept in `suite_owners.name`: "First Last". */
export function suiteOwnerDisplayName(firstName: string, lastName: string): string {
  return `${firstName.trim()} ${lastName.trim()}`.trim();
}

/**
 * The two names of an owner stored with a display name only (the demo loader; rows before
 * migration 0016, which split them the same way in SQL): the first word is the first name, the
 * rest the last name ("Marie de la Fontaine" → "Marie" / "de la Fontaine").
 */
export function splitSuiteOwnerName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/** Where a suite, an owner, an event type or a piece of equipment is used: an event (and suite). */
export interface CateringSettingUse {
  title: string;
  start_date: Date | string;
  /** The suite of the event it is used in, when the use is a suite's (equipment, owner). */
  suite_name: string | null;
}

/** How many uses an "in use" message names; the rest is counted. */
export const IN_USE_NAMED_MAX = 3;

const moreUses: Record<Locale, (count: number) => string> = {
  'en-CA': (count) => `${count} more`,
  'fr-CA': (count) => (count === 1 ? '1 autre' : `${count} autres`),
};

/**
 * The uses of an "in use" message, as people read them: "Suite 101 – Game night (2026/12/05),
 * Gala (2026/11/05) and 2 more" (French: "… et 2 autres"), dates in the location's time zone.
 * `total` counts every use; the first `IN_USE_NAMED_MAX` of `uses` are named.
 */
export function describeSettingUses(
  uses: readonly CateringSettingUse[],
  total: number,
  locale: Locale,
  timeZone: string,
): string {
  const named = uses.slice(0, IN_USE_NAMED_MAX).map((use) => {
    const event = `${use.title} (${formatDate(use.start_date, locale, timeZone)})`;
    return use.suite_name ? `${use.suite_name} – ${event}` : event;
  });
  const rest = total - named.length;
  const parts = rest > 0 ? [...named, moreUses[locale](rest)] : named;
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(parts);
}
