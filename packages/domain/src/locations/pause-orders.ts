import { z } from 'zod';
import { validationIssue } from '../validation/validation-messages.ts';
import { addValidationIssue } from '../validation/zod-issues.ts';
import type { OrderOptions } from './location-config.ts';

/**
 * Pausing orders (spec part 2 §5, §7): `PUT /restaurants/{id}` with only `orders_paused` and
 * optionally the pause message. The message is optional, but a message given in one language
 * must be given in the other too ("Pause message needs both English and French").
 */
const ZPauseMessage = z.string().trim().max(500).nullable().optional();

export const ZPauseOrdersRequest = z
  .object({
    orders_paused: z.boolean(),
    /**
     * When ordering resumes by itself (an instant, ISO 8601); null or absent = until resumed by
     * hand. Only with `orders_paused: true`; a resume clears it.
     */
    orders_paused_until: z.iso.datetime({ offset: true }).nullable().optional(),
    order_options: z
      .object({
        orders_paused_message: ZPauseMessage,
        localization: z
          .object({ fr: z.object({ orders_paused_message: ZPauseMessage }).optional() })
          .optional(),
      })
      .optional(),
  })
  .superRefine((request, ctx) => {
    for (const language of missingPauseMessageLanguages(request)) {
      addValidationIssue(ctx, validationIssue('bothLanguages'), pauseMessagePath(language));
    }
  });
export type PauseOrdersRequest = z.infer<typeof ZPauseOrdersRequest>;

function pauseMessagePath(language: 'en' | 'fr'): string[] {
  return language === 'en'
    ? ['order_options', 'orders_paused_message']
    : ['order_options', 'localization', 'fr', 'orders_paused_message'];
}

const filled = (text: string | null | undefined) => (text ?? '').trim() !== '';

/**
 * The languages whose pause message is missing while the other one is given. Empty when both
 * or neither are given, and when orders are resumed (no message is shown then).
 */
export function missingPauseMessageLanguages(
  request: Pick<PauseOrdersRequest, 'orders_paused' | 'order_options'>,
): Array<'en' | 'fr'> {
  if (!request.orders_paused) return [];
  const en = filled(request.order_options?.orders_paused_message);
  const fr = filled(request.order_options?.localization?.fr?.orders_paused_message);
  if (en === fr) return [];
  return en ? ['fr'] : ['en'];
}

/**
 * True when an update body is the pause toggle: `orders_paused`, and `orders_paused_until` and
 * `order_options` at most.
 */
export function isPauseOrdersBody(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const keys = Object.keys(body);
  return keys.includes('orders_paused') && keys.every((k) => pauseBodyKeys.includes(k));
}

const pauseBodyKeys = ['orders_paused', 'orders_paused_until', 'order_options'];

/**
 * Whether ordering is paused at `now`: paused, and either until resumed by hand or until a time
 * not yet come. Read at every use, so a location never stays paused past its time even when the
 * job that resumes it runs late (or never: a process gone when it was due).
 */
export function ordersPausedAt(
  location: { orders_paused: boolean; orders_paused_until: Date | string | null },
  now: Date,
): boolean {
  if (!location.orders_paused) return false;
  if (location.orders_paused_until === null) return true;
  return new Date(location.orders_paused_until).getTime() > now.getTime();
}

/**
 * The location's order options after a pause request: the messages sent replace the stored
 * ones (an empty message clears it), everything else is kept.
 */
export function applyPauseOrders(current: OrderOptions, request: PauseOrdersRequest): OrderOptions {
  const sent = request.order_options;
  if (!sent) return current;
  const next: OrderOptions = { ...current, localization: { ...current.localization } };
  if (sent.orders_paused_message !== undefined) {
    next.orders_paused_message = sent.orders_paused_message || null;
  }
  const fr = sent.localization?.fr?.orders_paused_message;
  if (fr !== undefined) {
    next.localization.fr = { ...current.localization.fr, orders_paused_message: fr || null };
  }
  return next;
}
