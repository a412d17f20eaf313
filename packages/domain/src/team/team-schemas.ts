import { z } from 'zod';
import { ZId } from '../catalogue/catalogue-fields.ts';
import { locales } from '../i18n/locale.ts';
import { ZRole } from '../roles/role-schemas.ts';
import { validationIssue } from '../validation/validation-messages.ts';
import { zEmailAddress, zRequiredText } from '../validation/zod-fields.ts';
import { addValidationIssue } from '../validation/zod-issues.ts';
import { PIN_MAX_DIGITS, PIN_MIN_DIGITS, roleTakesPin } from './team-rules.ts';

/** Settings → Team: staff accounts of a location (docs/api.md "Team"). */

export const TEAM_NAME_MAX_LENGTH = 120;

export const teamMemberStatuses = ['invited', 'active', 'deactivated'] as const;
export const ZTeamMemberStatus = z.enum(teamMemberStatuses);
export type TeamMemberStatus = z.infer<typeof ZTeamMemberStatus>;

export const ZAccountLocale = z.enum(locales);

/** A PIN as typed: 4 to 8 digits ("Use 4 to 8 digits."). */
export const ZTeamPin = z
  .string()
  .trim()
  .refine((pin) => new RegExp(`^\\d{${PIN_MIN_DIGITS},${PIN_MAX_DIGITS}}$`).test(pin), {
    params: validationIssue('pinDigits', { min: PIN_MIN_DIGITS, max: PIN_MAX_DIGITS }),
  });

/** At least one location ("Please select at least one location"), each once. */
export const ZTeamLocationIds = z
  .array(ZId)
  .max(500)
  .superRefine((ids, ctx) => {
    if (ids.length === 0) addValidationIssue(ctx, validationIssue('selectLocation'));
  })
  .transform((ids) => [...new Set(ids)]);

const memberFields = {
  name: zRequiredText({ maxLength: TEAM_NAME_MAX_LENGTH }),
  role: ZRole,
  restaurantIds: ZTeamLocationIds,
  locale: ZAccountLocale,
};

function pinOnlyForStaff(
  value: { role: z.infer<typeof ZRole>; pin?: string | null },
  ctx: z.RefinementCtx,
) {
  if (typeof value.pin === 'string' && !roleTakesPin(value.role)) {
    addValidationIssue(ctx, validationIssue('pinStaffOnly'), ['pin']);
  }
}

/** `POST /team` (invite): the account is created without a password and mailed a link. */
export const ZInviteTeamMemberRequest = z
  .object({ ...memberFields, email: zEmailAddress(), pin: ZTeamPin.optional() })
  .superRefine(pinOnlyForStaff);
export type InviteTeamMemberRequest = z.infer<typeof ZInviteTeamMemberRequest>;
export type InviteTeamMemberInput = z.input<typeof ZInviteTeamMemberRequest>;

/**
 * `PUT /team/{id}`: the whole account as the actor sees it. `pin`: a new PIN, `null` to clear it,
 * left out to keep it. A role without a PIN clears the PIN.
 */
export const ZUpdateTeamMemberRequest = z
  .object({ ...memberFields, pin: ZTeamPin.nullable().optional() })
  .superRefine(pinOnlyForStaff);
export type UpdateTeamMemberRequest = z.infer<typeof ZUpdateTeamMemberRequest>;
export type UpdateTeamMemberInput = z.input<typeof ZUpdateTeamMemberRequest>;

/** An account as Team answers it; the PIN itself never leaves the server (`has_pin`). */
export const ZTeamMember = z.object({
  id: z.int(),
  email: z.string(),
  name: z.string(),
  role: ZRole,
  /** The account's locations the actor may see (all of them for an admin). */
  restaurantIds: z.array(z.int()),
  locale: ZAccountLocale,
  has_pin: z.boolean(),
  status: ZTeamMemberStatus,
});
export type TeamMember = z.infer<typeof ZTeamMember>;

export const ZTeamMembers = z.array(ZTeamMember);
