import {
  contactProblems,
  orderTypeNeeds,
  questionProblems,
  validationMessage,
  type Locale,
  type OrderDraft,
  type OrderingConfig,
} from '@app/domain';
import { errorMessage } from '#i18n/error-messages.ts';
/**
 * The checkout fields the order cannot be sent without, by dotted path under `checkout` and in
 * the interface language, judged by the domain's rules as the server judges them: the contact
 * fields the location asks for (not on a dine-in check, which has guest details instead), the
 * student of a school order, and the required custom questions. Empty = nothing missing.
 */
export function checkoutProblems(
  draft: OrderDraft,
  config: Pick<OrderingConfig, 'contactFields' | 'customQuestions'>,
  locale: Locale,
): Record<string, string> {
  const needs = orderTypeNeeds(draft.type);
  const { checkout } = draft.data;
  const problems: Record<string, string> = {};
  if (!needs.table) {
    for (const [field, issue] of Object.entries(
      contactProblems(checkout.contact, config.contactFields),
    ))
      if (issue) problems[`contact.${field}`] = validationMessage(issue, locale);
  }
  if (needs.school && !checkout.school?.student_name?.trim())
    problems['school.student_name'] = errorMessage('school_details_required', locale);
  for (const [path, issue] of Object.entries(
    questionProblems(checkout.questions, config.customQuestions),
  ))
    problems[path] = validationMessage(issue, locale);
  return problems;
}
