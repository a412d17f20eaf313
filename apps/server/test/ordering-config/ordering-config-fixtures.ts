import { withTenant } from '../../src/db/tenant.ts';
import {
  customCheckoutQuestions,
  deliverySchools,
  events,
  eventSuiteMenus,
  eventSuites,
  eventTypeMenus,
  eventTypes,
  menus,
  onsiteLocations,
  suites,
  type Localization,
} from '../../src/db/schema/index.ts';
import type { TestApp } from '../helpers/test-app.ts';

const hours = (from: Date, hoursAhead: number) => new Date(from.getTime() + hoursAhead * 3_600_000);

/**
 * The settings lists the ordering config reads that order-fixtures.ts does not write: custom
 * questions, schools, on-site locations, and events with suites and package menus.
 */
export function createOrderingListsFixture(t: TestApp, restaurantId: number, now: Date) {
  const r = { restaurant_id: restaurantId };
  return withTenant(t.database.db, restaurantId, async (tx) => {
    const questions = await tx
      .insert(customCheckoutQuestions)
      .values([
        {
          ...r,
          order: 1,
          type: 'open',
          text: 'Any allergies?',
          required: true,
          localization: { fr: { text: 'Des allergies?' } },
        },
        {
          ...r,
          order: 0,
          type: 'dropdown',
          text: 'Cutlery',
          options: ['Yes', 'No', 42],
          localization: {
            fr: { text: 'Ustensiles', options: ['Oui', 'Non'] },
          } as unknown as Localization,
        },
        { ...r, order: 2, type: 'essay', text: 'A type no screen knows' },
      ])
      .returning({ id: customCheckoutQuestions.id });
    const schools = await tx
      .insert(deliverySchools)
      .values([
        {
          ...r,
          order: 0,
          name: 'Hillcrest Elementary',
          grades: ['1', '2'],
          classrooms: ['1A', '2B'],
          teachers: ['Ms. Patel'],
          ask_grades: true,
          ask_classrooms: true,
          ask_teachers: true,
        },
        { ...r, order: 1, name: 'Annex', open_ended_teachers: true },
      ])
      .returning({ id: deliverySchools.id });
    await tx.insert(onsiteLocations).values([
      {
        ...r,
        name: 'Main floor',
        localization: { fr: { name: 'Rez-de-chaussée' } },
        areas: [
          { name: 'Patio', tables: ['T1', 'T2'], localization: { fr: { name: 'Terrasse' } } },
          { name: 'Bar', tables: [1, 2, 3] },
          { tables: ['nameless'] },
          'not an area',
        ],
      },
    ]);
    const [packageMenu, plainMenu, draftPackage, typePackage] = await tx
      .insert(menus)
      .values([
        { ...r, name: 'Suite package', event_package: true, published: true },
        { ...r, name: 'Suite à la carte', published: true },
        { ...r, name: 'Draft package', event_package: true, published: false },
        { ...r, name: 'Concert package', event_package: true, published: true, order: 5 },
      ])
      .returning({ id: menus.id });
    const [concert] = await tx
      .insert(eventTypes)
      .values({ ...r, name: 'Concert' })
      .returning({ id: eventTypes.id });
    await tx
      .insert(eventTypeMenus)
      .values({ ...r, event_type_id: concert!.id, menu_id: typePackage!.id });
    const [suiteA, suiteB] = await tx
      .insert(suites)
      .values([
        { ...r, name: 'Suite 204' },
        { ...r, name: 'Suite 101' },
      ])
      .returning({ id: suites.id });
    const eventRows = await tx
      .insert(events)
      .values([
        { ...r, title: 'Later concert', start_date: hours(now, 72), event_type_id: concert!.id },
        { ...r, title: 'Tonight', start_date: hours(now, 5), end_date: hours(now, 8) },
        { ...r, title: 'Under way', start_date: hours(now, -2), end_date: hours(now, 1) },
        { ...r, title: 'Over', start_date: hours(now, -30), end_date: hours(now, -27) },
        { ...r, title: 'Marked past', start_date: hours(now, 10), status: 'past_event' },
      ])
      .returning({ id: events.id });
    const [later, tonight, underWay] = eventRows.map((row) => row.id) as [number, number, number];
    const booked = await tx
      .insert(eventSuites)
      .values([
        { ...r, event_id: tonight, suite_id: suiteA!.id },
        { ...r, event_id: tonight, suite_id: suiteB!.id },
      ])
      .returning({ id: eventSuites.id });
    await tx.insert(eventSuiteMenus).values([
      { ...r, event_suite_id: booked[0]!.id, menu_id: packageMenu!.id },
      { ...r, event_suite_id: booked[0]!.id, menu_id: plainMenu!.id },
      { ...r, event_suite_id: booked[1]!.id, menu_id: draftPackage!.id },
    ]);
    return {
      questions: questions.map((row) => row.id),
      schools: schools.map((row) => row.id),
      menus: { packageMenu: packageMenu!.id, typePackage: typePackage!.id },
      events: { later, tonight, underWay },
      eventSuites: booked.map((row) => row.id),
    };
  });
}
