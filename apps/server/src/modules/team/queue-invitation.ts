import { INVITATION_VALID_DAYS, parseLocale } from '@app/domain';
import type { Tx } from '../../db/client.ts';
import { passwordResetTokensRepository as resetTokens } from '../auth/password-reset-tokens.repository.ts';
import { hashResetToken, newResetToken } from '../auth/reset-token.ts';
import { mailOutboxRepository } from '../mail/mail-outbox.repository.ts';
import { staffInvitationMail } from '../mail/templates/staff-invitation.ts';
import type { TeamContext } from './team-context.ts';
import { teamMembersRepository, type TeamMemberRow } from './team-members.repository.ts';

/**
 * Makes a new set-password link for an invited account (its earlier links stop working) and
 * queues the invitation mail with it, in the invitee's language, in the caller's transaction:
 * the mail exists if and only if the invitation does. The link carries the token in the URL
 * fragment, like a reset link (docs/decisions/identity.md).
 */
export async function queueInvitation(
  tx: Tx,
  ctx: TeamContext,
  member: TeamMemberRow,
): Promise<void> {
  const now = new Date();
  await resetTokens.voidAllOfUser(tx, member.id, now);
  const token = newResetToken();
  await resetTokens.insert(tx, {
    user_id: member.id,
    token_hash: hashResetToken(token),
    purpose: 'invite',
    expires_at: new Date(now.getTime() + INVITATION_VALID_DAYS * 86_400_000),
  });
  const actor = await teamMembersRepository.findById(tx, ctx.actor.id);
  await mailOutboxRepository.queue(
    tx,
    staffInvitationMail({
      to: member.email,
      name: member.name,
      invitedBy: actor?.name || ctx.actor.email,
      locationName: ctx.locationName,
      locale: parseLocale(member.locale),
      link: `${ctx.app.config.publicUrl}/login#invite_token=${encodeURIComponent(token)}`,
      validDays: INVITATION_VALID_DAYS,
    }),
  );
}

/** Sends queued mail now rather than at the next sweep (after the transaction has committed). */
export function sendQueuedMail(ctx: TeamContext): void {
  void ctx.app.mailer.deliverUnsent().catch(() => undefined);
}
