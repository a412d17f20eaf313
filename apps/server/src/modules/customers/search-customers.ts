import { CUSTOMER_SEARCH_LIMIT, type Customer } from '@app/domain';
import type { TenantContext } from '../../context/tenant-context.ts';
import { customersRepository } from './customers.repository.ts';

/** `GET /customers?search=`: up to 20 accounts whose email or name holds the text, by email. */
export function searchCustomers(
  ctx: TenantContext,
  search: string | undefined,
): Promise<Customer[]> {
  return ctx.tenantTx(async (tx) => {
    const rows = await customersRepository.search(
      tx,
      ctx.restaurantId,
      search ?? '',
      CUSTOMER_SEARCH_LIMIT,
    );
    return rows.map(({ id, email, name, source }) => ({ id, email, name, source }));
  });
}
