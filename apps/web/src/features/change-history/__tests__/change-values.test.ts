import { describe, expect, it } from 'vitest';
import {
  ZItem,
  ZLocation,
  ZMenu,
  ZMenuGroup,
  ZOptionGroup,
  ZOptionValue,
  ZOrder,
  ZRotationalMenu,
  ZSection,
  changedValues,
} from '@app/domain';
import type { z } from 'zod';
import { changeLocale, i18n } from '#i18n/i18n.ts';
import { changeLabel, changeValueText } from '../change-values.ts';

/** Every field name of a schema, nested objects and list entries included. */
function fieldsOf(schema: z.ZodType, into = new Set<string>()): Set<string> {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  const inner = (def.innerType ?? def.in ?? def.element ?? def.valueType) as z.ZodType | undefined;
  if (def.type === 'object') {
    for (const [field, value] of Object.entries(def.shape as Record<string, z.ZodType>)) {
      into.add(field);
      fieldsOf(value, into);
    }
  } else if (def.type === 'union') {
    for (const option of def.options as z.ZodType[]) fieldsOf(option, into);
  } else if (inner) {
    fieldsOf(inner, into);
  }
  return into;
}

const recorded = [
  ZMenu,
  ZSection,
  ZItem,
  ZOptionGroup,
  ZOptionValue,
  ZMenuGroup,
  ZRotationalMenu,
  ZLocation,
  ZOrder,
];
const bookkeeping = ['id', 'updated_at', 'created_at', 'created_by'];

describe('change-history values', () => {
  it.each(['en-CA', 'fr-CA'] as const)(
    'label every field a change records, in %s',
    async (locale) => {
      // The app downloads the active language's catalogues only.
      await changeLocale(locale);
      const fields = new Set(recorded.flatMap((schema) => [...fieldsOf(schema)]));
      // An item's link to an add-on group.
      for (const field of ['item_id', 'option_group_id', 'order']) fields.add(field);
      const missing = [...fields].filter(
        (field) =>
          !bookkeeping.includes(field) &&
          !i18n.exists(`changeHistory.fields.${field}`, { lng: locale, fallbackLng: false }),
      );
      expect(missing).toEqual([]);
    },
  );

  it('reads an order’s change: status, due time, costs in money, cart lines by name', async () => {
    await changeLocale('fr-CA');
    const t = i18n.t.bind(i18n);
    const context = { t, entity: 'order', locale: 'fr-CA' as const, timeZone: 'America/Toronto' };
    const line = (quantity: number) => ({ id: 4, name: 'Poutine', quantity, options: [] });
    const before = {
      type: 'take_out',
      status: 'pending',
      total: 12,
      data: {
        items: [line(1)],
        costs: { subtotal: 10, tip: 0 },
        checkout: { pickup: { dueByTime: '12:00', dueByDate: '2030-03-04' } },
      },
    };
    const after = {
      type: 'catering',
      status: 'in_progress',
      total: 24.5,
      data: {
        items: [line(2)],
        costs: { subtotal: 20, tip: 2.5 },
        checkout: { pickup: { dueByTime: '18:30', dueByDate: '2030-03-05' } },
      },
    };
    const rows = changedValues(before, after).map((change) => [
      changeLabel(t, 'order', change.path),
      changeValueText(change.path, change.before, context),
      changeValueText(change.path, change.after, context),
    ]);
    expect(rows).toEqual([
      ['Type', 'À emporter', 'Traiteur'],
      ['Statut', 'pending', 'in_progress'],
      ['Total', '12,00\u00a0$', '24,50\u00a0$'],
      ['Articles', 'Poutine', '2 × Poutine'],
      ['Coûts › Sous-total', '10,00\u00a0$', '20,00\u00a0$'],
      ['Coûts › Pourboire', '0,00\u00a0$', '2,50\u00a0$'],
      ['Paiement › Cueillette › Heure prévue', '12:00', '18:30'],
      ['Paiement › Cueillette › Date prévue', '04/03/2030', '05/03/2030'],
    ]);
  });

  it('reads hours past midnight with the next day, in both languages', async () => {
    const week = [{ day_of_week: 5, start_time: '22:00', end_time: '02:00' }];
    const text = () =>
      changeValueText(['availability'], week, {
        t: i18n.t.bind(i18n),
        entity: 'menu',
        locale: i18n.language as 'en-CA' | 'fr-CA',
        timeZone: 'America/Toronto',
      });
    await changeLocale('en-CA');
    expect(text()).toBe('Fri 22:00–02:00 (next day)');
    await changeLocale('fr-CA');
    expect(text()).toBe('ven. 22:00–02:00 (le lendemain)');
  });
});
