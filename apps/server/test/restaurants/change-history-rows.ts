import { and, desc, eq } from 'drizzle-orm';
import { changeHistory } from '../../src/db/schema/index.ts';
import type { TestApp } from '../helpers/test-app.ts';

/** The change-history entries of one location's own row, newest first. */
export function locationChanges(t: TestApp, restaurantId: number) {
  return t.database.db
    .select()
    .from(changeHistory)
    .where(
      and(eq(changeHistory.restaurant_id, restaurantId), eq(changeHistory.entity, 'restaurant')),
    )
    .orderBy(desc(changeHistory.id));
}
