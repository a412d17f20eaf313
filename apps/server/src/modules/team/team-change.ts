import type { TeamMember } from '@app/domain';
import type { Tx } from '../../db/client.ts';
import { recordChange } from '../change-history/record-change.ts';
import type { TeamContext } from './team-context.ts';

export type TeamAction = 'invite' | 'update' | 'deactivate' | 'reactivate' | 'resend_invitation';

/**
 * The change-history row of a Team write, in the write's transaction: it belongs to the active
 * location, under entity `team_member` and the account's id; before and after are the account
 * as Team answers it (never a PIN or its hash).
 */
export function recordTeamChange(
  tx: Tx,
  ctx: TeamContext,
  action: TeamAction,
  before: TeamMember | null,
  after: TeamMember,
): Promise<void> {
  return recordChange(tx, {
    restaurantId: ctx.restaurantId,
    entity: 'team_member',
    entityId: after.id,
    action,
    before,
    after,
    user: { id: ctx.actor.id, email: ctx.actor.email },
  });
}
