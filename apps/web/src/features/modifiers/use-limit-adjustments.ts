import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fitRowsToLimit, type LimitAdjustment } from './fit-rows-to-limit.ts';
import type { OptionGroupFormValues } from './option-group-form.ts';

/**
 * The selection maximum applied to the options as the user edits (domain `fitOptionsToLimit`):
 * defaults and quantities over it are lowered in the form, and what was lowered is kept, with
 * the options' names as they were, for the notice that tells the user.
 */
export function useLimitAdjustments(
  form: Pick<UseFormReturn<OptionGroupFormValues>, 'getValues' | 'setValue'>,
) {
  const { t } = useTranslation();
  const [adjustments, setAdjustments] = useState<LimitAdjustment[]>([]);
  const [names, setNames] = useState<string[]>([]);

  const applyLimit = () => {
    const values = form.getValues();
    const { changes, adjustments: made } = fitRowsToLimit(values.values, values);
    for (const [index, change] of changes) {
      for (const [field, value] of Object.entries(change)) {
        form.setValue(`values.${index}.${field as 'quantity'}`, value as number | null, {
          shouldDirty: true,
        });
      }
    }
    if (made.length === 0) return;
    setAdjustments(made);
    setNames(
      values.values.map(
        (row, index) => row.name || t('modifiers.options.unnamed', { position: index + 1 }),
      ),
    );
  };

  return {
    adjustments,
    nameOf: (index: number) => names[index] ?? '',
    dismiss: () => setAdjustments([]),
    applyLimit,
  };
}
