import { count } from 'drizzle-orm';
import { expect } from 'vitest';
import type { EventAccess } from '@app/domain';
import {
  changeHistory,
  eventDocumentPrints,
  mailOutbox,
  orders,
} from '../../src/db/schema/index.ts';
import { withTenant } from '../../src/db/tenant.ts';
import { createUserFixture } from '../helpers/fixtures.ts';
import { callApi } from '../helpers/order-writes.ts';
import { signIn } from '../helpers/sign-in.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { callName, callUrl, type CallIds, type CateringCall } from './catering-calls.ts';
import { preOrdersBed } from './pre-orders/pre-orders-bed.ts';

/** The refusals' French messages, as a caller reads them. */
export const fr = {
  forbidden_role: 'Vous n’avez pas la permission de faire ceci.',
  forbidden_event_access: 'Votre niveau d’accès aux événements ne le permet pas.',
  feature_disabled: 'Cette fonction n’est pas activée pour cet établissement.',
  tenant_not_recognized: 'Établissement non reconnu.',
  not_found: 'Introuvable.',
};

/**
 * The pre-orders venue (two locations, each with an event, booked suites, owners, equipment and
 * package menus) plus an event type at each and an order on Suite 101, the ids of both
 * locations' objects, managers with the `server` and `events` levels, and what each location
 * shows before and after a refused call.
 */
export async function matrixBed(t: TestApp) {
  const bed = await preOrdersBed(t);
  const { locationId, otherLocationId } = bed.bed;
  const eventType = async (tenant: number) => {
    const headers = await bed.bed.headers('manager', tenant);
    const res = await callApi(t, headers, 'POST', '/api/catering/event-types', {
      body: { name: 'Hockey game', menus: [] },
    });
    return res.json<{ id: number }>().id;
  };
  const here: CallIds = {
    event: bed.here.event.id,
    eventSuite: bed.suite101.id,
    suite: bed.here.suites[0]!.id,
    equipment: bed.here.equipment[0]!.id,
    eventType: await eventType(locationId),
    owner: bed.here.owners[0]!.id,
  };
  const there: CallIds = {
    event: bed.there.event.id,
    eventSuite: bed.theirSuite.id,
    suite: bed.there.suites[0]!.id,
    equipment: bed.there.equipment[0]!.id,
    eventType: await eventType(otherLocationId),
    owner: bed.there.owners[0]!.id,
  };
  // An order on the suite, so a fire or finalize let through would have something to change.
  await bed.order(bed.suite101.id);
  const levels = new Map<EventAccess, Record<string, string>>();
  for (const level of ['server', 'events'] as const) {
    const user = await createUserFixture(t.database.db, {
      role: 'manager',
      eventAccess: level,
      locations: [locationId, otherLocationId],
    });
    levels.set(level, (await signIn(t, user.email, user.password)).headers(locationId));
  }

  /** What a location's manager reads of the events area, and the rows any write leaves. */
  async function snapshot(tenant: number, ids: CallIds) {
    const headers = await bed.bed.headers('manager', tenant);
    const reads = [];
    for (const url of [
      '/api/catering/suites',
      '/api/catering/equipment',
      '/api/catering/event-types',
      '/api/catering/suite-owners',
      '/api/catering/events',
      `/api/catering/events/${ids.event}/deep-get-event?includePendingOrders=true`,
      `/api/catering/events/${ids.event}/event-suites/${ids.eventSuite}/deep-get-event-suite`,
    ]) {
      const res = await callApi(t, headers, 'GET', url);
      expect(res.statusCode, url).toBe(200);
      reads.push(res.json());
    }
    const rows = await withTenant(t.database.db, tenant, async (tx) => ({
      history: await tx.select({ n: count() }).from(changeHistory),
      prints: await tx.select({ n: count() }).from(eventDocumentPrints),
      orders: await tx.select({ id: orders.id, status: orders.status }).from(orders),
    }));
    const [mail] = await t.database.db.select({ n: count() }).from(mailOutbox);
    return { reads, rows, mail };
  }

  return {
    venue: bed,
    here,
    there,
    levels,
    /** `c` for `ids` (this location's by default) as the caller of `headers`, in French. */
    call(
      c: CateringCall,
      headers: Record<string, string>,
      ids: CallIds = here,
      bad?: { param: string; value: string },
    ) {
      return callApi(t, headers, c.method, callUrl(c, ids, bad), {
        body: c.body?.(ids),
        locale: 'fr-CA',
      });
    },
    /** Both locations as their managers see them, with their rows (history, prints, orders, mail). */
    async bothLocations() {
      return [await snapshot(locationId, here), await snapshot(otherLocationId, there)];
    },
  };
}

/** The call was refused with `status` and `code`, its message in French. */
export function expectRefused(
  res: { statusCode: number; json: () => unknown },
  c: CateringCall,
  status: number,
  code: keyof typeof fr,
) {
  expect(res.statusCode, `${callName(c)}: ${JSON.stringify(res.json())}`).toBe(status);
  expect(res.json(), callName(c)).toMatchObject({ code, message: fr[code] });
}
