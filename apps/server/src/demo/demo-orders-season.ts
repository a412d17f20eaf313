import type { DemoOrder } from './demo-order-types.ts';
import { ownerContact } from './demo-suite-contacts.ts';

const stadium = { location: 'stadium', type: 'event' } as const;
const dining = { ...stadium, menu: 'Suite Dining' } as const;
const platters = { ...stadium, menu: 'Suite Catering' } as const;

/**
 * The suite orders of the stadium's season (demo-season.ts), one or more per suite that has an
 * order: settled ones of past events (completed, refunded, cancelled), tonight's fired game in
 * progress, a locked game accepted and pending, and an early pre-order for the holiday gala.
 * Per-guest items are ordered for the suite's guaranteed guest count.
 */
export const seasonOrders: DemoOrder[] = [
  {
    ...dining,
    status: 'refunded',
    lines: [
      ['Charcuterie & Cheese Board', 1],
      ['Poutine Bar', 1],
      ['Soft Drink Bucket (12)', 1],
    ],
    contact: ownerContact('Priya'),
    due: { days: -45, time: '18:00' },
    placedHoursAgo: 24 * 52,
    payment: 'credit_card',
    eventSuite: 'bears/Suite 101',
  },
  {
    ...dining,
    status: 'completed',
    lines: [
      ['Suite Buffet (per guest)', 12],
      ['Sparkling Welcome Mocktail (per guest)', 12],
      ['Butter Tart Tray (18)', 1],
    ],
    contact: ownerContact('Olivia'),
    due: { days: -45, time: '18:00' },
    placedHoursAgo: 24 * 50,
    payment: 'credit_card',
    eventSuite: 'bears/Suite 204',
    notes: 'Nut-free plate for one guest.',
  },
  {
    ...dining,
    status: 'cancelled',
    lines: [['Braised Short Rib Sliders (12)', 2]],
    contact: ownerContact('Marc'),
    due: { days: -45, time: '18:00' },
    placedHoursAgo: 24 * 49,
    payment: 'purchase_order',
    eventSuite: 'bears/Suite 102',
  },
  {
    ...dining,
    status: 'completed',
    lines: [
      ['Charcuterie & Cheese Board', 1],
      ['Shrimp Cocktail Platter (30)', 1],
      ['Maple Cheesecake Bites (24)', 1],
    ],
    contact: ownerContact('Sophie'),
    due: { days: -6, time: '19:30' },
    placedHoursAgo: 24 * 12,
    payment: 'invoice',
    eventSuite: 'jazz/Founders Club Suite',
  },
  {
    ...dining,
    status: 'completed',
    lines: [
      ['Quinoa & Kale Salad', 1],
      ['Chicken Souvlaki Skewers (16)', 1],
      ['Craft Beer Bucket (12)', 1],
    ],
    contact: ownerContact('David'),
    due: { days: -6, time: '19:30' },
    placedHoursAgo: 24 * 11,
    payment: 'credit_card',
    eventSuite: 'jazz/Suite 206',
  },
  {
    ...dining,
    status: 'in_progress',
    lines: [
      ['Suite Buffet (per guest)', 16],
      ['Sparkling Welcome Mocktail (per guest)', 16],
      ['Garden Crudités', 1],
    ],
    contact: ownerContact('Priya'),
    due: { days: 0, time: '18:30' },
    placedHoursAgo: 24 * 8,
    payment: 'invoice',
    eventSuite: 'rangers/Suite 101',
  },
  {
    ...platters,
    status: 'in_progress',
    lines: [
      ['Slider Platter', 2],
      ['Fries Basket', 2],
      ['Iced Tea (Gallon)', 2],
    ],
    contact: ownerContact('Marc'),
    due: { days: 0, time: '18:30' },
    placedHoursAgo: 24 * 7,
    payment: 'purchase_order',
    eventSuite: 'rangers/Suite 102',
  },
  {
    ...platters,
    status: 'in_progress',
    lines: [
      [
        'Chicken McNuggets Platter (50 piece)',
        1,
        { options: [['Platter sauces', 'Spicy Buffalo Sauce']] },
      ],
      ['Cookie Tray', 1],
      ['Dasani Water Case', 1],
    ],
    contact: ownerContact('Priya'),
    due: { days: 3, time: '18:30' },
    placedHoursAgo: 24 * 5,
    payment: 'invoice',
    eventSuite: 'alumni/Suite 101',
  },
  {
    ...platters,
    status: 'pending',
    lines: [
      ['Slider Platter', 1],
      ['Apple Pie Tray', 1],
      ['Iced Tea (Gallon)', 1],
    ],
    contact: ownerContact('Marc'),
    due: { days: 3, time: '18:30' },
    placedHoursAgo: 30,
    payment: 'credit_card',
    eventSuite: 'alumni/Suite 102',
  },
  {
    ...dining,
    status: 'pending',
    lines: [
      ['Shrimp Cocktail Platter (30)', 1],
      ['Maple Cheesecake Bites (24)', 1],
    ],
    contact: ownerContact('Jean-François'),
    due: { days: 24, time: '17:30' },
    placedHoursAgo: 20,
    payment: 'invoice',
    eventSuite: 'holiday-gala/Suite 208',
  },
];
