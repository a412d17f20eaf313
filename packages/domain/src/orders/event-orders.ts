import { z } from 'zod';
import { ZId } from '../catalogue/catalogue-fields.ts';

/** `POST /orders/fire-event`: the event whose orders go to the kitchen. */
export const ZFireEventRequest = z.object({ eventId: ZId });
export type FireEventRequest = z.infer<typeof ZFireEventRequest>;

/** What firing sent: the event, when, and its orders now in progress (by number). */
export const ZFireEventAnswer = z.object({
  event_id: ZId,
  fired_at: z.string(),
  orders: z.array(z.object({ id: ZId, order_number: z.int().nullable() })),
});
export type FireEventAnswer = z.infer<typeof ZFireEventAnswer>;
