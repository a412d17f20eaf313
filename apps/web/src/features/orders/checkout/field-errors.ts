/**
 * Errors of the checkout by dotted path under `checkout` (`contact.phone_number`,
 * `delivery.address`, `school.student_name`, `pickup.dueByDate`…): the server's refusal of a
 * submit or the page's own checks, already in the interface language.
 */
export type FieldErrors = Readonly<Record<string, string | undefined>>;

/**
 * Marks a field required for people (asterisk) and assistive technology (`aria-required`)
 * without the browser's own required check: the page may sit in a form, and the product's
 * messages, not the browser's, say what is missing.
 */
export function requiredProps(required: boolean) {
  return { withAsterisk: required, 'aria-required': required };
}
