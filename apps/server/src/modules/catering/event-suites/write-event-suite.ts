import {
  configuredEventSuiteStatus,
  eventSuiteChoiceIssues,
  ZEventSuiteStatus,
  type EventSuite,
  type EventSuiteSettings,
  type ValidationIssue,
} from '@app/domain';
import type { Tx } from '../../../db/client.ts';
import type { OrderContext } from '../../../context/order-context.ts';
import type { TenantContext } from '../../../context/tenant-context.ts';
import { fieldsError } from '../../../errors/validation-failed.ts';
import { recordChange } from '../../change-history/record-change.ts';
import {
  applyGuaranteedCount,
  guestCountChange,
  lockGuestCountOrders,
} from '../event-day/guaranteed-count.ts';
import { eventSuiteOf } from './event-suite-answers.ts';
import { eventSuiteChoicesRepository as choices } from './event-suite-choices.repository.ts';
import {
  eventSuitesRepository as eventSuites,
  type EventForSuites,
} from './event-suites.repository.ts';

export type SuiteWrite = EventSuiteSettings & { suite_id: number };

/**
 * 400 `validation_failed` naming each field that holds a suite, owner, menu or equipment the
 * location does not have (`{prefix}{field}`, e.g. `suites.2.menu_ids`); nothing is written.
 */
export async function assertLocationChoices(
  tx: Tx,
  ctx: TenantContext,
  writes: readonly { settings: SuiteWrite; prefix: string }[],
): Promise<void> {
  const all = writes.map((write) => write.settings);
  const own = await choices.of(tx, ctx.restaurantId, {
    suiteIds: all.map((suite) => suite.suite_id),
    suiteOwnerIds: all.flatMap((suite) =>
      suite.suite_owner_id === null ? [] : [suite.suite_owner_id],
    ),
    menuIds: all.flatMap((suite) => suite.menu_ids),
    equipmentIds: all.flatMap((suite) => suite.equipment.map((entry) => entry.equipment_id)),
  });
  const issues: Record<string, ValidationIssue> = {};
  for (const { settings, prefix } of writes) {
    Object.assign(issues, eventSuiteChoiceIssues(settings, own, prefix));
  }
  if (Object.keys(issues).length > 0) throw fieldsError(issues, ctx.locale);
}

/**
 * Writes one suite of the event (added, or updated when `before` is given) with the status its
 * settings give it (`configuredEventSuiteStatus`), and its change-history row. A new guaranteed
 * guest count sets the per-guest lines of the suite's open orders (event-day/guaranteed-count.ts;
 * refused once the suite is finalized): those orders are locked before the suite row. The caller
 * holds the event's lock and has checked the choices.
 */
export async function writeEventSuite(
  tx: Tx,
  ctx: OrderContext,
  event: EventForSuites,
  settings: SuiteWrite,
  before: EventSuite | null,
): Promise<EventSuite> {
  const current = before ? ZEventSuiteStatus.parse(before.status) : null;
  const status = configuredEventSuiteStatus(current, settings, event);
  const guests = guestCountChange(before, settings.guaranteed_guest_count);
  const open = guests !== null && before ? await lockGuestCountOrders(tx, before.id) : [];
  const id = await eventSuites.upsert(tx, ctx.restaurantId, {
    ...settings,
    event_id: event.id,
    status,
  });
  const row = await eventSuites.find(tx, ctx.restaurantId, event.id, id);
  const after = eventSuiteOf(row!);
  await recordChange(tx, {
    restaurantId: ctx.restaurantId,
    entity: 'event_suite',
    entityId: id,
    action: before ? 'update' : 'create',
    before,
    after,
    user: ctx.user,
  });
  if (guests !== null) await applyGuaranteedCount(tx, ctx, open, guests);
  return after;
}
