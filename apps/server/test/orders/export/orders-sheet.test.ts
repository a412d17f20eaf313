import { buffer } from 'node:stream/consumers';
import { ordersExportLayout } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { streamedWorkbook } from '../../../src/lib/streamed-workbook.ts';
import {
  openSheet,
  writeCheckRow,
  writeRow,
  writeTotalRow,
  type SheetCheck,
} from '../../../src/modules/orders/export/orders-sheet.ts';
import { readWorkbook } from './export-fixtures.ts';

const { orders } = ordersExportLayout('fr-CA', true);
const row = (number: number, total: number) => [
  'Cantine',
  number,
  ...Array<null>(10).fill(null),
  total - 1,
  1,
  total,
  0,
];

/** The Commandes sheet of two orders (10.10 $ and 0.20 $) checked against `check`. */
async function checkedSheet(check: SheetCheck) {
  const stream = streamedWorkbook(async (workbook) => {
    const { sheet, sums } = openSheet(workbook, orders.name, orders.columns);
    writeRow(sheet, sums, orders.columns, row(1, 10.1), 'fr-CA');
    writeRow(sheet, sums, orders.columns, row(2, 0.2), 'fr-CA');
    writeTotalRow(sheet, sums, orders.columns, 'Total', 'fr-CA');
    writeCheckRow(sheet, sums, check, {
      columns: orders.columns,
      label: 'Vérification',
      verdict: 'reference',
      locale: 'fr-CA',
    });
    sheet.commit();
    await workbook.commit();
  });
  return (await readWorkbook(await buffer(stream))).Commandes!;
}

describe('the Total and Check rows of an export sheet', () => {
  const agreeing = { subtotal: 830, taxes: 200, total: 1030, refunded: 0 };

  it('sums in cents, so 10.10 + 0.20 is 10.30 and the database agrees', async () => {
    const sheet = await checkedSheet({ rows: 2, sums: agreeing, privateRows: 0 });
    expect(sheet.at(-2)![14]).toEqual({ formula: 'SUM(O2:O3)', result: 10.3 });
    expect(sheet.at(-1)!.slice(0, 3)).toEqual(['Vérification', 2, 'Conforme à la ligne Total.']);
    expect(sheet.at(-1)![14]).toBe(10.3);
  });

  it('says so when the database counts another order or another amount', async () => {
    const moreOrders = await checkedSheet({ rows: 3, sums: agreeing, privateRows: 0 });
    expect(moreOrders.at(-1)![2]).toBe('Non conforme à la ligne Total.');
    const otherTotal = await checkedSheet({
      rows: 2,
      sums: { ...agreeing, total: 1031 },
      privateRows: 2,
    });
    expect(otherTotal.at(-1)![2]).toBe(
      'Non conforme à la ligne Total. 2 commandes « payez ce que vous pouvez » exclues des montants (confidentiels).',
    );
    expect(otherTotal.at(-1)![14]).toBe(10.31);
  });
});
