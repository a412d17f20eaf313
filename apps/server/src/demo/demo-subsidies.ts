import type { Tx } from '../db/client.ts';
import { subsidies, subsidyCodes } from '../db/schema/index.ts';

/** The demo school's subsidies, one of each type, each with a few codes (some held, one off). */
const demoSubsidies = [
  {
    name: 'Free lunch',
    localization: { fr: { name: 'Dîner gratuit' } },
    type: 'fixed_item_price',
    amount: 0,
    max_meals_per_day: 1,
    prefix: 'FREE',
  },
  {
    name: 'Half-price meals',
    localization: { fr: { name: 'Repas à moitié prix' } },
    type: 'discount',
    amount: 50,
    amount_type: 'percentage',
    max_meals_per_day: 2,
    prefix: 'HALF',
  },
  {
    name: 'Pay what you can',
    localization: { fr: { name: 'Payez ce que vous pouvez' } },
    type: 'pay_what_you_can',
    amount: null,
    max_meals_per_day: null,
    prefix: 'PWYC',
  },
] as const;

const holders = [
  { account_name: 'Léa Tremblay', email: 'lea.tremblay@demo.test' },
  { account_name: 'Noah Gagnon', email: 'noah.gagnon@demo.test' },
  { account_name: null, email: null },
];

/** Inserts the demo school's subsidies and their codes (`FREE-DEMO1`…, `PWYC-DEMO3`). */
export async function insertDemoSubsidies(tx: Tx, schoolId: number): Promise<void> {
  for (const { prefix, ...values } of demoSubsidies) {
    const [subsidy] = await tx
      .insert(subsidies)
      .values({ restaurant_id: schoolId, ...values })
      .returning({ id: subsidies.id });
    await tx.insert(subsidyCodes).values(
      holders.map((holder, index) => ({
        restaurant_id: schoolId,
        subsidy_id: subsidy!.id,
        code: `${prefix}-DEMO${index + 1}`,
        status: index === 2 && prefix === 'HALF' ? 'inactive' : 'active',
        ...holder,
      })),
    );
  }
}
