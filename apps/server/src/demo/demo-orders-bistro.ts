import { guest, type DemoOrder } from './demo-order-types.ts';

/**
 * Maple Street Bistro: take-out for pickup (a size, extra toppings, a percentage code and a tip)
 * and for delivery (a member discount, the delivery charge), dine-in checks on the patio and in
 * the dining room, a breakfast combo with a percentage tip, a cancelled order with a dollar code.
 */
export const bistroOrders: DemoOrder[] = [
  {
    location: 'bistro',
    type: 'take_out',
    takeOutType: 'pickup',
    status: 'pending',
    menu: 'All Day Menu',
    lines: [
      ['Big Mac', 2, { options: [['Extra toppings', 'Bacon']] }],
      ['Medium French Fries', 2],
      ['Coca-Cola', 2, { size: 'Medium' }],
    ],
    contact: guest('Noah Williams', 'noah.w@example.com', '416-555-0111'),
    due: { days: 0, time: '18:00' },
    placedHoursAgo: 0.2,
    payment: 'credit_card',
    discountCode: 'WELCOME10',
    tip: '2$',
  },
  {
    location: 'bistro',
    type: 'take_out',
    takeOutType: 'delivery',
    status: 'pending',
    menu: 'All Day Menu',
    lines: [
      [
        'Chicken McNuggets (20 piece)',
        1,
        {
          options: [
            ['Dipping sauces', 'Tangy Barbeque Sauce'],
            ['Dipping sauces', 'Honey'],
          ],
        },
      ],
      ['Large French Fries', 1],
    ],
    contact: guest('Chloé Gagnon', 'chloe.gagnon@example.com', '438-555-0123'),
    due: { days: 1, time: '12:00' },
    placedHoursAgo: 1,
    payment: 'credit_card',
    member: 'MSB-1003',
    deliverTo: 'offline:cn-tower',
    notes: 'Extra napkins please.',
  },
  {
    location: 'bistro',
    type: 'dine_in',
    status: 'in_progress',
    menu: 'All Day Menu',
    lines: [
      ['Quarter Pounder with Cheese', 1],
      ['Side Salad', 1],
      ['Iced Tea', 1, { size: 'Small' }],
    ],
    contact: guest('Liam Brown', 'liam.brown@example.com', '416-555-0176'),
    due: { days: 0, time: '13:00' },
    placedHoursAgo: 0.5,
    payment: 'credit_card',
    table: { tableNum: 'T4', tableArea: 'Patio', tableLocation: 'Main floor', checkNum: '1042' },
  },
  {
    location: 'bistro',
    type: 'take_out',
    takeOutType: 'pickup',
    status: 'completed',
    menu: 'Breakfast',
    lines: [
      [
        'Egg McMuffin',
        2,
        { options: [['Make it a breakfast combo', 'Hash Browns & Small Coffee']] },
      ],
      ['Hash Browns', 1],
    ],
    contact: guest('Emma Roy', 'emma.roy@example.com', '905-555-0190'),
    due: { days: -1, time: '08:00' },
    placedHoursAgo: 26,
    payment: 'credit_card',
    tip: '15',
  },
  {
    location: 'bistro',
    type: 'dine_in',
    status: 'completed',
    menu: 'All Day Menu',
    lines: [
      ['Filet-O-Fish', 1, { options: [['Make it a combo', 'Medium French Fries']] }],
      ['Baked Hot Apple Pie', 2],
    ],
    contact: guest('Olivia Martin', 'olivia.martin@example.com', '647-555-0134'),
    due: { days: -1, time: '12:00' },
    placedHoursAgo: 24,
    payment: 'invoice',
    member: 'MSB-1001',
    table: { tableNum: '4', tableArea: 'Dining room', tableLocation: 'Main floor' },
  },
  {
    location: 'bistro',
    type: 'take_out',
    takeOutType: 'pickup',
    status: 'cancelled',
    menu: 'All Day Menu',
    lines: [['Veggie McWrap', 1]],
    contact: guest('Ethan Lee', 'ethan.lee@example.com', '416-555-0158'),
    due: { days: -1, time: '19:00' },
    placedHoursAgo: 20,
    payment: 'credit_card',
    discountCode: 'FIVEOFF',
    notes: 'Customer called to cancel.',
  },
];
