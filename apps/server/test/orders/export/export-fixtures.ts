import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { orders, orderTransactions, restaurants } from '../../../src/db/schema/index.ts';
import { withTenant } from '../../../src/db/tenant.ts';
import type { OrderingTestbed } from '../../helpers/order-fixtures.ts';
import type { TestApp } from '../../helpers/test-app.ts';

/** A cell as read back: a value, or a formula with the result the file carries. */
type Cell = string | number | null | { formula: string; result: number };

/** A sheet's rows as plain values (header first), empty cells as null, formulas with results. */
export async function readWorkbook(bytes: Buffer | Uint8Array): Promise<Record<string, Cell[][]>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const sheets: Record<string, Cell[][]> = {};
  workbook.eachSheet((sheet) => {
    const rows: Cell[][] = [];
    sheet.eachRow((row) => {
      const values: Cell[] = [];
      for (let index = 1; index <= sheet.columnCount; index += 1) {
        const value = row.getCell(index).value;
        if (value && typeof value === 'object' && 'formula' in value) {
          values.push({ formula: value.formula ?? '', result: value.result as number });
        } else values.push(value === undefined ? null : (value as Cell));
      }
      while (values.length > 0 && values[values.length - 1] === null) values.pop();
      rows.push(values);
    });
    sheets[sheet.name] = rows;
  });
  return sheets;
}

const line = (
  name: string,
  quantity: number,
  orderPrice: number,
  extra: { options?: [string, number][]; price_option?: string; special?: string } = {},
) => ({
  id: 1,
  menu_id: 1,
  name,
  quantity,
  orderPrice,
  price_option: extra.price_option ?? null,
  special_instructions: extra.special ?? '',
  orderOptions: (extra.options ?? []).map(([option, count], index) => ({
    group_id: 1,
    value_id: index + 1,
    name: option,
    quantity: count,
  })),
});

export interface SeededExport {
  names: { here: string; other: string };
}

/**
 * Orders due 10–11 March 2026 in Toronto (UTC−4), at the test bed's two locations:
 * here: 1 completed 10 March 10:00 (2 Burgers with Cheese ×1 $27, 1 Milk $1.50; $28.50 + $3.71 =
 * $32.21), 2 pending 10 March 23:30 (11 March in UTC; 1 Burger "Large" $17.50, no onions; $19.78,
 * $5 refunded), 3 pay what you can 11 March (2 Milk $3; $2), and left out: 4 cancelled, 5 on
 * 12 March 00:30. Other: 6 completed 11 March 12:00 (3 Milk $4.50; $5.09).
 */
export async function seedExportOrders(t: TestApp, bed: OrderingTestbed): Promise<SeededExport> {
  const insert = (
    restaurantId: number,
    number: number,
    order: {
      status: string;
      due: string;
      lines: ReturnType<typeof line>[];
      subtotal: number;
      taxes: number;
      total: number;
      student?: string;
      payWhatYouCan?: boolean;
    },
  ) =>
    withTenant(t.database.db, restaurantId, async (tx) => {
      const [row] = await tx
        .insert(orders)
        .values({
          restaurant_id: restaurantId,
          order_number: number,
          reference: `R-${number}`,
          type: 'school',
          status: order.status,
          pickup_time: new Date(order.due),
          created_at: new Date('2026-03-01T12:00:00Z'),
          customer_name: `Parent ${number}`,
          student_name: order.student ?? null,
          total: order.total,
          data: {
            config: { menuId: 1 },
            items: order.lines,
            costs: {
              subtotal: order.subtotal,
              taxes: order.taxes,
              total: order.total,
              subsidyDiscount: { type: order.payWhatYouCan ? 'pay_what_you_can' : null },
            },
            checkout: {
              school: order.student
                ? { school: 'Maple School', grade: '3', classroom: '3A', teacher: 'Ms Roy' }
                : null,
            },
          },
        })
        .returning({ id: orders.id });
      return row!.id;
    });
  await insert(bed.locationId, 1, {
    status: 'completed',
    due: '2026-03-10T14:00:00Z',
    lines: [line('Burger', 2, 27, { options: [['Cheese', 1]] }), line('Milk', 1, 1.5)],
    subtotal: 28.5,
    taxes: 3.71,
    total: 32.21,
    student: 'Zoé Tremblay',
  });
  const second = await insert(bed.locationId, 2, {
    status: 'pending',
    due: '2026-03-11T03:30:00Z',
    lines: [line('Burger', 1, 17.5, { price_option: 'Large', special: 'No onions' })],
    subtotal: 17.5,
    taxes: 2.28,
    total: 19.78,
  });
  await insert(bed.locationId, 3, {
    status: 'pending',
    due: '2026-03-11T15:00:00Z',
    lines: [line('Milk', 2, 3)],
    subtotal: 3,
    taxes: 0,
    total: 2,
    payWhatYouCan: true,
  });
  await insert(bed.locationId, 4, {
    status: 'cancelled',
    due: '2026-03-10T15:00:00Z',
    lines: [line('Burger', 5, 62.5)],
    subtotal: 62.5,
    taxes: 8.13,
    total: 70.63,
  });
  await insert(bed.locationId, 5, {
    status: 'pending',
    due: '2026-03-12T04:30:00Z',
    lines: [line('Burger', 7, 87.5)],
    subtotal: 87.5,
    taxes: 11.38,
    total: 98.88,
  });
  await insert(bed.otherLocationId, 6, {
    status: 'completed',
    due: '2026-03-11T16:00:00Z',
    lines: [line('Milk', 3, 4.5)],
    subtotal: 4.5,
    taxes: 0.59,
    total: 5.09,
  });
  await withTenant(t.database.db, bed.locationId, (tx) =>
    tx.insert(orderTransactions).values({
      restaurant_id: bed.locationId,
      order_id: second,
      kind: 'refund',
      status: 'succeeded',
      amount: 5,
    }),
  );
  const name = async (id: number) =>
    withTenant(t.database.db, id, async (tx) => {
      const [row] = await tx
        .select({ name: restaurants.name })
        .from(restaurants)
        .where(eq(restaurants.id, id));
      return row!.name;
    });
  return { names: { here: await name(bed.locationId), other: await name(bed.otherLocationId) } };
}

/** The Orders sheet expected with prices (header then rows), in English. */
export function expectedOrders({ names }: SeededExport): Cell[][] {
  return [
    [
      'Location',
      'Order #',
      'Reference',
      'Type',
      'Status',
      'Due',
      'Customer',
      'Student',
      'School',
      'Grade',
      'Classroom',
      'Teacher',
      'Subtotal',
      'Taxes',
      'Total',
      'Refunded',
    ],
    [
      names.here,
      1,
      'R-1',
      'School',
      'Completed',
      '2026-03-10 10:00',
      'Parent 1',
      'Zoé Tremblay',
      'Maple School',
      '3',
      '3A',
      'Ms Roy',
      28.5,
      3.71,
      32.21,
      0,
    ],
    [
      names.here,
      2,
      'R-2',
      'School',
      'Pending',
      '2026-03-10 23:30',
      'Parent 2',
      null,
      null,
      null,
      null,
      null,
      17.5,
      2.28,
      19.78,
      5,
    ],
    [names.here, 3, 'R-3', 'School', 'Pending', '2026-03-11 11:00', 'Parent 3'],
    [
      names.other,
      6,
      'R-6',
      'School',
      'Completed',
      '2026-03-11 12:00',
      'Parent 6',
      null,
      null,
      null,
      null,
      null,
      4.5,
      0.59,
      5.09,
      0,
    ],
    // Hand-added: order 3 (pay what you can) keeps its amounts private, in its row and the sums.
    [
      'Total',
      { formula: 'ROWS(B2:B5)', result: 4 },
      ...nulls(10),
      { formula: 'SUM(M2:M5)', result: 50.5 },
      { formula: 'SUM(N2:N5)', result: 6.58 },
      { formula: 'SUM(O2:O5)', result: 57.08 },
      { formula: 'SUM(P2:P5)', result: 5 },
    ],
    [
      'Check (database)',
      4,
      'Matches the Total row. 1 pay-what-you-can order left out of the amounts (private).',
      ...nulls(9),
      50.5,
      6.58,
      57.08,
      5,
    ],
  ];
}

const nulls = (count: number): null[] => Array<null>(count).fill(null);

/** The Lines sheet expected with prices, in English. */
export function expectedLines({ names }: SeededExport): Cell[][] {
  return [
    [
      'Location',
      'Order #',
      'Item',
      'Price option',
      'Quantity',
      'Modifiers',
      'Special instructions',
      'Amount',
    ],
    [names.here, 1, 'Burger', null, 2, 'Cheese ×1', null, 27],
    [names.here, 1, 'Milk', null, 1, null, null, 1.5],
    [names.here, 2, 'Burger', 'Large', 1, null, 'No onions', 17.5],
    [names.here, 3, 'Milk', null, 2],
    [names.other, 6, 'Milk', null, 3, null, null, 4.5],
    [
      'Total',
      null,
      null,
      null,
      { formula: 'SUM(E2:E6)', result: 9 },
      null,
      null,
      { formula: 'SUM(H2:H6)', result: 50.5 },
    ],
  ];
}
