import type { DemoLocationKey } from './demo-locations.ts';

export interface DemoOrder {
  location: DemoLocationKey;
  type: string;
  status: string;
  /** Item name and quantity. */
  lines: [string, number][];
  contact: { full_name: string; email: string; phone_number: string };
  /** Due time: days from today and hour in Toronto. */
  due: [number, number];
  /** Placed this many hours before now. */
  placedHoursAgo: number;
  tip?: number;
  table?: { tableNum: string; tableArea: string };
  student?: { name: string; grade: string; class: string; teacher: string };
  /** Index into the venue's suite assignments (see insert-demo-events.ts). */
  eventSuite?: number;
  notes?: string;
  payment?: 'credit_card' | 'invoice' | 'cost_center' | 'purchase_order';
}

const guest = (full_name: string, email: string, phone_number: string) => ({
  full_name,
  email,
  phone_number,
});
const priya = guest('Priya Sharma', 'priya.sharma@northwind.example', '416-555-0142');
const marc = guest('Marc Tremblay', 'marc.tremblay@greatlakes.example', '514-555-0188');

/** Orders in each state the order manager shows, at every location. */
export const demoOrders: DemoOrder[] = [
  {
    location: 'bistro',
    type: 'takeout',
    status: 'pending',
    lines: [
      ['Big Mac', 2],
      ['Medium French Fries', 2],
      ['Coca-Cola', 2],
    ],
    contact: guest('Noah Williams', 'noah.w@example.com', '416-555-0111'),
    due: [0, 18],
    placedHoursAgo: 0.2,
    tip: 2,
  },
  {
    location: 'bistro',
    type: 'takeout',
    status: 'pending',
    lines: [
      ['Chicken McNuggets (20 piece)', 1],
      ['Large French Fries', 1],
    ],
    contact: guest('Chloé Gagnon', 'chloe.gagnon@example.com', '438-555-0123'),
    due: [1, 12],
    placedHoursAgo: 1,
    notes: 'Extra napkins please.',
  },
  {
    location: 'bistro',
    type: 'dine_in',
    status: 'in_progress',
    lines: [
      ['Quarter Pounder with Cheese', 1],
      ['Side Salad', 1],
      ['Iced Tea', 1],
    ],
    contact: guest('Liam Brown', 'liam.brown@example.com', '416-555-0176'),
    due: [0, 13],
    placedHoursAgo: 0.5,
    table: { tableNum: '12', tableArea: 'Patio' },
  },
  {
    location: 'bistro',
    type: 'takeout',
    status: 'completed',
    lines: [
      ['Egg McMuffin', 2],
      ['Hash Browns', 2],
    ],
    contact: guest('Emma Roy', 'emma.roy@example.com', '905-555-0190'),
    due: [-1, 8],
    placedHoursAgo: 26,
    tip: 1.5,
  },
  {
    location: 'bistro',
    type: 'dine_in',
    status: 'completed',
    lines: [
      ['Filet-O-Fish', 1],
      ['Baked Hot Apple Pie', 2],
    ],
    contact: guest('Olivia Martin', 'olivia.martin@example.com', '647-555-0134'),
    due: [-1, 12],
    placedHoursAgo: 24,
    table: { tableNum: '4', tableArea: 'Dining room' },
  },
  {
    location: 'bistro',
    type: 'takeout',
    status: 'cancelled',
    lines: [['Veggie McWrap', 1]],
    contact: guest('Ethan Lee', 'ethan.lee@example.com', '416-555-0158'),
    due: [-1, 19],
    placedHoursAgo: 20,
    notes: 'Customer called to cancel.',
  },
  {
    location: 'school',
    type: 'school',
    status: 'pending',
    lines: [['Hamburger Meal', 1]],
    contact: guest('Sofia Rossi', 'sofia.rossi@example.com', '416-555-0102'),
    due: [1, 12],
    placedHoursAgo: 14,
    student: { name: 'Luca Rossi', grade: '3', class: '3B', teacher: 'Ms. Patel' },
  },
  {
    location: 'school',
    type: 'school',
    status: 'pending',
    lines: [
      ['Chicken McNuggets Meal (6 piece)', 1],
      ['Apple Slices', 1],
    ],
    contact: guest('Amélie Côté', 'amelie.cote@example.com', '613-555-0161'),
    due: [1, 12],
    placedHoursAgo: 10,
    student: { name: 'Jules Côté', grade: '5', class: '5A', teacher: 'M. Bouchard' },
  },
  {
    location: 'school',
    type: 'school',
    status: 'completed',
    lines: [
      ['Cheeseburger Meal', 1],
      ['Fat Free Chocolate Milk Jug', 1],
    ],
    contact: guest('David Kim', 'david.kim@example.com', '416-555-0147'),
    due: [-1, 12],
    placedHoursAgo: 40,
    student: { name: 'Hana Kim', grade: '1', class: '1C', teacher: 'Mrs. Singh' },
  },
  {
    location: 'stadium',
    type: 'event',
    status: 'pending',
    lines: [
      ['Chicken McNuggets Platter (40 piece)', 2],
      ['Slider Platter', 1],
      ['Iced Tea (Gallon)', 2],
    ],
    contact: priya,
    due: [10, 18],
    placedHoursAgo: 30,
    eventSuite: 0,
    payment: 'invoice',
  },
  {
    location: 'stadium',
    type: 'event',
    status: 'completed',
    lines: [
      ['Slider Platter', 2],
      ['Cookie Tray', 1],
      ['Dasani Water Case', 1],
    ],
    contact: priya,
    due: [-20, 17],
    placedHoursAgo: 24 * 25,
    eventSuite: 4,
    payment: 'credit_card',
  },
  {
    location: 'stadium',
    type: 'event',
    status: 'completed',
    lines: [
      ['Fries Basket', 3],
      ['Apple Pie Tray', 1],
    ],
    contact: marc,
    due: [-20, 17],
    placedHoursAgo: 24 * 24,
    eventSuite: 5,
    payment: 'purchase_order',
  },
  {
    location: 'stadium',
    type: 'takeout',
    status: 'completed',
    lines: [
      ['Popcorn (Large)', 2],
      ['Coca-Cola (Large)', 2],
    ],
    contact: guest('Ava Wilson', 'ava.wilson@example.com', '416-555-0129'),
    due: [-20, 19],
    placedHoursAgo: 24 * 20,
  },
];
