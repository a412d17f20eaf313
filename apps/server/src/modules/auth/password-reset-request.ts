import { parseLocale, PASSWORD_RESET_TOKEN_MINUTES } from '@app/domain';
import type { AppContext } from '../../context/app-context.ts';
import { passwordResetTokens } from '../../db/schema/index.ts';
import { passwordResetMail } from '../mail/templates/password-reset.ts';
import { hashResetToken, newResetToken } from './reset-token.ts';
import { findUserByEmail } from './users.repository.ts';

export interface RequestPasswordResetOptions {
  ctx: AppContext;
  email: string;
}

/**
 * Mails a one-time reset link to an enabled account, in the account's language. Unknown emails
 * get nothing, and the caller answers the same either way (no account enumeration).
 * Returns whether a link was sent.
 */
export async function requestPasswordReset({
  ctx,
  email,
}: RequestPasswordResetOptions): Promise<boolean> {
  const { db } = ctx.database;
  const user = await findUserByEmail(db, email);
  if (!user || user.disabled) return false;

  const token = newResetToken();
  await db.insert(passwordResetTokens).values({
    user_id: user.id,
    token_hash: hashResetToken(token),
    expires_at: new Date(Date.now() + PASSWORD_RESET_TOKEN_MINUTES * 60_000),
  });
  const link = `${ctx.config.publicUrl}/login#reset_token=${encodeURIComponent(token)}`;
  await ctx.mailer.send(
    passwordResetMail({
      to: user.email,
      name: user.name,
      locale: parseLocale(user.locale),
      link,
      validMinutes: PASSWORD_RESET_TOKEN_MINUTES,
    }),
  );
  return true;
}
