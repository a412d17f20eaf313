import { guest, type DemoOrder } from './demo-order-types.ts';
import { seasonOrders } from './demo-orders-season.ts';
import { marc, priya } from './demo-suite-contacts.ts';

/**
 * Lakeshore Stadium (Quebec): suite pre-orders for an upcoming and a past event, paid by
 * invoice, card and purchase order, a catering order on a cost center, and the season's suite
 * orders (demo-orders-season.ts); each at least the venue's $100 minimum, with its service
 * charge, GST and QST.
 */
export const venueOrders: DemoOrder[] = [
  {
    location: 'stadium',
    type: 'event',
    status: 'pending',
    menu: 'Suite Catering',
    lines: [
      [
        'Chicken McNuggets Platter (40 piece)',
        2,
        {
          options: [
            ['Platter sauces', 'Tangy Barbeque Sauce'],
            ['Platter sauces', 'Honey'],
          ],
        },
      ],
      ['Slider Platter', 1],
      ['Iced Tea (Gallon)', 2],
    ],
    contact: priya,
    due: { days: 10, time: '18:00' },
    placedHoursAgo: 30,
    payment: 'invoice',
    eventSuite: 'lions-hawks/Suite 101',
  },
  {
    location: 'stadium',
    type: 'event',
    status: 'completed',
    menu: 'Suite Catering',
    lines: [
      ['Slider Platter', 2],
      ['Cookie Tray', 1],
      ['Dasani Water Case', 1],
    ],
    contact: priya,
    due: { days: -20, time: '17:00' },
    placedHoursAgo: 24 * 25,
    payment: 'credit_card',
    eventSuite: 'opener/Suite 101',
  },
  {
    location: 'stadium',
    type: 'event',
    status: 'completed',
    menu: 'Suite Catering',
    lines: [
      ['Fries Basket', 3],
      ['Apple Pie Tray', 1],
      ['Iced Tea (Gallon)', 1],
    ],
    contact: marc,
    due: { days: -20, time: '17:00' },
    placedHoursAgo: 24 * 24,
    payment: 'purchase_order',
    eventSuite: 'opener/Suite 102',
  },
  {
    location: 'stadium',
    type: 'catering',
    status: 'completed',
    menu: 'Suite Catering',
    lines: [['Chicken McNuggets Platter (50 piece)', 2]],
    contact: guest('Ava Wilson', 'ava.wilson@example.com', '416-555-0129'),
    due: { days: -20, time: '19:00' },
    placedHoursAgo: 24 * 20,
    payment: 'cost_center',
  },
  ...seasonOrders,
];
