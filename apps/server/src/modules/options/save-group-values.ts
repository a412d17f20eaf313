import { fitOptionsToLimit } from '@app/domain';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import {
  optionGroupsRepository as groups,
  type OptionGroupRow,
  type OptionValueRow,
} from '../../catalogue/option-groups.repository.ts';
import { valueChanged, valueColumns, type DesiredOptionValue } from './option-value-fields.ts';

export interface SaveGroupValues {
  group: Pick<OptionGroupRow, 'id' | 'restaurant_id' | 'limit' | 'allow_multiple_selection'>;
  /** The group's options as stored now. */
  stored: OptionValueRow[];
  /** The options as they should be, in order (their position becomes their `order`). */
  desired: DesiredOptionValue[];
  /** Delete stored options missing from `desired` (a whole-list save). */
  replace: boolean;
}

/**
 * Writes a group's options as `desired`, made consistent with the group's selection maximum first
 * (the domain's `fitOptionsToLimit`: `max_quantity` and default selections cut down to the limit),
 * so the same rule holds whichever call changed the list. Only rows that change are written.
 *
 * Refuses (and the caller's transaction rolls back) an option that opens its own group or a group
 * the location does not have.
 */
export async function saveGroupValues(tx: Tx, save: SaveGroupValues): Promise<void> {
  const { group, stored, desired, replace } = save;
  await assertSubGroups(tx, group.id, desired);
  const fitted = fitOptionsToLimit(desired, group);
  const storedById = new Map(stored.map((row) => [row.id, row]));
  const inserts = [];
  for (const [order, value] of fitted.entries()) {
    const row = value.id === undefined ? undefined : storedById.get(value.id);
    if (!row) {
      inserts.push({
        ...valueColumns(value),
        restaurant_id: group.restaurant_id,
        option_group_id: group.id,
        order,
      });
    } else if (valueChanged(row, value, order)) {
      await groups.updateValue(tx, row.id, { ...valueColumns(value), order });
    }
  }
  if (replace) {
    const kept = fitted.flatMap((value) => (value.id === undefined ? [] : [value.id]));
    await groups.deleteValuesExcept(tx, group.id, kept);
  }
  await groups.insertValues(tx, inserts);
}

async function assertSubGroups(
  tx: Tx,
  groupId: number,
  desired: DesiredOptionValue[],
): Promise<void> {
  const subGroupIds = [
    ...new Set(desired.flatMap((value) => (value.sub_group_id ? [value.sub_group_id] : []))),
  ];
  if (subGroupIds.includes(groupId)) throw new AppError('invalid_sub_group');
  const existing = await groups.existingIds(tx, subGroupIds);
  if (subGroupIds.some((id) => !existing.has(id))) throw new AppError('invalid_sub_group');
}

/**
 * Places the caller's options (with or without ids) against the stored list: an id must be one
 * of this group's options (404 otherwise) and may appear once.
 */
export function storedValueOf(stored: OptionValueRow[], id: number): OptionValueRow {
  const row = stored.find((value) => value.id === id);
  if (!row) throw new AppError('not_found');
  return row;
}

export function assertDistinctIds(values: { id?: number | undefined }[]): void {
  const ids = values.flatMap((value) => (value.id === undefined ? [] : [value.id]));
  if (new Set(ids).size !== ids.length) throw new AppError('duplicate_option_value');
}
