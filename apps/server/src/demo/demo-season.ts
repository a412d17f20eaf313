import type {
  DemoEquipmentName,
  DemoEventType,
  DemoOwnerName,
  DemoSuiteMenu,
  DemoSuiteName,
} from './demo-venue-lists.ts';

/** A suite booked for a demo event: what staff set; its status follows (insert-demo-events.ts). */
export interface DemoEventSuite {
  suite: DemoSuiteName;
  owner?: DemoOwnerName;
  menus: DemoSuiteMenu[];
  equipment?: [DemoEquipmentName, number][];
  dietary?: string;
  special?: string;
  notes?: string;
  guests?: number;
  /** The pre-order email went this many days ago (status `email_sent` until an order comes). */
  emailSentDaysAgo?: number;
  /** Finalized on the event day: its owner charged or invoiced (`finalized_at`). */
  finalized?: boolean;
}

export interface DemoEvent {
  /** How the demo orders name the event (`{key}/{suite}`). */
  key: string;
  title: string;
  type: DemoEventType;
  /** Days from the load day (negative: past), and the start `HH:mm`, in the venue's time zone. */
  day: number;
  start: string;
  hours: number;
  lockDays: number;
  emailDays: number;
  attendance: number;
  manager?: 'camille';
  /** Sent to the kitchen this many hours ago (`fired_at`). */
  firedHoursAgo?: number;
  suites: DemoEventSuite[];
}

/**
 * Lakeshore Stadium's season around the load day: past games and concerts settled (completed,
 * refunded, cancelled, one not yet finalized), tonight's game fired, a game whose pre-orders are
 * locked, and events ahead with pre-order emails sent or scheduled — every suite status and
 * invoice status the events screens show. The first three are the demo's oldest facts (titles,
 * suites and owners other tests and journeys name).
 */
export const demoSeason: DemoEvent[] = [
  {
    key: 'lions-hawks',
    title: 'Lakeshore Lions vs. Harbour Hawks',
    type: 'Hockey Game',
    day: 10,
    start: '19:00',
    hours: 3,
    lockDays: 3,
    emailDays: 7,
    attendance: 18500,
    suites: [
      {
        suite: 'Suite 101',
        owner: 'Priya',
        menus: ['Suite Catering'],
        equipment: [
          ['Chafing dish', 2],
          ['Beverage tub', 1],
        ],
        dietary: 'Two guests are vegetarian.',
        emailSentDaysAgo: 2,
      },
      {
        suite: 'Suite 102',
        owner: 'Marc',
        menus: ['Suite Catering'],
        equipment: [['Bar cart', 1]],
        emailSentDaysAgo: 1,
      },
      { suite: 'Suite 204', menus: ['Suite Catering'] },
    ],
  },
  {
    key: 'pops',
    title: 'Symphony Pops Night',
    type: 'Concert',
    day: 35,
    start: '20:00',
    hours: 3,
    lockDays: 5,
    emailDays: 14,
    attendance: 9000,
    suites: [
      {
        suite: 'Founders Club Suite',
        owner: 'Priya',
        menus: [],
        special: 'Accessible seating for one guest.',
      },
    ],
  },
  {
    key: 'opener',
    title: 'Season Opener Gala',
    type: 'Corporate Gala',
    day: -20,
    start: '18:00',
    hours: 5,
    lockDays: 3,
    emailDays: 7,
    attendance: 1200,
    suites: [
      { suite: 'Suite 101', owner: 'Priya', menus: ['Suite Catering'], finalized: true },
      { suite: 'Suite 102', owner: 'Marc', menus: ['Suite Catering'], finalized: true },
    ],
  },
  {
    key: 'bears',
    title: 'Lakeshore Lions vs. Northern Bears',
    type: 'Hockey Game',
    day: -45,
    start: '19:00',
    hours: 3,
    lockDays: 3,
    emailDays: 10,
    attendance: 17800,
    suites: [
      { suite: 'Suite 101', owner: 'Priya', menus: ['Suite Dining'], finalized: true },
      {
        suite: 'Suite 204',
        owner: 'Olivia',
        menus: ['Suite Dining'],
        guests: 12,
        dietary: 'One guest has a tree-nut allergy.',
        equipment: [['Chafing dish', 3]],
        finalized: true,
      },
      { suite: 'Suite 102', owner: 'Marc', menus: ['Suite Dining'] },
    ],
  },
  {
    key: 'jazz',
    title: 'Autumn Jazz Under the Lights',
    type: 'Concert',
    day: -6,
    start: '20:00',
    hours: 3,
    lockDays: 4,
    emailDays: 10,
    attendance: 7400,
    manager: 'camille',
    suites: [
      {
        suite: 'Founders Club Suite',
        owner: 'Sophie',
        menus: ['Suite Dining'],
        notes: 'Facturer au service des partenariats, bon de commande à suivre.',
      },
      {
        suite: 'Suite 206',
        owner: 'David',
        menus: ['Suite Dining', 'Suite Catering'],
        equipment: [['Wine chiller', 1]],
        finalized: true,
      },
    ],
  },
  {
    key: 'rangers',
    title: 'Lakeshore Lions vs. Capital Rangers',
    type: 'Hockey Game',
    day: 0,
    start: '19:00',
    hours: 3,
    lockDays: 3,
    emailDays: 10,
    attendance: 18900,
    firedHoursAgo: 1,
    suites: [
      {
        suite: 'Suite 101',
        owner: 'Priya',
        menus: ['Suite Dining'],
        guests: 16,
        dietary: 'Three vegetarian guests; one gluten-free.',
        equipment: [
          ['Chafing dish', 4],
          ['High-top table', 2],
        ],
        special: 'Serve the buffet at the first intermission.',
      },
      {
        suite: 'Suite 102',
        owner: 'Marc',
        menus: ['Suite Catering'],
        equipment: [['Beverage tub', 2]],
      },
    ],
  },
  {
    key: 'alumni',
    title: 'Winter Classic Alumni Game',
    type: 'Hockey Game',
    day: 3,
    start: '19:00',
    hours: 3,
    lockDays: 5,
    emailDays: 12,
    attendance: 15200,
    suites: [
      { suite: 'Suite 101', owner: 'Priya', menus: ['Suite Catering'], emailSentDaysAgo: 9 },
      { suite: 'Suite 102', owner: 'Marc', menus: ['Suite Catering'], emailSentDaysAgo: 9 },
      { suite: 'Suite 204', owner: 'Olivia', menus: ['Suite Catering'], emailSentDaysAgo: 9 },
    ],
  },
  {
    key: 'holiday-gala',
    title: 'Lakeshore Corporate Holiday Gala',
    type: 'Corporate Gala',
    day: 24,
    start: '18:00',
    hours: 5,
    lockDays: 5,
    emailDays: 14,
    attendance: 1500,
    manager: 'camille',
    suites: [
      {
        suite: 'Founders Club Suite',
        owner: 'Sophie',
        menus: ['Suite Dining'],
        guests: 40,
        dietary: 'Deux invités végétaliens; un sans lactose.',
        equipment: [
          ['Coffee urn', 2],
          ['Wine chiller', 2],
          ['High-top table', 4],
        ],
        special: 'Micro sans fil pour le mot de bienvenue à 18 h 30.',
      },
      { suite: 'Suite 204', owner: 'Olivia', menus: ['Suite Dining'], guests: 20 },
      {
        suite: 'Suite 208',
        owner: 'Jean-François',
        menus: ['Suite Dining'],
        notes: 'Livrer les bouchées avant 18 h.',
      },
    ],
  },
  {
    key: 'northern-lights',
    title: 'Rock the Lake: Northern Lights Tour',
    type: 'Concert',
    day: 50,
    start: '20:00',
    hours: 3,
    lockDays: 5,
    emailDays: 14,
    attendance: 21000,
    suites: [
      { suite: 'Suite 101', menus: ['Suite Catering'] },
      { suite: 'Suite 102', owner: 'Marc', menus: ['Suite Catering'] },
      { suite: 'Suite 206', owner: 'David', menus: [] },
    ],
  },
];
