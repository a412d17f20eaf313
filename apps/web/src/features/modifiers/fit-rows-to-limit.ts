import { fitOptionsToLimit } from '@app/domain';
import { readLimit, type OptionRowValues } from './option-group-form.ts';

/** One change the selection maximum forced on an option, to tell the user about it. */
export interface LimitAdjustment {
  index: number;
  kind: 'defaultRemoved' | 'quantityLowered' | 'maxLowered';
  /** The new quantity (quantityLowered, maxLowered). */
  quantity?: number;
}

export interface FittedRows {
  /** Only the fields that must change, per row index. */
  changes: Map<number, Partial<OptionRowValues>>;
  adjustments: LimitAdjustment[];
}

function readWhole(value: number | string): number | null {
  const number = typeof value === 'number' ? value : Number(value.trim().replace(',', '.'));
  return value === '' || !Number.isFinite(number) ? null : Math.round(number);
}

/**
 * What the domain's `fitOptionsToLimit` changes in the editor's rows, as the editor applies it
 * live: only reductions (a default dropped, a default quantity or a maximum quantity lowered) are
 * reported and applied; everything the user typed that is within the maximum stays as typed.
 */
export function fitRowsToLimit(
  rows: readonly OptionRowValues[],
  group: { limit: number | string; allow_multiple_selection: boolean },
): FittedRows {
  const normalized = rows.map((row) => ({
    default_selection: row.default_selection,
    quantity: row.quantity,
    max_quantity: readWhole(row.max_quantity),
  }));
  const fitted = fitOptionsToLimit(normalized, {
    limit: readLimit(group.limit),
    allow_multiple_selection: group.allow_multiple_selection,
  });
  const changes = new Map<number, Partial<OptionRowValues>>();
  const adjustments: LimitAdjustment[] = [];
  fitted.forEach((after, index) => {
    const before = normalized[index];
    if (!before) return;
    const change: Partial<OptionRowValues> = {};
    if (before.default_selection && !after.default_selection) {
      change.default_selection = false;
      adjustments.push({ index, kind: 'defaultRemoved' });
    } else if (after.default_selection && (after.quantity ?? 1) < (before.quantity ?? 1)) {
      change.quantity = after.quantity;
      adjustments.push({ index, kind: 'quantityLowered', quantity: after.quantity ?? 1 });
    }
    const maxQuantity = after.max_quantity ?? 1;
    if (before.max_quantity !== null && maxQuantity < before.max_quantity) {
      change.max_quantity = maxQuantity;
      adjustments.push({ index, kind: 'maxLowered', quantity: maxQuantity });
    }
    if (Object.keys(change).length > 0) changes.set(index, change);
  });
  return { changes, adjustments };
}
