import type { Tx } from '../db/client.ts';
import {
  equipment,
  eventSuiteEquipment,
  eventSuiteMenus,
  eventSuites,
  events,
  eventTypeMenus,
  eventTypes,
  suiteOwners,
  suites,
} from '../db/schema/index.ts';

export interface DemoEventSuiteRow {
  id: number;
  event_id: number;
  status: string;
}

/** An instant `days` from now at `hour`:00 in Toronto (UTC−4 in summer; close enough for a demo). */
export function torontoTime(days: number, hour: number, minute = 0): Date {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  date.setUTCHours(hour + 4, minute, 0, 0);
  return date;
}

const suiteNames = ['Suite 101', 'Suite 102', 'Suite 204', 'Founders Club Suite'];
const owners = [
  {
    name: 'Priya Sharma',
    email: 'priya.sharma@northwind.example',
    company_name: 'Northwind Insurance',
    title: 'VP, Client Relations',
    phone_number: '416-555-0142',
  },
  {
    name: 'Marc Tremblay',
    email: 'marc.tremblay@greatlakes.example',
    company_name: 'Great Lakes Logistics',
    title: 'Président',
    phone_number: '514-555-0188',
  },
  {
    name: 'Olivia Chen',
    email: 'ochen@harbourfrontlaw.example',
    company_name: 'Harbourfront Law LLP',
    title: 'Managing Partner',
    phone_number: '647-555-0107',
  },
];
const equipmentNames = ['Chafing dish', 'Beverage tub', 'Bar cart', 'High-top table'];

/**
 * The venue's catering set-up: suites, suite owners, equipment, event types (proposing the suite
 * menu), two upcoming events and a past one, with suites assigned in various pre-order states.
 */
export async function insertDemoEvents(
  tx: Tx,
  restaurantId: number,
  suiteMenuId: number,
): Promise<DemoEventSuiteRow[]> {
  const r = { restaurant_id: restaurantId };
  const suiteRows = await tx
    .insert(suites)
    .values(suiteNames.map((name) => ({ ...r, name })))
    .returning({ id: suites.id });
  const ownerRows = await tx
    .insert(suiteOwners)
    .values(owners.map((owner) => ({ ...r, ...owner })))
    .returning({ id: suiteOwners.id });
  const equipmentRows = await tx
    .insert(equipment)
    .values(equipmentNames.map((name) => ({ ...r, name })))
    .returning({ id: equipment.id });
  const typeRows = await tx
    .insert(eventTypes)
    .values(['Hockey Game', 'Concert', 'Corporate Gala'].map((name) => ({ ...r, name })))
    .returning({ id: eventTypes.id });
  await tx
    .insert(eventTypeMenus)
    .values(typeRows.map((type) => ({ ...r, event_type_id: type.id, menu_id: suiteMenuId })));

  const manager = {
    manager_name: 'Jordan Okafor',
    manager_phone: '416-555-0199',
    manager_email: 'events@lakeshore-stadium.example',
  };
  const eventRows = await tx
    .insert(events)
    .values([
      {
        ...r,
        ...manager,
        title: 'Lakeshore Lions vs. Harbour Hawks',
        start_date: torontoTime(10, 19),
        end_date: torontoTime(10, 22),
        event_type_id: typeRows[0]!.id,
        order_lock_period_days: 3,
        pre_order_email_days: 7,
        projected_attendance: 18500,
      },
      {
        ...r,
        ...manager,
        title: 'Symphony Pops Night',
        start_date: torontoTime(35, 20),
        end_date: torontoTime(35, 23),
        event_type_id: typeRows[1]!.id,
        order_lock_period_days: 5,
        pre_order_email_days: 14,
        projected_attendance: 9000,
      },
      {
        ...r,
        ...manager,
        title: 'Season Opener Gala',
        start_date: torontoTime(-20, 18),
        end_date: torontoTime(-20, 23),
        status: 'past_event',
        event_type_id: typeRows[2]!.id,
        order_lock_period_days: 3,
        pre_order_email_days: 7,
        projected_attendance: 1200,
      },
    ])
    .returning({ id: events.id });
  const [upcoming, later, past] = eventRows.map((row) => row.id) as [number, number, number];

  const assignments = [
    {
      event_id: upcoming,
      suite: 0,
      owner: 0,
      status: 'pending',
      dietary_restrictions: 'Two guests are vegetarian.',
    },
    {
      event_id: upcoming,
      suite: 1,
      owner: 1,
      status: 'email_sent',
      pre_order_email_sent_at: torontoTime(-1, 9),
    },
    { event_id: upcoming, suite: 2, owner: 2, status: 'not_configured' },
    {
      event_id: later,
      suite: 3,
      owner: 0,
      status: 'not_configured',
      special_requirements: 'Accessible seating for one guest.',
    },
    { event_id: past, suite: 0, owner: 0, status: 'completed', invoice_status: 'ready' },
    { event_id: past, suite: 1, owner: 1, status: 'completed', invoice_status: 'ready' },
  ];
  const suiteAssignmentRows = await tx
    .insert(eventSuites)
    .values(
      assignments.map(({ suite, owner, ...rest }) => ({
        ...r,
        ...rest,
        suite_id: suiteRows[suite]!.id,
        suite_owner_id: ownerRows[owner]!.id,
      })),
    )
    .returning({ id: eventSuites.id, event_id: eventSuites.event_id, status: eventSuites.status });
  await tx
    .insert(eventSuiteMenus)
    .values(
      suiteAssignmentRows.map((row) => ({ ...r, event_suite_id: row.id, menu_id: suiteMenuId })),
    );
  await tx.insert(eventSuiteEquipment).values([
    {
      ...r,
      event_suite_id: suiteAssignmentRows[0]!.id,
      equipment_id: equipmentRows[0]!.id,
      quantity: 2,
    },
    {
      ...r,
      event_suite_id: suiteAssignmentRows[0]!.id,
      equipment_id: equipmentRows[1]!.id,
      quantity: 1,
    },
    {
      ...r,
      event_suite_id: suiteAssignmentRows[1]!.id,
      equipment_id: equipmentRows[2]!.id,
      quantity: 1,
    },
  ]);
  return suiteAssignmentRows;
}
