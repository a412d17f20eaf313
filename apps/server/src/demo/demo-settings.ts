import type {
  customCheckoutQuestions,
  deliverySchools,
  deliverySettings,
  memberships,
  onsiteLocations,
  orderingParameters,
  promoCodes,
} from '../db/schema/index.ts';
import { gazetteer } from '../modules/geocoding/offline-gazetteer.ts';
import type { DemoLocationKey } from './demo-locations.ts';

type Row<T extends { $inferInsert: unknown }> = Omit<T['$inferInsert'], 'restaurant_id'>;

/** The settings of a demo location that order taking reads (ordering config, pricing). */
export interface DemoSettings {
  orderingParameters: Row<typeof orderingParameters>;
  delivery: Row<typeof deliverySettings> | null;
  promoCodes: Row<typeof promoCodes>[];
  memberships: Row<typeof memberships>[];
  schools: Row<typeof deliverySchools>[];
  onsiteLocations: Row<typeof onsiteLocations>[];
  questions: Row<typeof customCheckoutQuestions>[];
}

const DAY_MS = 86_400_000;
const range = (from: number, to: number, format = (n: number) => String(n)) =>
  Array.from({ length: to - from + 1 }, (_, index) => format(from + index));
const letters = (from: string, to: string) =>
  range(from.charCodeAt(0), to.charCodeAt(0), (code) => String.fromCharCode(code));

/** The bistro delivers within 5 km of its door, Toronto City Hall in the offline gazetteer. */
const bistroDoor = gazetteer.find((entry) => entry.place_id === 'offline:toronto-city-hall')!;

/** The end of the school year: the coming June 30 (next year's once this one has passed). */
function endOfSchoolYear(now: Date): string {
  const year = now.getUTCMonth() > 5 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
  return `${year}-06-30`;
}

const memberPromo = [
  { name: 'Bistro Club', value: '10', localization: { fr: { name: 'Club du bistro' } } },
];

/**
 * Bistro: discount codes, a membership programme (10 % off, one membership expired), address
 * delivery, on-site tables and two checkout questions. School: two schools with grades, classes
 * and teachers, no weekend orders. Venue (Quebec): catering rules (2 days' notice, 60 days
 * ahead, $100 minimum, a service charge) and seat delivery in the stands.
 */
export function demoSettings(now: Date): Record<DemoLocationKey, DemoSettings> {
  return {
    bistro: {
      orderingParameters: { service_charge_enabled: false, minimum_order_amount: null },
      delivery: {
        enabled: true,
        type: 'address',
        charge_type: 'dollar',
        charge_value: 4.99,
        country: 'CA',
        address: bistroDoor.label,
        latitude: bistroDoor.latitude,
        longitude: bistroDoor.longitude,
        radius_km: 5,
      },
      promoCodes: [
        { name: 'WELCOME10', type: 'percentage', value: 10 },
        { name: 'FIVEOFF', type: 'dollar', value: 5 },
        { name: 'SUMMER15', type: 'percentage', value: 15, active: false },
      ],
      memberships: [
        {
          identifier: 'MSB-1001',
          name: 'Priya Sharma',
          email: 'priya.sharma@northwind.example',
          promos: memberPromo,
          expires_at: new Date(now.getTime() + 300 * DAY_MS),
        },
        {
          identifier: 'MSB-1002',
          name: 'Noah Williams',
          email: 'noah.w@example.com',
          promos: memberPromo,
        },
        {
          identifier: 'MSB-1003',
          name: 'Chloé Gagnon',
          email: 'chloe.gagnon@example.com',
          promos: memberPromo,
        },
        {
          identifier: 'MSB-0999',
          name: 'Ethan Lee',
          email: 'ethan.lee@example.com',
          promos: memberPromo,
          expires_at: new Date(now.getTime() - 30 * DAY_MS),
        },
      ],
      schools: [],
      onsiteLocations: [
        {
          name: 'Main floor',
          localization: { fr: { name: 'Salle principale' } },
          areas: [
            {
              name: 'Patio',
              tables: range(1, 6, (n) => `T${n}`),
              localization: { fr: { name: 'Terrasse' } },
            },
            {
              name: 'Dining room',
              tables: range(1, 12),
              localization: { fr: { name: 'Salle à manger' } },
            },
          ],
        },
      ],
      questions: [
        {
          order: 0,
          type: 'dropdown',
          text: 'Cutlery and napkins?',
          options: ['Yes, please', 'No, thanks'],
          required: true,
          localization: {
            fr: { text: 'Ustensiles et serviettes?', options: ['Oui, merci', 'Non, merci'] },
          } as unknown as Row<typeof customCheckoutQuestions>['localization'],
        },
        {
          order: 1,
          type: 'open',
          text: 'Any allergies we should know about?',
          localization: { fr: { text: 'Des allergies à nous signaler?' } },
        },
      ],
    },
    school: {
      orderingParameters: {
        exclude_weekends: true,
        window_max_days: 30,
        end_of_school_year: endOfSchoolYear(now),
      },
      delivery: { enabled: true, type: 'school', charge_type: 'dollar', charge_value: 0 },
      promoCodes: [],
      memberships: [],
      schools: [
        {
          order: 0,
          name: 'Riverside Public School',
          grades: ['JK', 'SK', ...range(1, 8)],
          classrooms: ['1C', '2A', '3B', '4A', '5A', '6B', '7A', '8A'],
          teachers: ['Ms. Patel', 'M. Bouchard', 'Mrs. Singh', 'Mr. Nguyen', 'Mme Tremblay'],
          ask_grades: true,
          ask_classrooms: true,
          ask_teachers: true,
        },
        {
          order: 1,
          name: 'Riverside Kindergarten Annex',
          grades: ['JK', 'SK'],
          classrooms: ['K1', 'K2'],
          ask_grades: true,
          ask_classrooms: true,
          ask_teachers: true,
          open_ended_teachers: true,
        },
      ],
      onsiteLocations: [],
      questions: [],
    },
    stadium: {
      orderingParameters: {
        cutoff_value: 2,
        cutoff_unit: 'days',
        window_max_days: 60,
        minimum_order_amount: 100,
        service_charge_enabled: true,
        service_charge_type: 'percentage',
        service_charge_value: 15,
        service_charge_label: 'Service charge',
        localization: { fr: { service_charge_label: 'Frais de service' } },
      },
      delivery: {
        enabled: true,
        type: 'stadium',
        charge_type: 'dollar',
        charge_value: 0,
        stadium: {
          sections: [...range(101, 112), ...range(201, 212)],
          rows: letters('A', 'P'),
          seats: range(1, 24),
        },
      },
      promoCodes: [],
      memberships: [],
      schools: [],
      onsiteLocations: [],
      questions: [
        {
          order: 0,
          type: 'timepicker',
          text: 'Serve the platters at',
          localization: { fr: { text: 'Servir les plateaux à' } },
        },
      ],
    },
  };
}
