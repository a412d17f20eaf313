import { z } from 'zod';
import { MAX_LINE_QUANTITY } from '../order-constants.ts';
import { ZOrder } from '../order-schemas.ts';
import { ZOrderMoney, ZOrderTransaction } from './ledger-schemas.ts';

/**
 * The money actions of the order manager after submit (docs/decisions/order-money.md): refunds,
 * refund requests, deposit requests and removing an item. Amounts in dollars, 2 decimals at most.
 */

/** Most a typed refund or deposit may be, in dollars (an order total is far below). */
export const MAX_MONEY_ACTION_AMOUNT = 1_000_000;

const ZActionAmount = z
  .number()
  .positive()
  .max(MAX_MONEY_ACTION_AMOUNT)
  .refine((amount) => Number.isInteger(Math.round(amount * 100 * 1e6) / 1e6), {
    params: { rule: 'invalid' },
  });

const ZCartIndex = z.int().min(0).max(10_000);

export const refundModes = ['full', 'amount', 'lines'] as const;
export type RefundMode = (typeof refundModes)[number];

/** One item line refunded in part or whole: `quantity` of the line's units. */
export const ZRefundLine = z.object({
  cartIndex: ZCartIndex,
  quantity: z.int().min(1).max(MAX_LINE_QUANTITY),
});
export type RefundLine = z.infer<typeof ZRefundLine>;

/**
 * `POST /orders/refund`. `amount` is required for `mode: 'amount'`, `lines` (each cart index
 * once) for `mode: 'lines'`; `request: true` records a refund request instead of refunding.
 */
export const ZRefundRequest = z
  .object({
    orderId: z.int().positive(),
    mode: z.enum(refundModes),
    amount: ZActionAmount.optional(),
    lines: z.array(ZRefundLine).min(1).max(200).optional(),
    reason: z.string().trim().min(1).max(500),
    request: z.boolean().default(false),
  })
  .superRefine((body, ctx) => {
    if (body.mode === 'amount' && body.amount === undefined) {
      ctx.addIssue({ code: 'custom', path: ['amount'], params: { rule: 'required' } });
    }
    if (body.mode === 'lines' && body.lines === undefined) {
      ctx.addIssue({ code: 'custom', path: ['lines'], params: { rule: 'required' } });
    }
    const indexes = (body.lines ?? []).map((line) => line.cartIndex);
    if (new Set(indexes).size !== indexes.length) {
      ctx.addIssue({ code: 'custom', path: ['lines'], params: { rule: 'invalid' } });
    }
  });
export type RefundRequest = z.infer<typeof ZRefundRequest>;

/** `POST /orders/request-deposit`. */
export const ZRequestDepositRequest = z.object({
  orderId: z.int().positive(),
  amount: ZActionAmount,
  note: z.string().trim().max(500).optional(),
});
export type RequestDepositRequest = z.infer<typeof ZRequestDepositRequest>;

/** `POST /orders/{id}/remove-item`. */
export const ZRemoveItemRequest = z.object({ cartIndex: ZCartIndex });
export type RemoveItemRequest = z.infer<typeof ZRemoveItemRequest>;

/** The answer of every money action: the order after it, its money and its whole ledger. */
export const ZOrderMoneyActionAnswer = z.object({
  order: ZOrder,
  money: ZOrderMoney,
  transactions: z.array(ZOrderTransaction),
});
export type OrderMoneyActionAnswer = z.infer<typeof ZOrderMoneyActionAnswer>;
