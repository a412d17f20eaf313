import { guest, type DemoOrder } from './demo-order-types.ts';

const riverside = 'Riverside Public School';
const lunch = { time: '12:00', schoolDay: true };

/**
 * Riverside Public School: school lunches (tax-exempt, with the required drink and side) for
 * students of several classes, and a small staff-room coffee that gets the Ontario rebate.
 */
export const schoolOrders: DemoOrder[] = [
  {
    location: 'school',
    type: 'school',
    status: 'pending',
    menu: 'School Lunch',
    lines: [
      [
        'Hamburger Meal',
        1,
        {
          options: [
            ['Drink', 'One-percent Low Fat Milk Jug'],
            ['Side', 'Apple Slices'],
          ],
        },
      ],
    ],
    contact: guest('Sofia Rossi', 'sofia.rossi@example.com', '416-555-0102'),
    due: { days: 1, ...lunch },
    placedHoursAgo: 14,
    payment: 'credit_card',
    school: {
      school: riverside,
      grade: '3',
      classroom: '3B',
      teacher: 'Ms. Patel',
      student_name: 'Luca Rossi',
    },
  },
  {
    location: 'school',
    type: 'school',
    status: 'pending',
    menu: 'School Lunch',
    lines: [
      [
        'Chicken McNuggets Meal (6 piece)',
        1,
        {
          options: [
            ['Drink', 'Fat Free Chocolate Milk Jug'],
            ['Side', 'Kids Fries'],
          ],
        },
      ],
      ['Apple Slices', 1],
    ],
    contact: guest('Amélie Côté', 'amelie.cote@example.com', '613-555-0161'),
    due: { days: 1, ...lunch },
    placedHoursAgo: 10,
    payment: 'invoice',
    school: {
      school: riverside,
      grade: '5',
      classroom: '5A',
      teacher: 'M. Bouchard',
      student_name: 'Jules Côté',
    },
  },
  {
    location: 'school',
    type: 'school',
    status: 'completed',
    menu: 'School Lunch',
    lines: [
      [
        'Cheeseburger Meal',
        1,
        {
          options: [
            ['Drink', 'One-percent Low Fat Milk Jug'],
            ['Side', 'Apple Slices'],
          ],
        },
      ],
      ['Fat Free Chocolate Milk Jug', 1],
    ],
    contact: guest('David Kim', 'david.kim@example.com', '416-555-0147'),
    due: { days: -1, ...lunch },
    placedHoursAgo: 40,
    payment: 'credit_card',
    school: {
      school: riverside,
      grade: '1',
      classroom: '1C',
      teacher: 'Mrs. Singh',
      student_name: 'Hana Kim',
    },
  },
  {
    location: 'school',
    type: 'take_out',
    takeOutType: 'pickup',
    status: 'completed',
    menu: 'Staff Room',
    lines: [['Iced Coffee', 1, { size: 'Small', options: [['Cream & sugar', 'Cream']] }]],
    contact: guest('Minh Nguyen', 'minh.nguyen@riverside.example', '416-555-0163'),
    due: { days: -1, time: '08:30', schoolDay: true },
    placedHoursAgo: 30,
    payment: 'credit_card',
  },
];
