import {
  CATALOGUE_DESCRIPTION_MAX_LENGTH,
  ZPosCatalogue,
  naturalCompare,
  richTextOfPlainText,
  sanitizeRichText,
  type PosCatalogue,
  type PosCatalogueInput,
  type PosItem,
  type PosModifierListLink,
} from '@app/domain';
import type { z } from 'zod';
import { AppError } from '../../errors/app-error.ts';
import {
  ZSquareCategory,
  ZSquareItem,
  ZSquareModifierList,
  type SquareItem,
  type SquareModifierList,
  type SquareMoney,
  type SquarePresence,
  type SquareVariation,
} from './square-catalog-schemas.ts';

/** Square's only currency we price in; any other amount refuses the whole catalogue. */
const CURRENCY = 'CAD';

function parsed<T>(schema: z.ZodType<T>, object: unknown): T {
  const result = schema.safeParse(object);
  if (!result.success) throw new AppError('pos_catalogue_invalid');
  return result.data;
}

/**
 * Whether the location sells the object: not deleted, and present there (Square: everywhere but
 * `absent_at_location_ids` when `present_at_all_locations` is true or absent, otherwise only at
 * `present_at_location_ids`). Without a configured location every object that is not deleted is.
 */
export function isPresentAt(object: SquarePresence, locationId: string | null): boolean {
  if (object.is_deleted) return false;
  if (locationId === null) return true;
  if (object.present_at_all_locations ?? true) {
    return !(object.absent_at_location_ids ?? []).includes(locationId);
  }
  return (object.present_at_location_ids ?? []).includes(locationId);
}

function cents(money: SquareMoney | null | undefined): number | null {
  if (!money) return null;
  if (money.currency !== CURRENCY) {
    throw new AppError('pos_currency_unsupported', { currency: money.currency });
  }
  return money.amount;
}

const byOrdinal =
  <T>(ordinal: (value: T) => number | null | undefined) =>
  (a: T, b: T) =>
    (ordinal(a) ?? Number.MAX_SAFE_INTEGER) - (ordinal(b) ?? Number.MAX_SAFE_INTEGER);

/** Square keeps HTML beside plain text; either becomes the catalogue's rich text. */
function description(item: SquareItem['item_data']): string | null {
  const html = item.description_html?.trim()
    ? sanitizeRichText(item.description_html)
    : richTextOfPlainText(item.description_plaintext ?? item.description);
  if (!html) return null;
  // Cut at the catalogue's limit, then clean again so a cut tag cannot survive.
  return sanitizeRichText(html.slice(0, CATALOGUE_DESCRIPTION_MAX_LENGTH)) || null;
}

function variationPrice(variation: SquareVariation, locationId: string | null): number | null {
  const data = variation.item_variation_data;
  const override = data.location_overrides?.find((o) => o.location_id === locationId);
  if (override?.price_money) return cents(override.price_money);
  if (data.pricing_type === 'VARIABLE_PRICING') return null;
  return cents(data.price_money);
}

/**
 * How many modifiers of `list` an item asks for. Square: -1 (or absent) on the item means the
 * list's own rule; on the list, SINGLE means exactly one and MULTIPLE any number. Answers null
 * for a use that allows no modifier at all (a maximum of 0): the link is left out.
 */
function linkOf(
  info: { min_selected_modifiers?: number | null; max_selected_modifiers?: number | null },
  list: SquareModifierList,
): PosModifierListLink | null {
  const data = list.modifier_list_data;
  const single = data.selection_type === 'SINGLE';
  const pick = (own: number | null | undefined, listWide: number | null | undefined) =>
    own != null && own >= 0 ? own : listWide != null && listWide >= 0 ? listWide : undefined;
  const max = pick(info.max_selected_modifiers, data.max_selected_modifiers) ?? (single ? 1 : null);
  if (max === 0) return null;
  const min = pick(info.min_selected_modifiers, data.min_selected_modifiers) ?? (single ? 1 : 0);
  return {
    list_ref: list.id,
    min_selected: max === null ? min : Math.min(min, max),
    max_selected: max,
  };
}

function itemOf(
  square: SquareItem,
  locationId: string | null,
  categories: ReadonlySet<string>,
  lists: ReadonlyMap<string, SquareModifierList>,
): PosItem | null {
  const data = square.item_data;
  if (data.is_archived || !isPresentAt(square, locationId)) return null;
  const variations = (data.variations ?? [])
    .filter((variation) => isPresentAt(variation, locationId))
    .sort(byOrdinal((variation) => variation.item_variation_data.ordinal))
    .map((variation) => ({
      ref: variation.id,
      name: variation.item_variation_data.name?.trim() || null,
      price_cents: variationPrice(variation, locationId),
      sku: variation.item_variation_data.sku?.trim().slice(0, 100) || null,
    }));
  if (variations.length === 0) return null;
  const categoryRefs = data.categories?.length
    ? data.categories.map((category) => category.id)
    : data.category_id
      ? [data.category_id]
      : [];
  const links = (data.modifier_list_info ?? []).flatMap((info) => {
    const list = lists.get(info.modifier_list_id);
    const link = info.enabled !== false && list ? linkOf(info, list) : null;
    return link ? [link] : [];
  });
  return {
    ref: square.id,
    name: data.name,
    description: description(data),
    category_refs: [...new Set(categoryRefs)].filter((ref) => categories.has(ref)),
    variations,
    modifier_lists: links.filter(
      (link, index) => links.findIndex((other) => other.list_ref === link.list_ref) === index,
    ),
  };
}

function modifierListOf(list: SquareModifierList, locationId: string | null) {
  const modifiers = (list.modifier_list_data.modifiers ?? [])
    .filter((modifier) => isPresentAt(modifier, locationId))
    .sort(byOrdinal((modifier) => modifier.modifier_data.ordinal))
    .map((modifier) => ({
      ref: modifier.id,
      name: modifier.modifier_data.name,
      price_cents: cents(modifier.modifier_data.price_money) ?? 0,
    }));
  return { ref: list.id, name: list.modifier_list_data.name, modifiers };
}

/**
 * Square catalogue objects (items with their variations, categories, modifier lists with their
 * modifiers) as the provider-neutral catalogue, keeping what the location sells (see
 * docs/decisions/pos-pull.md). Categories are in name order; items in their first
 * category's order (Square's ordinal), then by name. Throws `pos_catalogue_invalid` when an
 * object cannot be read and `pos_currency_unsupported` for a price in another currency.
 */
export function squareCatalogue(
  objects: readonly unknown[],
  locationId: string | null,
): PosCatalogue {
  const ofType = (type: string) =>
    objects.filter((object) => (object as { type?: unknown }).type === type);
  const lists = new Map(
    ofType('MODIFIER_LIST')
      .map((object) => parsed(ZSquareModifierList, object))
      .filter(
        (list) =>
          isPresentAt(list, locationId) &&
          list.modifier_list_data.modifier_type !== 'TEXT' &&
          (list.modifier_list_data.modifiers ?? []).some((m) => isPresentAt(m, locationId)),
      )
      .sort(byOrdinal((list) => list.modifier_list_data.ordinal))
      .map((list) => [list.id, list]),
  );
  const categories = ofType('CATEGORY')
    .map((object) => parsed(ZSquareCategory, object))
    .filter((category) => isPresentAt(category, locationId))
    .map((category) => ({ ref: category.id, name: category.category_data.name }))
    .sort((a, b) => naturalCompare(a.name, b.name));
  const categoryRefs = new Set(categories.map((category) => category.ref));
  const squareItems = ofType('ITEM').map((object) => parsed(ZSquareItem, object));
  const ordinals = new Map(
    squareItems.map((item) => [item.id, item.item_data.categories?.[0]?.ordinal ?? null]),
  );
  const items = squareItems
    .map((item) => itemOf(item, locationId, categoryRefs, lists))
    .filter((item): item is PosItem => item !== null)
    .sort(
      (a, b) =>
        byOrdinal((item: PosItem) => ordinals.get(item.ref))(a, b) ||
        naturalCompare(a.name, b.name),
    );
  const catalogue: PosCatalogueInput = {
    categories,
    items,
    modifier_lists: [...lists.values()].map((list) => modifierListOf(list, locationId)),
  };
  return parsed(ZPosCatalogue, catalogue);
}
