import {
  CREDIT_HISTORY_PAGE_SIZE,
  ZCreditKind,
  parseCreditDateRange,
  zonedDaysSpan,
  type CreditHistoryPage,
} from '@app/domain';
import { AppError } from '../../errors/app-error.ts';
import type { CreditContext } from './credit-context.ts';
import { creditHistoryRepository, type CreditMovementRow } from './credit-history.repository.ts';

/**
 * `GET /auth/credits/history`: every ledger row written in the date range (the location's days,
 * both included), newest first, with who wrote it — a member of staff by name and email, or
 * nobody for the expiry job — and the number of the order that moved it. A range that cannot be
 * read, is backwards or longer than a year is 400 `date_range_required`.
 */
export async function listCreditHistory(
  ctx: CreditContext,
  query: { dateRange: string; email?: string | undefined; cursor?: number | undefined },
): Promise<CreditHistoryPage> {
  const range = parseCreditDateRange(query.dateRange);
  if (!range) throw new AppError('date_range_required');
  const zone = ctx.location.timezone;
  const rows = await ctx.tenantTx((tx) =>
    creditHistoryRepository.page(tx, ctx.restaurantId, {
      ...zonedDaysSpan(range.from, range.to, zone),
      email: query.email,
      before: query.cursor,
      limit: CREDIT_HISTORY_PAGE_SIZE + 1,
    }),
  );
  const page = rows.slice(0, CREDIT_HISTORY_PAGE_SIZE);
  const ids = [
    ...new Set(page.flatMap((row) => (row.created_by === null ? [] : [row.created_by]))),
  ];
  const staff = await creditHistoryRepository.staffByIds(ctx.db, ids);
  return {
    items: page.map((row) => movementOf(row, staff)),
    next_cursor: rows.length > CREDIT_HISTORY_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
  };
}

function movementOf(row: CreditMovementRow, staff: Map<number, { name: string; email: string }>) {
  const kind = ZCreditKind.safeParse(row.kind);
  return {
    id: row.id,
    created_at: row.created_at.toISOString(),
    credit_id: row.credit_id,
    email: row.email,
    name: row.name,
    kind: kind.success ? kind.data : ('adjust' as const),
    amount: Number(row.amount),
    balance_after: Number(row.balance_after),
    order_id: row.order_id,
    order_number: row.order_number,
    note: row.note,
    by: row.created_by === null ? null : (staff.get(row.created_by) ?? null),
  };
}
