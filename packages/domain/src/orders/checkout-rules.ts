import { ZTimeOfDay } from '../catalogue/catalogue-fields.ts';
import type { ContactFieldsConfig } from '../locations/location-config.ts';
import {
  checkEmail,
  checkMaxLength,
  checkRequired,
  presentText,
} from '../validation/text-rules.ts';
import type { TextValue } from '../validation/text-rules.ts';
import { validationIssue, type ValidationIssue } from '../validation/validation-messages.ts';
import type { CustomQuestionConfig } from './ordering-config.ts';
import type { Checkout, Contact, DeliveryAddress } from './order-schemas.ts';
import {
  CONTACT_TEXT_MAX_LENGTH,
  PHONE_NUMBER_PATTERN,
  type OrderType,
  type TakeOutType,
} from './order-constants.ts';

/**
 * Checkout rules shared by the screens and the server: contact fields per location, delivery
 * addresses, and how the order type decides the pickup.
 */

/** The location setting (`contact_fields_config`) of each configurable contact field. */
const contactFieldSettings = {
  full_name: 'name',
  email: 'email',
  phone_number: 'phone_number',
} as const satisfies Partial<Record<keyof Contact, keyof ContactFieldsConfig>>;

const contactFields = ['full_name', 'email', 'phone_number', 'other'] as const;

/** "Enter the phone number as 999-999-9999.": exactly three, three and four digits with dashes. */
export function checkPhoneNumber(value: TextValue): ValidationIssue | null {
  const text = presentText(value);
  if (text === null) return null;
  return PHONE_NUMBER_PATTERN.test(text) ? null : validationIssue('phone');
}

function formatIssue(field: keyof Contact, value: string): ValidationIssue | null {
  if (field === 'email') return checkEmail(value);
  if (field === 'phone_number') return checkPhoneNumber(value);
  return null;
}

/**
 * Problems of a contact by field, the first rule failed per field (spec part 2 §5):
 * - full name, email and phone are required where the location says so (`required`), except
 *   when it hides them (`hide`): a field nobody is shown is never required; `other` is never
 *   required;
 * - every field holds at most `CONTACT_TEXT_MAX_LENGTH` (40) characters;
 * - the email is an email address and the phone is `999-999-9999`, whenever they are given
 *   (hidden or not: what is stored must be readable).
 * Text is judged without surrounding spaces, as the shared form rules do.
 */
export function contactProblems(
  contact: Contact,
  config: ContactFieldsConfig,
): Partial<Record<keyof Contact, ValidationIssue>> {
  const problems: Partial<Record<keyof Contact, ValidationIssue>> = {};
  for (const field of contactFields) {
    const value = contact[field];
    const setting = field === 'other' ? null : config[contactFieldSettings[field]];
    const required = setting !== null && setting.required && !setting.hide;
    const issue =
      (required ? checkRequired(value) : null) ??
      checkMaxLength(value, CONTACT_TEXT_MAX_LENGTH) ??
      formatIssue(field, value);
    if (issue) problems[field] = issue;
  }
  return problems;
}

type QuestionAnswer = Checkout['questions'][number]['answer'];

/** Whether an answer says nothing: unticked, blank, or no choice. */
export function answerIsEmpty(answer: QuestionAnswer | undefined): boolean {
  if (answer === undefined || answer === false) return true;
  if (Array.isArray(answer)) return answer.length === 0;
  return typeof answer === 'string' && answer.trim() === '';
}

/** Whether a given (not empty) answer fits its question's type. */
function answerFits(answer: QuestionAnswer, question: CustomQuestionConfig): boolean {
  const isOption = (value: unknown) =>
    typeof value === 'string' && question.options.includes(value.trim());
  switch (question.type) {
    case 'open':
      return typeof answer === 'string';
    case 'dropdown':
    case 'multiple_choice':
      return isOption(answer);
    case 'checkbox':
      return question.options.length === 0
        ? answer === true
        : Array.isArray(answer) && answer.every(isOption) && new Set(answer).size === answer.length;
    case 'timepicker':
      return typeof answer === 'string' && ZTimeOfDay.safeParse(answer.trim()).success;
  }
}

/**
 * Problems of the custom checkout questions' answers (spec part 2 §5, §9), keyed
 * `questions.<question id>`:
 * - a required question not answered (no answer, blank, unticked or no choice): `required`;
 * - an answer that does not fit its question: `invalid` — an open question takes text; a
 *   dropdown or multiple choice one of its options; a checkbox with options a list of distinct
 *   options, without options a tick (`true`); a time picker a time `HH:mm`;
 * - an answer to a question the location does not ask, or a second answer to one: `invalid`.
 * An empty answer to a question that is not required is no problem, whatever its type.
 */
export function questionProblems(
  answers: readonly { question_id: number; answer: QuestionAnswer }[],
  questions: readonly CustomQuestionConfig[],
): Record<string, ValidationIssue> {
  const problems: Record<string, ValidationIssue> = {};
  const byId = new Map(questions.map((question) => [question.id, question]));
  const answered = new Set<number>();
  for (const { question_id: id, answer } of answers) {
    const question = byId.get(id);
    if (!question || answered.has(id)) {
      problems[`questions.${id}`] = validationIssue('invalid');
      continue;
    }
    answered.add(id);
    if (!answerIsEmpty(answer) && !answerFits(answer, question)) {
      problems[`questions.${id}`] = validationIssue('invalid');
    }
  }
  for (const question of questions) {
    const answer = answers.find((entry) => entry.question_id === question.id)?.answer;
    if (question.required && answerIsEmpty(answer)) {
      problems[`questions.${question.id}`] ??= validationIssue('required');
    }
  }
  return problems;
}

/**
 * Formats typed text as `999-999-9999` while the user types: digits only, dashes added once the
 * next group starts ("416" → "416", "4165" → "416-5"), so erasing a dash never fights the user.
 * A leading country code 1 is dropped from 11 digits ("+1 416 555 1234"); other extra digits are
 * dropped from the end.
 */
export function formatPhoneNumber(text: string): string {
  let digits = text.replace(/\D/g, '');
  if (digits.length > 10 && digits.startsWith('1')) digits = digits.slice(1);
  digits = digits.slice(0, 10);
  if (digits.length <= 3) return digits;
  if (digits.length <= 6) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

export type DeliveryAddressProblemCode =
  | 'delivery_address_not_selected'
  | 'delivery_address_not_precise'
  | 'delivery_address_invalid'
  | 'delivery_address_too_far';

/** Mean radius of the Earth (IUGG), in km. */
const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle distance in km (haversine formula, on a sphere of the Earth's mean radius). */
export function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLatitude = radians(b.latitude - a.latitude);
  const dLongitude = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLatitude / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLongitude / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

function validCoordinates(point: { latitude: number; longitude: number }): boolean {
  return (
    Number.isFinite(point.latitude) &&
    Number.isFinite(point.longitude) &&
    Math.abs(point.latitude) <= 90 &&
    Math.abs(point.longitude) <= 180
  );
}

/**
 * Why a delivery address cannot be used, checked in this order (spec part 2 §5):
 * 1. not selected: no address, or one not picked from the geocoder's list (no place id);
 * 2. invalid: no street, or coordinates that are not on the Earth;
 * 3. not precise: no house number, or a point known only as a rural postal area's centroid
 *    (tens of km off: a radius cannot be judged from it; docs/decisions/delivery.md);
 * 4. too far: more than `radiusKm` from the location (great-circle distance); exactly the
 *    radius is within it. An urban postal area's centroid is measured as it is, a few km off.
 */
export function deliveryAddressProblem(
  address: DeliveryAddress | null,
  origin: { latitude: number; longitude: number },
  radiusKm: number,
): DeliveryAddressProblemCode | null {
  if (!address || presentText(address.place_id) === null) return 'delivery_address_not_selected';
  if (presentText(address.street) === null || !validCoordinates(address)) {
    return 'delivery_address_invalid';
  }
  if (presentText(address.house_number) === null || address.precision === 'rural_postal_area') {
    return 'delivery_address_not_precise';
  }
  if (distanceKm(origin, address) > radiusKm) return 'delivery_address_too_far';
  return null;
}

/**
 * Choosing take-out or generic catering resets the pickup and sets its delivery flag from the
 * take-out type (spec part 2 §4): delivery → true, pickup, catering or none yet → false. Any
 * other order type keeps its pickup: null.
 */
export function pickupForTakeOutType(
  type: OrderType,
  takeOutType: TakeOutType | null,
): {
  delivery: boolean;
  dueByDate: null;
  dueByTime: null;
  scheduled: false;
  notes: '';
  prepTime: null;
} | null {
  if (type !== 'take_out' && type !== 'generic_catering') return null;
  return {
    delivery: takeOutType === 'delivery',
    dueByDate: null,
    dueByTime: null,
    scheduled: false,
    notes: '',
    prepTime: null,
  };
}

/**
 * What the checkout asks for each order type:
 * - `schedule` (the pickup block: as soon as possible or a due date and time): orders that leave
 *   the counter later — take-out, delivery, catering, generic catering and school meals;
 * - `delivery` (the delivery block): delivery orders. A take-out order whose take-out type is
 *   delivery needs it too; the take-out type, not the order type, tells (see
 *   `pickupForTakeOutType`);
 * - `school` (student details): school orders;
 * - `table` (seating and table): dine-in checks;
 * - nothing for retail (sold and handed over at the counter), events (the event, suite and
 *   package in the order's config say where and when) and lane reservations (the reservation's
 *   own date and times are the schedule).
 */
export function orderTypeNeeds(type: OrderType): {
  schedule: boolean;
  delivery: boolean;
  school: boolean;
  table: boolean;
} {
  const none = { schedule: false, delivery: false, school: false, table: false };
  switch (type) {
    case 'take_out':
    case 'catering':
    case 'generic_catering':
      return { ...none, schedule: true };
    case 'delivery':
      return { ...none, schedule: true, delivery: true };
    case 'school':
      return { ...none, schedule: true, school: true };
    case 'dine_in':
      return { ...none, table: true };
    case 'retail':
    case 'event':
    case 'lane_reservation':
      return none;
  }
}
