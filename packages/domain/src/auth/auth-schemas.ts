import { z } from 'zod';
import { zEmailAddress, zRequiredText } from '../validation/zod-fields.ts';

/** Shortest password accepted when one is set (reset or creation). */
export const PASSWORD_MIN_LENGTH = 8;
/** Longest password accepted: bounds the cost of hashing whatever a caller sends. */
export const PASSWORD_MAX_LENGTH = 256;
/** Longest PIN text accepted before it is even checked. */
export const PIN_MAX_LENGTH = 32;

/** Passwords are taken exactly as typed: never trimmed, any character kept. */
const password = (minLength?: number) =>
  zRequiredText({ trim: false, anyCharacter: true, minLength, maxLength: PASSWORD_MAX_LENGTH });

/**
 * `POST /auth/sign-in`, and the login form (spec part 1 §5): the email is present, trimmed and
 * valid; the password is required.
 */
export const ZSignInRequest = z.object({ email: zEmailAddress(), password: password() });
export type SignInRequest = z.infer<typeof ZSignInRequest>;

/** `POST /auth/password-reset-request`, and the forgot-password form. */
export const ZPasswordResetRequest = z.object({ email: zEmailAddress() });
export type PasswordResetRequest = z.infer<typeof ZPasswordResetRequest>;

/** `POST /auth/password-reset`: the one-time token from the mailed link and the new password. */
export const ZPasswordReset = z.object({
  token: zRequiredText({ maxLength: 512 }),
  password: password(PASSWORD_MIN_LENGTH),
});
export type PasswordReset = z.infer<typeof ZPasswordReset>;

/** `POST /auth/pin`. The PIN may be missing: the server answers `pin_missing` then. */
export const ZPinRequest = z.object({ pin: z.string().trim().max(PIN_MAX_LENGTH).optional() });
export type PinRequest = z.infer<typeof ZPinRequest>;

/** Answer of sign-in and of the SSO callback; `expires_at` is ISO 8601. */
export const ZSignInResponse = z.object({
  access_token: z.string().min(1),
  id_token: z.string().min(1),
  expires_at: z.iso.datetime({ offset: true }),
});
export type SignInResponse = z.infer<typeof ZSignInResponse>;
