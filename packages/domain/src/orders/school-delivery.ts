import { z } from 'zod';
import { ZSchoolDetails } from './order-schemas.ts';

/**
 * `PUT /orders/modify-school-delivery/{id}` (spec part 2 §7 "delivery, modifyAllOrders"): a school
 * order's delivery details (school, grade, classroom, teacher, student name), for that order or
 * for every open order of the same student (same student name and same contact email).
 */
export const ZModifySchoolDeliveryRequest = z.object({
  delivery: ZSchoolDetails,
  modifyAllOrders: z.boolean().default(false),
});
export type ModifySchoolDeliveryRequest = z.infer<typeof ZModifySchoolDeliveryRequest>;
