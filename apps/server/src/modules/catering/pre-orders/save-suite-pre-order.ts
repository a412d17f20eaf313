import {
  eventSuiteStatusFromOrders,
  validationIssue,
  type Locale,
  type SuitePreOrder,
  type SuitePreOrderRequest,
} from '@app/domain';
import type { Tx } from '../../../db/client.ts';
import { fieldsError } from '../../../errors/validation-failed.ts';
import { idempotent, type IdempotentAnswer } from '../../../lib/idempotency.ts';
import { recordChange } from '../../change-history/record-change.ts';
import { eventDayRepository } from '../event-day/event-day.repository.ts';
import { ordersRepository as orders, storedData } from '../../orders/orders.repository.ts';
import { takeOrder } from '../../orders/writes/create-order.ts';
import { modifyLockedOrder } from '../../orders/writes/modify-order.ts';
import { ownerPreOrder } from './pre-order-answers.ts';
import {
  assertPreOrderOpen,
  openPreOrderLink,
  ownerOrderContext,
  readOpenSuite,
  type OpenPreOrderSuite,
  type PreOrderApp,
  type PreOrderLink,
} from './pre-order-access.ts';
import { assertSuiteMenu, ownerPreOrderDraft } from './pre-order-draft.ts';
import { preOrderSuitesRepository as preOrderSuites } from './pre-order-suites.repository.ts';

/**
 * `PUT /api/pre-orders/{token}` (no sign-in): creates the owner's pre-order, or replaces it — an
 * event order for the suite, checked and priced by the order engine (`takeOrder`,
 * `modifyLockedOrder`, as `POST /orders` and `PUT /orders/modify/{id}`) with the owner as its
 * contact and its card held — then the suite goes pending with the owner's dietary needs as its
 * pre-order notes, each change in the change history by the owner (no user id, their email).
 * One transaction; with an `Idempotency-Key`, a retry answers the first answer. 410 when the
 * suite's pre-orders are closed, 409 `pre_order_locked` once its lock period began (staff still
 * change the order in the order manager). Locks: the key, the suite's owner writes
 * (pre-order-suites.repository.ts), then the order's locks (order-locks.repository.ts), the
 * suite's row last.
 */
export async function saveSuitePreOrder(
  app: PreOrderApp,
  token: string,
  locale: Locale,
  request: SuitePreOrderRequest,
  idempotencyKey: string | undefined,
): Promise<IdempotentAnswer<SuitePreOrder>> {
  const link = await openPreOrderLink(app, token, locale);
  return link.tenantTx((tx) =>
    idempotent(
      tx,
      {
        restaurantId: link.location.id,
        key: idempotencyKey,
        route: 'PUT /api/pre-orders/{token}',
        callerId: `suite-owner:${link.eventSuiteId}`,
        request,
      },
      async () => {
        await preOrderSuites.lockOwnerWrites(tx, link.eventSuiteId);
        const now = new Date();
        const suite = await readOpenSuite(tx, link, now);
        assertPreOrderOpen(suite, link, now);
        const created = await writeOwnerOrder(tx, link, suite, request);
        const pre = await ownerPreOrder(tx, suite.id);
        await recordSuitePreOrder(tx, link, suite, request, pre!);
        return { status: created ? 201 : 200, body: pre! };
      },
    ),
  );
}

/** The owner's order written through the engine; true when it is a new one. */
async function writeOwnerOrder(
  tx: Tx,
  link: PreOrderLink,
  suite: OpenPreOrderSuite,
  request: SuitePreOrderRequest,
): Promise<boolean> {
  assertSuiteMenu(suite, request.menu_id);
  const currentId = await preOrderSuites.ownerOrderId(tx, suite.id);
  const current = currentId === null ? null : await orders.findForUpdate(tx, currentId);
  const card = request.card ?? (current ? storedData(current).checkout.creditCard : null);
  if (!card) throw fieldsError({ card: validationIssue('required') }, link.locale);
  const ctx = ownerOrderContext(link, suite);
  const draft = ownerPreOrderDraft(link, suite, request, card);
  if (current) await modifyLockedOrder(tx, ctx, current, draft);
  else await takeOrder(tx, ctx, draft);
  return current === null;
}

/**
 * The suite after its owner's pre-order: its status as its orders give it (the domain's
 * `eventSuiteStatusFromOrders`, the one rule every order write follows: pending while an order
 * waits for staff, accepted once they took it), the owner's notes kept as its pre-order notes.
 */
async function recordSuitePreOrder(
  tx: Tx,
  link: PreOrderLink,
  suite: OpenPreOrderSuite,
  request: SuitePreOrderRequest,
  preOrder: SuitePreOrder,
): Promise<void> {
  const orders = await eventDayRepository.orderStatuses(tx, suite.id);
  const status = eventSuiteStatusFromOrders(suite.status, orders);
  await preOrderSuites.setOwnerPreOrder(tx, suite.id, { status, notes: request.notes });
  await recordChange(tx, {
    restaurantId: link.location.id,
    entity: 'event_suite',
    entityId: suite.id,
    action: 'pre_order',
    before: { status: suite.status, pre_order_additional_notes: suite.pre_order_additional_notes },
    after: { status, pre_order_additional_notes: request.notes, order_id: preOrder.order_id },
    user: { id: null, email: suite.owner.email ?? suite.owner.name },
  });
}
