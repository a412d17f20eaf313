import { z } from 'zod';
import { ZId } from '../catalogue/catalogue-fields.ts';
import { validationIssue, type ValidationIssue } from '../validation/validation-messages.ts';
import { refineWith } from '../validation/zod-issues.ts';
import { zRequiredText } from '../validation/zod-fields.ts';
import { ZSettingsDate } from './business.ts';

/**
 * Announcements (spec part 2 §3, §5, §7; settings tab Communications): a message in English and
 * in French that a location posts to one or more locations; their staff see it in the shell
 * until they dismiss it or its last day has passed (docs/decisions/announcements.md).
 */

/** A few paragraphs: what fits in the shell's banner. */
export const ANNOUNCEMENT_MESSAGE_MAX_LENGTH = 1000;
/** Enterprise and admin users post to every location of an organisation at once. */
export const ANNOUNCEMENT_LOCATIONS_MAX = 1000;

const zMessage = () =>
  zRequiredText({ maxLength: ANNOUNCEMENT_MESSAGE_MAX_LENGTH, multiLine: true });

function atLeastOneLocation(ids: readonly number[]): ValidationIssue | null {
  return ids.length === 0 ? validationIssue('selectLocation') : null;
}

/**
 * The body of `POST /announcements`: the English `message`, the French one in
 * `localization.fr.message` (both required: "This field is required." on the missing one),
 * the addressed locations (`restaurantIds`, at least one: "Please select at least one
 * location") and the last day it is shown (`ends_on`, optional). The server checks that every
 * location is one of the user's and that `ends_on` has not passed.
 */
export const ZAnnouncementRequest = z.object({
  message: zMessage(),
  localization: z.object({ fr: z.object({ message: zMessage() }).prefault({}) }).prefault({}),
  restaurantIds: z
    .array(ZId)
    .max(ANNOUNCEMENT_LOCATIONS_MAX)
    .prefault([])
    .superRefine(refineWith(atLeastOneLocation)),
  ends_on: ZSettingsDate.nullish(),
});
export type AnnouncementRequest = z.infer<typeof ZAnnouncementRequest>;
export type AnnouncementRequestInput = z.input<typeof ZAnnouncementRequest>;

const ZAnnouncementText = {
  id: z.int(),
  message: z.string(),
  localization: z.object({ fr: z.object({ message: z.string() }) }),
  /** The time posted (ISO 8601, UTC). */
  created_at: z.string(),
  /** The last day it is shown, `YYYY-MM-DD` in each addressed location's calendar; null: until deleted. */
  ends_on: z.string().nullable(),
};

/** How many of one addressed location's staff (active accounts of the location) have read it. */
export const ZAnnouncementReads = z.object({
  restaurant_id: z.int(),
  read: z.int(),
  staff: z.int(),
});
export type AnnouncementReads = z.infer<typeof ZAnnouncementReads>;

/** An announcement as its posting location lists it (`GET /announcements`). */
export const ZAnnouncement = z.object({
  ...ZAnnouncementText,
  restaurantIds: z.array(z.int()),
  restaurant_count: z.int(),
  reads: z.array(ZAnnouncementReads),
});
export type Announcement = z.infer<typeof ZAnnouncement>;
export const ZAnnouncementsResponse = z.array(ZAnnouncement);

/** An announcement as the staff of an addressed location read it (`GET /announcements/inbox`). */
export const ZInboxAnnouncement = z.object(ZAnnouncementText);
export type InboxAnnouncement = z.infer<typeof ZInboxAnnouncement>;
export const ZAnnouncementInboxResponse = z.array(ZInboxAnnouncement);

/**
 * What refuses an end date beyond its shape: a day before `today` (the posting location's date,
 * `YYYY-MM-DD`): "Choose a date that has not passed." An announcement ending today is shown
 * until the day is over.
 */
export function announcementEndProblem(endsOn: string, today: string): ValidationIssue | null {
  return endsOn < today ? validationIssue('pastDate') : null;
}

/** Whether an announcement is still shown on `today` (`YYYY-MM-DD`, the reader's location's date). */
export function isAnnouncementShown(endsOn: string | null, today: string): boolean {
  return endsOn === null || endsOn >= today;
}
