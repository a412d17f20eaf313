import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import {
  creditTransactions,
  credits,
  customers,
  orderingParameters,
  users,
} from '../db/schema/index.ts';

const DAY_MS = 86_400_000;

/** The demo school's families: customer accounts, as a list imported before the year began. */
const families = [
  { email: 'lea.tremblay@demo.test', name: 'Léa Tremblay' },
  { email: 'noah.gagnon@demo.test', name: 'Noah Gagnon' },
  { email: 'olivia.roy@demo.test', name: 'Olivia Roy' },
  { email: 'liam.cote@demo.test', name: 'Liam Côté' },
  { email: 'emma.bouchard@demo.test', name: 'Emma Bouchard' },
];

/** Credits with some history: [email, movements (kind, amount, days ago, note)]. */
const demoCredits: [string, [string, number, number, string | null][]][] = [
  [
    'lea.tremblay@demo.test',
    [
      ['grant', 30, 20, 'Fundraiser prize'],
      ['staff_adjust', -5, 6, 'Field trip lunch paid in cash'],
    ],
  ],
  ['noah.gagnon@demo.test', [['grant', 10, 12, null]]],
  [
    'olivia.roy@demo.test',
    [
      ['grant', 15, 25, null],
      ['expire', -15, 3, null],
    ],
  ],
];

/**
 * The demo school's customer accounts (its families and the contacts of its demo orders) and a
 * few credits given by the demo manager, with their ledger rows, expiring at the end of the
 * school year (docs/decisions/customers-and-credits.md).
 */
export async function insertDemoCredits(tx: Tx, schoolId: number, now: Date): Promise<void> {
  await tx
    .insert(customers)
    .values(families.map((family) => ({ restaurant_id: schoolId, ...family, source: 'import' })));
  await tx.execute(
    sql`insert into customers (restaurant_id, email, name, source)
        select distinct on (lower(customer_email)) restaurant_id, customer_email, customer_name, 'order'
        from orders where restaurant_id = ${schoolId} and coalesce(customer_email, '') <> ''
        on conflict do nothing`,
  );
  const [manager] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'manager@demo.test'));
  const [parameters] = await tx
    .select({ endOfYear: orderingParameters.end_of_school_year })
    .from(orderingParameters)
    .where(eq(orderingParameters.restaurant_id, schoolId));
  for (const [email, movements] of demoCredits) {
    const family = families.find((f) => f.email === email)!;
    const balance = movements.reduce((sum, [, amount]) => sum + amount, 0);
    const [credit] = await tx
      .insert(credits)
      .values({
        restaurant_id: schoolId,
        email,
        name: family.name,
        balance,
        expiry_date: parameters?.endOfYear ?? null,
      })
      .returning({ id: credits.id });
    let running = 0;
    for (const [kind, amount, daysAgo, note] of movements) {
      running += amount;
      await tx.insert(creditTransactions).values({
        restaurant_id: schoolId,
        credit_id: credit!.id,
        kind,
        amount,
        balance_after: running,
        note,
        created_by: manager?.id ?? null,
        created_at: new Date(now.getTime() - daysAgo * DAY_MS),
      });
    }
  }
}
