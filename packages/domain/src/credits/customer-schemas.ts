import { z } from 'zod';

/**
 * Customer accounts (docs/decisions/customers-and-credits.md): the people who order at a
 * location, one per email (any case). They come from order contacts, memberships, imported lists
 * and staff; credit is given only to an account.
 */

export const customerSources = ['order', 'membership', 'import', 'staff'] as const;
export const ZCustomerSource = z.enum(customerSources);

/** The most accounts one search answers (the Credits screen's picker). */
export const CUSTOMER_SEARCH_LIMIT = 20;

export const ZCustomer = z.object({
  id: z.int(),
  email: z.string(),
  name: z.string().nullable(),
  source: z.string(),
});
export type Customer = z.infer<typeof ZCustomer>;

/** `GET /customers?search=`: accounts whose email or name holds the text, by email. */
export const ZCustomersQuery = z.object({ search: z.string().trim().max(254).optional() });
export const ZCustomersResponse = z.array(ZCustomer);

/** `POST /customers/import` answer: lines read, accounts created, emails already known. */
export const ZCustomerImportResult = z.object({
  lines: z.int(),
  created: z.int(),
  existing: z.int(),
});
export type CustomerImportResult = z.infer<typeof ZCustomerImportResult>;
