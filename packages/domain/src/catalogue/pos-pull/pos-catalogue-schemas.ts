import { z } from 'zod';
import {
  CATALOGUE_NAME_MAX_LENGTH,
  CATALOGUE_DESCRIPTION_MAX_LENGTH,
} from '../catalogue-constants.ts';

/**
 * A point-of-sale catalogue as every connector answers it, whatever the provider (spec part 1 §1
 * "pull the menu from a connected point-of-sale system"): categories, items with their
 * variations, and modifier lists with their modifiers. Every object carries the provider's stable
 * id as `ref`, which the pull stores (`pos_ref`) to recognise the object on the next pull.
 * Amounts are integer cents (CAD); the connector has already dropped what the location does not
 * sell (deleted, archived, absent at the location) and resolved the provider's defaults.
 */

/** A provider's id of a catalogue object; stored as `pos_ref`. */
export const ZPosRef = z.string().min(1).max(200);

/** A name as the pull stores it: trimmed, never empty, cut to the catalogue's maximum length. */
const zPosName = () =>
  z
    .string()
    .trim()
    .min(1)
    .transform((name) => name.slice(0, CATALOGUE_NAME_MAX_LENGTH));

const zCents = () => z.int().min(0).max(99_999_999);

export const ZPosCategory = z.object({ ref: ZPosRef, name: zPosName() });
export type PosCategory = z.infer<typeof ZPosCategory>;

/** One way an item is sold ("Small", "Large"); the first is the item's regular price. */
export const ZPosVariation = z.object({
  ref: ZPosRef,
  /** null: the provider gave no name (the item's default price name is then used). */
  name: zPosName().nullable(),
  /** null: priced at the till (variable price); stored as 0. */
  price_cents: zCents().nullable(),
  sku: z.string().trim().max(100).nullable(),
});
export type PosVariation = z.infer<typeof ZPosVariation>;

/** An item's use of a modifier list, with how many modifiers a guest must and may choose. */
export const ZPosModifierListLink = z.object({
  list_ref: ZPosRef,
  min_selected: z.int().min(0),
  /** null: no maximum. */
  max_selected: z.int().min(1).nullable(),
});
export type PosModifierListLink = z.infer<typeof ZPosModifierListLink>;

export const ZPosItem = z.object({
  ref: ZPosRef,
  name: zPosName(),
  /** Rich text as the catalogue stores it (b, i, em, strong, p, br), or null. */
  description: z.string().max(CATALOGUE_DESCRIPTION_MAX_LENGTH).nullable(),
  /** The categories listing the item, in the provider's order; the item is placed in the first. */
  category_refs: z.array(ZPosRef),
  variations: z.array(ZPosVariation).min(1),
  modifier_lists: z.array(ZPosModifierListLink),
});
export type PosItem = z.infer<typeof ZPosItem>;

export const ZPosModifier = z.object({ ref: ZPosRef, name: zPosName(), price_cents: zCents() });
export type PosModifier = z.infer<typeof ZPosModifier>;

export const ZPosModifierList = z.object({
  ref: ZPosRef,
  name: zPosName(),
  modifiers: z.array(ZPosModifier),
});
export type PosModifierList = z.infer<typeof ZPosModifierList>;

function repeatedRef(refs: readonly string[]): string | undefined {
  const seen = new Set<string>();
  return refs.find((ref) => (seen.has(ref) ? true : (seen.add(ref), false)));
}

/**
 * The whole catalogue. Refused when a ref appears twice among objects of one kind, or when an
 * item names a category or modifier list the catalogue does not hold: a connector drops such
 * dangling references before answering, so one left means the provider's data was not understood.
 */
export const ZPosCatalogue = z
  .object({
    categories: z.array(ZPosCategory),
    items: z.array(ZPosItem),
    modifier_lists: z.array(ZPosModifierList),
  })
  .superRefine((catalogue, context) => {
    const kinds = {
      categories: catalogue.categories.map((c) => c.ref),
      items: catalogue.items.map((i) => i.ref),
      modifier_lists: catalogue.modifier_lists.map((l) => l.ref),
      variations: catalogue.items.flatMap((i) => i.variations.map((v) => v.ref)),
      modifiers: catalogue.modifier_lists.flatMap((l) => l.modifiers.map((m) => m.ref)),
    };
    for (const [kind, refs] of Object.entries(kinds)) {
      const repeated = repeatedRef(refs);
      if (repeated !== undefined) {
        context.addIssue({ code: 'custom', path: [kind], message: `repeated ref ${repeated}` });
      }
    }
    const categories = new Set(kinds.categories);
    const lists = new Set(kinds.modifier_lists);
    catalogue.items.forEach((item, index) => {
      if (item.category_refs.some((ref) => !categories.has(ref))) {
        context.addIssue({ code: 'custom', path: ['items', index], message: 'unknown category' });
      }
      if (item.modifier_lists.some((link) => !lists.has(link.list_ref))) {
        context.addIssue({ code: 'custom', path: ['items', index], message: 'unknown list' });
      }
    });
  });
export type PosCatalogue = z.infer<typeof ZPosCatalogue>;
export type PosCatalogueInput = z.input<typeof ZPosCatalogue>;

/** Created, updated and removed rows of one kind in a pull. */
export const ZPosPullCounts = z.object({
  created: z.int(),
  updated: z.int(),
  removed: z.int(),
});
export type PosPullCounts = z.infer<typeof ZPosPullCounts>;

/**
 * What a finished pull answers (the job run's `result`): the menu the catalogue went into and
 * what changed, per kind. Unchanged rows are not counted as updated.
 */
export const ZPosPullResult = z.object({
  provider: z.string(),
  menu_id: z.int(),
  menu_created: z.boolean(),
  sections: ZPosPullCounts,
  items: ZPosPullCounts,
  option_groups: ZPosPullCounts,
  option_values: ZPosPullCounts,
});
export type PosPullResult = z.infer<typeof ZPosPullResult>;
