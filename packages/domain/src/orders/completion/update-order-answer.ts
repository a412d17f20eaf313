import type { z } from 'zod';
import { ZOrder } from '../order-schemas.ts';
import { ZOrderCompletion } from './completion-schemas.ts';

/** `PUT /orders/{id}` answers the order; a completion adds how its balance was settled. */
export const ZUpdateOrderAnswer = ZOrder.extend({ completion: ZOrderCompletion.optional() });
export type UpdateOrderAnswer = z.infer<typeof ZUpdateOrderAnswer>;
