import { z } from 'zod';
import {
  PIN_MAX_DIGITS,
  PIN_MIN_DIGITS,
  TEAM_NAME_MAX_LENGTH,
  ZAccountLocale,
  ZRole,
  ZTeamLocationIds,
  roleTakesPin,
  validationIssue,
  zEmailAddress,
  zRequiredText,
  type InviteTeamMemberRequest,
  type Locale,
  type Role,
  type TeamMember,
  type UpdateTeamMemberRequest,
} from '@app/domain';

/** What the dialog edits; `pin` empty = none (invite) or unchanged (edit). */
export interface TeamMemberFormValues {
  email: string;
  name: string;
  role: Role;
  restaurantIds: number[];
  locale: Locale;
  pin: string;
  clearPin: boolean;
}

const pinText = z
  .string()
  .trim()
  .refine(
    (pin) => pin === '' || new RegExp(`^\\d{${PIN_MIN_DIGITS},${PIN_MAX_DIGITS}}$`).test(pin),
    {
      params: validationIssue('pinDigits', { min: PIN_MIN_DIGITS, max: PIN_MAX_DIGITS }),
    },
  );

/** The dialog's rules: the domain's fields, the email only when inviting. */
export function teamMemberFormSchema(invite: boolean) {
  return z.object({
    email: invite ? zEmailAddress() : z.string(),
    name: zRequiredText({ maxLength: TEAM_NAME_MAX_LENGTH }),
    role: ZRole,
    restaurantIds: ZTeamLocationIds,
    locale: ZAccountLocale,
    pin: pinText,
    clearPin: z.boolean(),
  });
}

export function initialValues(
  member: TeamMember | null,
  defaults: { role: Role; restaurantIds: number[]; locale: Locale },
): TeamMemberFormValues {
  if (!member) return { email: '', name: '', pin: '', clearPin: false, ...defaults };
  const { email, name, role, restaurantIds, locale } = member;
  return { email, name, role, restaurantIds, locale, pin: '', clearPin: false };
}

/** `POST /team` of the dialog's values: a PIN only for a role that has one. */
export function inviteBody(values: TeamMemberFormValues): InviteTeamMemberRequest {
  const { email, name, role, restaurantIds, locale, pin } = values;
  return {
    email,
    name,
    role,
    restaurantIds,
    locale,
    ...(roleTakesPin(role) && pin ? { pin } : {}),
  };
}

/**
 * `PUT /team/{id}` of the dialog's values. `hidden`: the account's locations the form does not
 * offer (not among the actor's), sent back as they are so they stay. The PIN: a new one, `null`
 * when "Remove the PIN" is ticked, else left out (kept).
 */
export function updateBody(
  values: TeamMemberFormValues,
  hidden: readonly number[],
): UpdateTeamMemberRequest {
  const { name, role, restaurantIds, locale, pin, clearPin } = values;
  const newPin = !roleTakesPin(role) ? undefined : clearPin ? null : pin || undefined;
  return {
    name,
    role,
    restaurantIds: [...hidden, ...restaurantIds.filter((id) => !hidden.includes(id))],
    locale,
    ...(newPin === undefined ? {} : { pin: newPin }),
  };
}
