import { describe, expect, it } from 'vitest';
import { buildBeo } from './beo.ts';
import { beoSheets } from './beo-sheets.ts';
import {
  CATALOGUE,
  CONTEXT,
  EVENT,
  SUITE_101,
  SUITE_102,
  costs,
  eventOrders,
  line,
  order,
} from './document-fixtures.test-support.ts';
import { beoFileName, productionSheetFileName, type DocumentRow } from './document-sheet.ts';
import { buildProductionSheet } from './production-sheet.ts';
import { productionSheetSheets } from './production-sheets.ts';
import { documentTexts } from './document-texts.ts';
import { frenchStyleReport } from '../../testing/french-style.ts';

const frenchContext = { ...CONTEXT, locale: 'fr-CA' as const };
const beo = (context = CONTEXT) =>
  buildBeo(
    {
      event: EVENT,
      suite: SUITE_101,
      orders: eventOrders().filter((entry) => entry.event_suite_id === 11),
      catalogue: CATALOGUE,
    },
    context,
  );
const sheet = (context = CONTEXT) =>
  buildProductionSheet(
    { event: EVENT, suites: [SUITE_101, SUITE_102], orders: eventOrders(), catalogue: CATALOGUE },
    context,
  );

const rowWith = (rows: DocumentRow[], first: string) =>
  rows.find((entry) => entry.cells[0] === first)?.cells;

describe('the exported documents', () => {
  it('names the files as the spec says, with the event’s day in its time zone', () => {
    const event = beo().event;
    expect(beoFileName(event)).toBe('BEO-Lions vs. Hawks-2026-12-04.xlsx');
    expect(productionSheetFileName({ ...event, title: 'Été: "Finale" / 2' })).toBe(
      'ProdSheet-Été Finale 2-2026-12-04.xlsx',
    );
    expect(productionSheetFileName({ ...event, title: '///' })).toBe('ProdSheet-2026-12-04.xlsx');
  });

  it('lays the BEO out in the caller’s language: dates, times, headers, taxes, money', () => {
    const [english] = beoSheets(beo(), 'en-CA');
    expect(english!.rows[0]).toEqual({
      style: 'title',
      cells: ['Banquet event order (BEO) – Suite 101'],
    });
    expect(rowWith(english!.rows, 'Date')).toEqual(['Date', '2026/12/04']);
    expect(rowWith(english!.rows, 'Time')).toEqual(['Time', '19:00 – 22:00']);
    expect(rowWith(english!.rows, 'Section')).toEqual([
      'Section',
      'Item',
      'Qty',
      'Modifiers',
      'Special instructions',
      'Served at',
      'Amount',
    ]);
    expect(rowWith(english!.rows, 'Mains')).toEqual([
      'Mains',
      'Burger',
      3,
      'Extra cheese ×1',
      '',
      '19:00',
      { money: 45 },
    ]);
    expect(
      english!.rows.find((entry) => entry.cells[1] === 'Buffet – per guest × 12'),
    ).toBeTruthy();
    expect(rowWith(english!.rows, 'HST (13%)')).toEqual(['HST (13%)', { money: 58.89 }]);
    expect(rowWith(english!.rows, 'Balance due')).toEqual(['Balance due', { money: 411.89 }]);
    expect(english!.rows.filter((entry) => entry.style === 'signature')).toHaveLength(3);

    const [french] = beoSheets(beo(frenchContext), 'fr-CA');
    expect(rowWith(french!.rows, 'Date')).toEqual(['Date', '04/12/2026']);
    expect(rowWith(french!.rows, 'Section')?.[1]).toBe('Article');
    expect(rowWith(french!.rows, 'TVH (13\u00a0%)')).toEqual(['TVH (13\u00a0%)', { money: 58.89 }]);
    expect(rowWith(french!.rows, 'Entrées')?.[1]).toBe('Nachos');
  });

  it('names the service charge by the location’s own name', () => {
    const orders = [
      order(1, 11, [line(1, 1, 12)], {
        costs: costs(12, { serviceCharge: { label: 'Suite service', value: '10', amount: 1.2 } }),
      }),
    ];
    const withCharge = buildBeo(
      { event: EVENT, suite: SUITE_101, orders, catalogue: CATALOGUE },
      CONTEXT,
    );
    const [sheet] = beoSheets(withCharge, 'en-CA');
    expect(rowWith(sheet!.rows, 'Suite service')).toEqual(['Suite service', { money: 1.2 }]);
  });

  it('writes French in the house style', () => {
    const texts: [string, string][] = [];
    for (const [key, value] of Object.entries(documentTexts['fr-CA'])) {
      if (typeof value === 'string') texts.push([key, value]);
      else {
        const group = value as Record<string, string>;
        for (const [sub, text] of Object.entries(group)) texts.push([`${key}.${sub}`, text]);
      }
    }
    expect(frenchStyleReport(texts)).toEqual([]);
  });

  it('puts the dietary roll-up above the stations on the production sheet', () => {
    const [production, suites] = productionSheetSheets(sheet(frenchContext), 'fr-CA');
    const headings = production!.rows
      .filter((entry) => entry.style === 'heading')
      .map((entry) => entry.cells[0]);
    expect(headings).toEqual([
      'Restrictions alimentaires et exigences particulières',
      'Poste\u00a0: Entrées',
      'Poste\u00a0: Plats',
      'Poste\u00a0: Bar',
    ]);
    const burger = production!.rows.findIndex((entry) => entry.cells[0] === 'Burger');
    expect(production!.rows.slice(burger, burger + 2).map((entry) => entry.cells)).toEqual([
      ['Burger', 'R-3', 7, 'Extra fromage ×3, Sans oignons ×4', 'Suite 101', 3, null, ''],
      ['', '', null, '', 'Suite 102', 4, null, ''],
    ]);
    expect(rowWith(production!.rows, 'Suite 102')).toEqual([
      'Suite 102',
      'Restrictions alimentaires\u00a0: Two guests are vegetarian.',
    ]);
    // Suite 101's requirement, then its pre-order notes (the owner's dietary needs) below it.
    const suite101 = production!.rows.findIndex((entry) => entry.cells[0] === 'Suite 101');
    expect(production!.rows[suite101 + 1]!.cells).toEqual([
      '',
      'Notes de précommande\u00a0: Cake at 21:00.',
    ]);
    expect(suites!.rows.map((entry) => entry.cells)).toEqual([
      ['Loge', 'Invités garantis', 'Commandes'],
      ['Suite 101', 12, 2],
      ['Suite 102', 8, 1],
    ]);
  });
});
