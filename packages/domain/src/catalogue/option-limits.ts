import { optionGroupTypes, type OptionGroupType } from './catalogue-constants.ts';
import { naturalCompare } from '../text/sorting.ts';
import type { Locale } from '../i18n/locale.ts';

export interface QuantifiedSelection {
  id: number;
  quantity: number;
}

export interface LimitedSelections<T extends QuantifiedSelection> {
  /** The selections kept, quantities lowered where the limit cut through one. */
  selections: T[];
  /** What was taken away: the id and how many of it. */
  removed: { id: number; quantity: number }[];
}

/**
 * Keeps selections within a group's selection maximum (spec part 1 §5: "quantities of options are
 * adjusted down when over the limit"). Selections are counted in order with their quantities; the
 * one that crosses the limit is lowered, those after it are dropped. `limit` null = no maximum.
 */
export function limitSelections<T extends QuantifiedSelection>(
  selections: readonly T[],
  limit: number | null,
): LimitedSelections<T> {
  if (limit === null) return { selections: [...selections], removed: [] };
  const kept: T[] = [];
  const removed: { id: number; quantity: number }[] = [];
  let room = Math.max(0, limit);
  for (const selection of selections) {
    const quantity = Math.max(0, selection.quantity);
    const taken = Math.min(quantity, room);
    room -= taken;
    if (taken > 0)
      kept.push(taken === selection.quantity ? selection : { ...selection, quantity: taken });
    if (taken < quantity) removed.push({ id: selection.id, quantity: quantity - taken });
  }
  return { selections: kept, removed };
}

export interface NormalizableOptionValue {
  quantity?: number | null;
  max_quantity?: number | null;
  default_selection?: boolean | null;
}

/**
 * The options of a group made consistent with its maximum, as the editor and the server both
 * apply it before saving: no option may take more than the maximum (`max_quantity` lowered, never
 * below 1), and the default selections, counted in order with their quantities, are cut down to
 * the maximum (a single-choice group keeps one default). Returns new objects.
 */
export function fitOptionsToLimit<T extends NormalizableOptionValue>(
  values: readonly T[],
  group: { limit: number | null; allow_multiple_selection: boolean },
): T[] {
  const limit = group.allow_multiple_selection ? group.limit : 1;
  const defaults = values
    .map((value, index) => ({
      id: index,
      quantity: value.default_selection ? (value.quantity ?? 1) : 0,
    }))
    .filter((selection) => selection.quantity > 0);
  const kept = new Map(limitSelections(defaults, limit).selections.map((s) => [s.id, s.quantity]));
  return values.map((value, index) => {
    const maxQuantity = Math.max(1, value.max_quantity ?? 1);
    const cappedMax = limit === null ? maxQuantity : Math.max(1, Math.min(maxQuantity, limit));
    const quantity = kept.get(index);
    return {
      ...value,
      max_quantity: cappedMax,
      default_selection: quantity !== undefined,
      quantity: quantity !== undefined ? Math.min(quantity, cappedMax) : (value.quantity ?? null),
    };
  });
}

/**
 * Order of modifier groups in lists (spec part 1 §5): pricing groups first, then by their manual
 * order, then by name (natural sort).
 */
export function compareOptionGroups(
  a: { type: OptionGroupType; order: number; name: string },
  b: { type: OptionGroupType; order: number; name: string },
  locale?: Locale,
): number {
  const rank = (type: OptionGroupType) =>
    type === 'pricing' ? 0 : 1 + optionGroupTypes.indexOf(type);
  return rank(a.type) - rank(b.type) || a.order - b.order || naturalCompare(a.name, b.name, locale);
}
