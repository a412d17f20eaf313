import { ZPasswordReset, zRequiredText } from '@app/domain';

// The sign-in forms' schemas, in a chunk of their own: the login screen's first download carries
// no schema library; useSchemaForm imports this as the user starts typing.
export { ZPasswordResetRequest, ZSignInRequest, ZSignInResponse } from '@app/domain';

/** The reset request plus the confirmation, which must repeat the password. */
export const ZResetPasswordForm = ZPasswordReset.extend({
  confirm: zRequiredText({ trim: false, anyCharacter: true }),
});
