import { suitePreOrderDraft, type OrderDraft, type SuitePreOrderRequest } from '@app/domain';
import { AppError } from '../../../errors/app-error.ts';
import { validationError } from '../../../errors/validation-failed.ts';
import type { OpenPreOrderSuite, PreOrderLink } from './pre-order-access.ts';

/** 400 `event_package_not_offered` for a menu that is not one of the suite's pre-order menus. */
export function assertSuiteMenu(suite: OpenPreOrderSuite, menuId: number): void {
  if (!suite.menu_ids.includes(menuId)) throw new AppError('event_package_not_offered');
}

/**
 * The event order the owner's request becomes (the domain's `suitePreOrderDraft`), held on
 * `card`: 400 `event_package_not_offered` for a menu that is not one of the suite's, 400
 * `validation_failed` when the draft breaks the order schema's own limits. The order engine
 * checks and prices it next, like any order.
 */
export function ownerPreOrderDraft(
  link: PreOrderLink,
  suite: OpenPreOrderSuite,
  request: SuitePreOrderRequest,
  card: SuitePreOrderRequest['card'],
): OrderDraft {
  assertSuiteMenu(suite, request.menu_id);
  const { owner } = suite;
  const parsed = suitePreOrderDraft(
    request,
    {
      eventId: suite.event_id,
      eventSuiteId: suite.id,
      owner: { name: owner.name, email: owner.email ?? '', phone_number: owner.phone_number },
    },
    card,
  );
  if (!parsed.success) throw validationError(parsed.error.issues, link.locale);
  return parsed.data;
}
