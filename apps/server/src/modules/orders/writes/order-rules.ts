import {
  addressDeliveryRefusal,
  contactProblems,
  deliveryOffered,
  orderTypeNeeds,
  questionProblems,
  validationIssue,
  type ContactFieldsConfig,
  type OrderDraft,
  type ValidationIssue,
} from '@app/domain';
import type { Tx } from '../../../db/client.ts';
import { AppError } from '../../../errors/app-error.ts';
import { customQuestionOf, deliveryOfferOf } from '../../ordering-config/ordering-config-parts.ts';
import { orderingConfigRepository } from '../../ordering-config/ordering-config.repository.ts';
import type { OrderTakingContext } from '../../../context/order-context.ts';
import { fieldsError } from '../../../errors/validation-failed.ts';
import { isDelivered } from '../order-delivery.ts';

/**
 * The order-type rules of a submit (spec part 2 §4, §5), after pricing and scheduling: a table
 * for dine-in, a student for school orders, a usable delivery address, the contact fields the
 * location asks for and the answers to its custom checkout questions. The rules themselves are
 * the domain's; this file reads the location's settings and turns each refusal into its error.
 */

/**
 * Checks the rules of the order's type; answers the draft with the delivery block's type set to
 * the location's delivery type. Throws what `assertOrderDetails` throws, then
 * `delivery_config_invalid`, `delivery_address_*` or 400 `validation_failed` for a custom
 * delivery without its location.
 */
export async function assertOrderTypeRules(
  tx: Tx,
  ctx: OrderTakingContext,
  draft: OrderDraft,
): Promise<OrderDraft> {
  await assertOrderDetails(tx, ctx, draft);
  return isDelivered(draft) ? withCheckedDelivery(tx, ctx, draft) : draft;
}

/** No contact field required: a dine-in check's contact is only checked for its formats. */
const NOTHING_REQUIRED: ContactFieldsConfig = {
  name: { required: false, hide: false },
  email: { required: false, hide: false },
  phone_number: { required: false, hide: false },
};

/**
 * The rules that need no delivery settings: `table_required` (dine-in),
 * `school_details_required` (school orders), then one 400 `validation_failed` naming every
 * field in the way, one message each: the contact fields the location asks for
 * (`contactProblems`: required, length, email and phone formats) and the answers to its custom
 * checkout questions (`questionProblems`: required ones answered, answers that fit, no unknown
 * question). Dine-in checks carry guest details instead of a contact (spec part 2 §2 "guest
 * details"): nothing of their contact is required, but what is given must be readable.
 */
export async function assertOrderDetails(
  tx: Tx,
  ctx: OrderTakingContext,
  draft: OrderDraft,
): Promise<void> {
  const needs = orderTypeNeeds(draft.type);
  const { config, checkout } = draft.data;
  if (needs.table && !config.tableInfo?.tableNum) throw new AppError('table_required');
  if (needs.school && !checkout.school?.student_name) throw new AppError('school_details_required');
  const contactConfig = needs.table
    ? NOTHING_REQUIRED
    : ctx.location.menu_manager_config.contact_fields_config;
  const issues: Record<string, ValidationIssue> = {};
  for (const [field, issue] of Object.entries(contactProblems(checkout.contact, contactConfig))) {
    if (issue) issues[`data.checkout.contact.${field}`] = issue;
  }
  const rows = await orderingConfigRepository.customQuestions(tx, ctx.restaurantId);
  const questions = rows.flatMap((row) => customQuestionOf(row) ?? []);
  for (const [field, issue] of Object.entries(questionProblems(checkout.questions, questions))) {
    issues[`data.checkout.${field}`] = issue;
  }
  if (Object.keys(issues).length > 0) throw fieldsError(issues, ctx.locale);
}

async function withCheckedDelivery(
  tx: Tx,
  ctx: OrderTakingContext,
  draft: OrderDraft,
): Promise<OrderDraft> {
  const settings = await orderingConfigRepository.deliverySettings(tx, ctx.restaurantId);
  const offer = deliveryOfferOf(ctx.location, settings);
  const type = offer.type;
  if (!deliveryOffered(offer) || !type) throw new AppError('delivery_config_invalid');
  const delivery = draft.data.checkout.delivery;
  if (type === 'address') {
    const problem = addressDeliveryRefusal(offer, delivery?.address ?? null);
    if (problem) throw new AppError(problem);
  } else if (!delivery?.location) {
    throw fieldsError(
      { 'data.checkout.delivery.location': validationIssue('required') },
      ctx.locale,
    );
  }
  if (!delivery) return draft;
  return {
    ...draft,
    data: { ...draft.data, checkout: { ...draft.data.checkout, delivery: { ...delivery, type } } },
  };
}
