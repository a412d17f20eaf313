import type { EventAccess, Role } from '@app/domain';
import type { DemoLocationKey } from './demo-locations.ts';

export interface DemoUser {
  email: string;
  name: string;
  role: Role;
  event_access: EventAccess | null;
  /** The locations in token order: the first is the user's default tenant. */
  locations: DemoLocationKey[];
  pin?: string;
  locale?: 'en-CA' | 'fr-CA';
}

const everywhere: DemoLocationKey[] = ['bistro', 'school', 'stadium'];

/**
 * One account per role (DESIGN §9). Admin to lead see all three locations. The order-taking
 * roles see fewer, as they would in real life, and so that tests have accounts without some
 * locations: member works at the bistro and the school, staff (PIN 1234) at the bistro and the
 * stadium, the kiosk only at the bistro.
 */
export const demoUsers: DemoUser[] = [
  {
    email: 'admin@demo.test',
    name: 'Avery Admin',
    role: 'admin',
    event_access: 'admin',
    locations: everywhere,
  },
  {
    email: 'enterprise@demo.test',
    name: 'Elliot Enterprise',
    role: 'enterprise',
    event_access: null,
    locations: everywhere,
  },
  {
    email: 'manager@demo.test',
    name: 'Morgan Manager',
    role: 'manager',
    event_access: 'events',
    locations: everywhere,
  },
  {
    email: 'lead@demo.test',
    name: 'Laurence Lead',
    role: 'lead',
    event_access: null,
    locations: everywhere,
    locale: 'fr-CA',
  },
  {
    email: 'member@demo.test',
    name: 'Mika Member',
    role: 'member',
    event_access: null,
    locations: ['bistro', 'school'],
  },
  {
    email: 'staff@demo.test',
    name: 'Sam Staff',
    role: 'staff',
    event_access: 'server',
    locations: ['bistro', 'stadium'],
    pin: '1234',
  },
  {
    email: 'kiosk@demo.test',
    name: 'Kiosk Counter',
    role: 'kiosk',
    event_access: null,
    locations: ['bistro'],
  },
];
