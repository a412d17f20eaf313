import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { CustomQuestionConfig } from '@app/domain';
import type { Tx } from '../../db/client.ts';
import type { Localization } from '../../db/schema/columns.ts';
import { customCheckoutQuestions, orderingParameters } from '../../db/schema/index.ts';
import {
  orderingConfigRepository,
  type CustomQuestionRow,
  type OrderingParametersRow,
} from '../ordering-config/ordering-config.repository.ts';

export type OrderingParametersValues = Omit<
  typeof orderingParameters.$inferInsert,
  'restaurant_id' | 'end_of_school_year' | 'updated_at'
>;

/** A question's columns; its French options are a list, which the column's text type cannot say. */
export type QuestionValues = Pick<
  typeof customCheckoutQuestions.$inferInsert,
  'type' | 'text' | 'options' | 'required'
> & { localization: CustomQuestionConfig['localization']; order: number };

const questionColumns = ({ localization, ...values }: QuestionValues) => ({
  ...values,
  localization: localization as Localization,
});

/**
 * Settings › Operations' rows, under the tenant's row-level security: the one ordering-parameters
 * row of the location and its custom checkout questions. Reads that orders share come from the
 * ordering-config repository, so both see the same rows the same way.
 */
export const operationsRepository = {
  /** The parameters row, locked until the transaction ends (null when the location has none). */
  async orderingParametersForUpdate(
    tx: Tx,
    restaurantId: number,
  ): Promise<OrderingParametersRow | null> {
    const [row] = await tx
      .select()
      .from(orderingParameters)
      .where(eq(orderingParameters.restaurant_id, restaurantId))
      .for('update');
    return row ?? null;
  },

  /** Writes the parameters (the school year is left as it is). */
  async saveOrderingParameters(
    tx: Tx,
    restaurantId: number,
    values: OrderingParametersValues,
  ): Promise<OrderingParametersRow> {
    const set = { ...values, updated_at: sql`now()` };
    const [row] = await tx
      .insert(orderingParameters)
      .values({ restaurant_id: restaurantId, ...values })
      .onConflictDoUpdate({ target: orderingParameters.restaurant_id, set })
      .returning();
    return row!;
  },

  async saveSchoolYear(tx: Tx, restaurantId: number, date: string): Promise<OrderingParametersRow> {
    const [row] = await tx
      .insert(orderingParameters)
      .values({ restaurant_id: restaurantId, end_of_school_year: date })
      .onConflictDoUpdate({
        target: orderingParameters.restaurant_id,
        set: { end_of_school_year: date, updated_at: sql`now()` },
      })
      .returning();
    return row!;
  },

  customQuestions: (tx: Tx, restaurantId: number) =>
    orderingConfigRepository.customQuestions(tx, restaurantId),

  /** Removes the location's questions whose ids are not in `keep`. */
  async deleteQuestionsExcept(tx: Tx, restaurantId: number, keep: number[]): Promise<void> {
    const location = eq(customCheckoutQuestions.restaurant_id, restaurantId);
    await tx
      .delete(customCheckoutQuestions)
      .where(keep.length ? and(location, notInArray(customCheckoutQuestions.id, keep)) : location);
  },

  async updateQuestion(
    tx: Tx,
    restaurantId: number,
    id: number,
    values: QuestionValues,
  ): Promise<void> {
    await tx
      .update(customCheckoutQuestions)
      .set({ ...questionColumns(values), updated_at: sql`now()` })
      .where(
        and(
          eq(customCheckoutQuestions.restaurant_id, restaurantId),
          eq(customCheckoutQuestions.id, id),
        ),
      );
  },

  async insertQuestion(
    tx: Tx,
    restaurantId: number,
    values: QuestionValues,
  ): Promise<CustomQuestionRow> {
    const [row] = await tx
      .insert(customCheckoutQuestions)
      .values({ restaurant_id: restaurantId, ...questionColumns(values) })
      .returning();
    return row!;
  },
};
