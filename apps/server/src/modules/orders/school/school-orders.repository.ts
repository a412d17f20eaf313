import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { orders } from '../../../db/schema/index.ts';

/** The reads of school delivery changes. */
export const schoolOrdersRepository = {
  /** Ids of the open school orders of one student (same name, same contact email), oldest first. */
  async openOrdersOfStudent(
    tx: Tx,
    restaurantId: number,
    student: { name: string; email: string | null },
  ): Promise<number[]> {
    const email: SQL = student.email
      ? eq(orders.customer_email, student.email)
      : isNull(orders.customer_email);
    const rows = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.restaurant_id, restaurantId),
          eq(orders.type, 'school'),
          inArray(orders.status, ['pending', 'in_progress']),
          eq(orders.student_name, student.name),
          email,
        ),
      )
      .orderBy(asc(orders.id));
    return rows.map((row) => row.id);
  },
};
