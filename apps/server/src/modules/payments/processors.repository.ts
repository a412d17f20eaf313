import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { restaurants, stripeCardTokens } from '../../db/schema/index.ts';
import { currentTenant } from '../../db/schema/tenancy.ts';

export type StripeCardRow = typeof stripeCardTokens.$inferSelect;

/**
 * The location's processor settings and Stripe's cards on file, for the tenant of the running
 * transaction (RLS keeps other locations out; `restaurant_id` is taken from the transaction).
 */
export const processorsRepository = {
  /** The tenant's processor and its sealed Stripe key (null when none). */
  async settings(tx: Tx): Promise<{ id: number; processor: string; sealedKey: string | null }> {
    const [row] = await tx
      .select({
        id: restaurants.id,
        processor: restaurants.payment_processor,
        sealedKey: restaurants.stripe_secret_key,
      })
      .from(restaurants)
      .where(eq(restaurants.id, currentTenant))
      .limit(1);
    if (!row) throw new Error('processor settings are read in a tenant transaction');
    return row;
  },

  async insertStripeCard(tx: Tx, row: Omit<StripeCardRow, 'restaurant_id' | 'created_at'>) {
    await tx.insert(stripeCardTokens).values({ ...row, restaurant_id: currentTenant });
  },

  async findStripeCard(tx: Tx, token: string): Promise<StripeCardRow | null> {
    const [row] = await tx
      .select()
      .from(stripeCardTokens)
      .where(eq(stripeCardTokens.token, token))
      .limit(1);
    return row ?? null;
  },
};
