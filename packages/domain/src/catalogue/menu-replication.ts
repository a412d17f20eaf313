import { z } from 'zod';
import type { Locale } from '../i18n/locale.ts';
import { validationIssue, type ValidationIssue } from '../validation/validation-messages.ts';
import { refineWith } from '../validation/zod-issues.ts';
import { ZId } from './catalogue-fields.ts';

/**
 * Menu replication (spec part 1 §2 "Replicate menus", §5, §7 `POST menus/replicate`): copies of
 * menus of the active location into other locations of the user. A target menu with the same
 * name (see `menuNameKey`) is overwritten, which needs the confirmation word.
 */

/** At most this many menus, and this many target locations, in one replication. */
export const REPLICATION_MENUS_MAX = 100;
export const REPLICATION_LOCATIONS_MAX = 100;

/** The word to type before an overwrite, per interface language (spec part 1 §5). */
export const OVERWRITE_CONFIRMATION_WORDS = { 'en-CA': 'OVERWRITE', 'fr-CA': 'ECRASER' } as const;

export function overwriteWordFor(locale: Locale): string {
  return OVERWRITE_CONFIRMATION_WORDS[locale];
}

/**
 * Whether `typed` confirms an overwrite: one of the two words exactly, in capitals, spaces around
 * ignored. Either word is accepted whatever the language, since a bilingual user may type the
 * other one; anything else (lower case, a typo) is not a confirmation.
 */
export function isOverwriteConfirmed(typed: string | null | undefined): boolean {
  const word = typed?.trim() ?? '';
  return Object.values(OVERWRITE_CONFIRMATION_WORDS).some((expected) => expected === word);
}

/** Two menus are "the same menu" across locations when their names match ignoring case and spaces around. */
export function menuNameKey(name: string): string {
  return name.trim().toLocaleLowerCase('en-CA');
}

/**
 * The target menus a replication would overwrite, per location: the names among `targetMenus`
 * that match a chosen menu's name. Locations with nothing to overwrite are left out.
 */
export function replicationConflicts(
  chosenMenuNames: readonly string[],
  targets: ReadonlyArray<{ id: number; menus: ReadonlyArray<{ name: string }> }>,
): { restaurantId: number; names: string[] }[] {
  const chosen = new Set(chosenMenuNames.map(menuNameKey));
  return targets
    .map((target) => ({
      restaurantId: target.id,
      names: target.menus.map((menu) => menu.name).filter((name) => chosen.has(menuNameKey(name))),
    }))
    .filter((conflict) => conflict.names.length > 0);
}

function atLeastOne(rule: 'selectMenu' | 'selectLocation') {
  return (ids: readonly number[]): ValidationIssue | null =>
    ids.length === 0 ? validationIssue(rule) : null;
}

/**
 * `POST /menus/replicate` (answered 202 with the `menu-replication` run to follow). `menus` are
 * ids at the active location; `restaurantIds` the target
 * locations (never the active one); `confirmation` the typed word, required only when a target
 * already has a menu of the same name.
 */
export const ZReplicateMenusRequest = z.object({
  menus: z
    .array(ZId)
    .max(REPLICATION_MENUS_MAX)
    .superRefine(refineWith(atLeastOne('selectMenu'))),
  restaurantIds: z
    .array(ZId)
    .max(REPLICATION_LOCATIONS_MAX)
    .superRefine(refineWith(atLeastOne('selectLocation'))),
  copyRotationalMenus: z.boolean().default(false),
  confirmation: z.string().max(50).nullish(),
});
export type ReplicateMenusRequest = z.input<typeof ZReplicateMenusRequest>;

export const ZReplicatedMenu = z.object({
  source_menu_id: z.number().int(),
  name: z.string(),
  /** The menu's id at the target location. */
  menu_id: z.number().int(),
  outcome: z.enum(['created', 'overwritten']),
});
export type ReplicatedMenu = z.infer<typeof ZReplicatedMenu>;

/**
 * What one target location received. A replication is all or nothing across its targets (one
 * transaction): a run that succeeded copied into every target; a failed run changed none.
 */
export const ZLocationReplication = z.object({
  restaurant_id: z.number().int(),
  menus: z.array(ZReplicatedMenu),
  option_groups_created: z.number().int(),
  rotational_menus_copied: z.number().int(),
});
export type LocationReplication = z.infer<typeof ZLocationReplication>;

/** The `result` of a succeeded `menu-replication` run (`GET /jobs/{id}`), targets by id. */
export const ZReplicationReport = z.object({ locations: z.array(ZLocationReplication) });
export type ReplicationReport = z.infer<typeof ZReplicationReport>;
