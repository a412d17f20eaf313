import { canOpenScreen, type AccessContext } from '../../access/screen-access.ts';
import type { ContentLanguage } from '../content-languages.ts';
import type { PosModifierListLink } from './pos-catalogue-schemas.ts';

/**
 * Pulling the menu from the point of sale (spec part 1 §1, §4, §6, §9), the rules the server and
 * the web share.
 */

/** Spec §4, §9: after a 503, 504 or network error the menu list is read again this often… */
export const POS_PULL_POLL_INTERVAL_MS = 10_000;
/** …until the latest update time advances, or this long has passed: the pull is rejected. */
export const POS_PULL_TIMEOUT_MS = 300_000;

/**
 * Spec §6: "Users of pos_integrated locations may pull menus from the point of sale": whoever may
 * open the menus screen (member and above; never staff or kiosk), where the active location is
 * flagged `pos_integrated`. The server's route asks the same.
 */
export function canPullFromPos({ role, location }: AccessContext): boolean {
  return canOpenScreen('menus', { role, location }) && location?.pos_integrated === true;
}

/**
 * The latest update time of a menu list (`GET /menus`): the largest `updated_at`, in epoch
 * milliseconds, or null for an empty list. Every pull sets it on the menu it fills, even when
 * nothing changed, so the web can tell a finished pull from this alone.
 */
export function latestMenuUpdate(menus: ReadonlyArray<{ updated_at: string }>): number | null {
  let latest: number | null = null;
  for (const menu of menus) {
    const time = Date.parse(menu.updated_at);
    if (Number.isFinite(time) && (latest === null || time > latest)) latest = time;
  }
  return latest;
}

/**
 * Whether the pull succeeded, judged from the latest update time read before it started and the
 * one read now (spec §4: "an advance is reported as success"). A list that was empty before and
 * holds a menu now has advanced.
 */
export function hasPullAdvanced(before: number | null, after: number | null): boolean {
  return after !== null && (before === null || after > before);
}

/** Whether a pull started at `startedAt` has waited its 300 s (then it is rejected). */
export function isPullTimedOut(startedAt: number, now: number): boolean {
  return now - startedAt >= POS_PULL_TIMEOUT_MS;
}

/** The section of items the point of sale files under no category, per content language. */
export const POS_UNCATEGORIZED_SECTION_NAMES: Record<ContentLanguage, string> = {
  en: 'Other',
  fr: 'Autres',
};

/** A modifier group's selection rules, as the catalogue stores them on the group. */
export interface PosModifierGroupRules {
  allow_multiple_selection: boolean;
  required: boolean;
  /** Selection maximum; null = no limit. */
  limit: number | null;
}

/**
 * The rules of the modifier group made of a modifier list, from the items' uses of it. The point
 * of sale may set minimum and maximum per item while the catalogue keeps them on the group, so
 * uses that disagree are merged so that no order the point of sale accepts is refused: required
 * only when every use asks for at least one, and the largest maximum (none when one use has
 * none). A list no item uses offers one choice at most and is optional.
 */
export function posModifierGroupRules(
  links: ReadonlyArray<Pick<PosModifierListLink, 'min_selected' | 'max_selected'>>,
): PosModifierGroupRules {
  if (links.length === 0) return { allow_multiple_selection: false, required: false, limit: 1 };
  const required = links.every((link) => link.min_selected >= 1);
  const limit = links.some((link) => link.max_selected === null)
    ? null
    : Math.max(...links.map((link) => link.max_selected ?? 0));
  return { allow_multiple_selection: limit === null || limit > 1, required, limit };
}
