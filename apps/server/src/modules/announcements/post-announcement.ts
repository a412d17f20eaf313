import {
  announcementEndProblem,
  validationIssue,
  type Announcement,
  type AnnouncementRequest,
  type ValidationIssue,
} from '@app/domain';
import { fieldsError } from '../../errors/validation-failed.ts';
import { recordChange } from '../change-history/record-change.ts';
import type { AnnouncementsContext } from './announcements-context.ts';
import { announcementOf, postedAnnouncementOf } from './announcement-answer.ts';
import { announcementsRepository as posts } from './announcements.repository.ts';
import { postedAudience, readCountsOf } from './read-counts.ts';

/**
 * What the route's schema cannot check: every addressed location is one of the user's
 * ("Choose a location you have access to.") and the last day has not passed at the posting
 * location. 400 `validation_failed` otherwise, before anything is written.
 */
function assertPostable(ctx: AnnouncementsContext, request: AnnouncementRequest): void {
  const issues: Record<string, ValidationIssue> = {};
  const allowed = new Set(ctx.accessibleLocations);
  if (request.restaurantIds.some((id) => !allowed.has(id))) {
    issues.restaurantIds = validationIssue('accessibleLocation');
  }
  const ended = request.ends_on ? announcementEndProblem(request.ends_on, ctx.today) : null;
  if (ended) issues.ends_on = ended;
  if (Object.keys(issues).length > 0) throw fieldsError(issues, ctx.locale);
}

/**
 * `POST /announcements` (201): the announcement and its addresses in one transaction, with its
 * change-history row. A location sent twice is addressed once.
 */
export async function postAnnouncement(
  ctx: AnnouncementsContext,
  request: AnnouncementRequest,
): Promise<Announcement> {
  assertPostable(ctx, request);
  const restaurantIds = [...new Set(request.restaurantIds)];
  const { row, audience } = await ctx.tenantTx(async (tx) => {
    const row = await posts.insert(tx, ctx.restaurantId, {
      message: request.message,
      frenchMessage: request.localization.fr.message,
      endsOn: request.ends_on ?? null,
      createdBy: ctx.user.id,
    });
    await posts.address(tx, ctx.restaurantId, row.id, restaurantIds);
    await recordChange(tx, {
      restaurantId: ctx.restaurantId,
      entity: 'announcement',
      entityId: row.id,
      action: 'create',
      before: null,
      after: postedAnnouncementOf(row, restaurantIds),
      user: ctx.user,
    });
    return { row, audience: await postedAudience(tx, ctx.restaurantId, [row.id]) };
  });
  const reads = await readCountsOf(ctx.db, audience);
  return announcementOf(row, reads.get(row.id) ?? []);
}
