import { randomUUID } from 'node:crypto';
import type { DeepMenu, OrderDraftInput, OrderingConfig } from '@app/domain';

/**
 * The order the mixed load submits again and again: a take-out at the demo bistro's All Day Menu
 * (its first item without options), scheduled tomorrow at noon so it is valid at any hour, with
 * the location's required checkout questions answered. Submitted once here, so a draft the rules
 * refuse stops the bench instead of measuring refusals.
 */
export async function bistroDraft(address: string, headers: Record<string, string>) {
  const answer = await fetch(`${address}/api/menus/deep-get-menus`, { headers });
  const menus = (await answer.json()) as DeepMenu[];
  const menu = menus.find((candidate) => candidate.name === 'All Day Menu');
  const items = menu ? [...menu.items, ...menu.sections.flatMap((section) => section.items)] : [];
  const item = items.find((candidate) => candidate.options.length === 0 && !candidate.is_hidden);
  if (!menu || !item) throw new Error('mixed: the demo bistro has no All Day Menu item to order');
  const config = (await (
    await fetch(`${address}/api/orders/ordering-config`, { headers })
  ).json()) as OrderingConfig;
  // The required questions answered with their first option (the bistro asks about cutlery).
  const questions = config.customQuestions
    .filter((question) => question.required)
    .map((question) => ({ question_id: question.id, answer: question.options[0] ?? 'none' }));
  const tomorrow = new Date(Date.now() + 24 * 3600 * 1000).toISOString().slice(0, 10);
  const draft: OrderDraftInput = {
    type: 'take_out',
    data: {
      config: { menuId: menu.id, takeOutType: 'pickup' },
      items: [{ id: item.id, menu_id: menu.id, quantity: 1 }],
      checkout: {
        contact: {
          full_name: 'Bench Guest',
          email: 'bench@example.test',
          phone_number: '416-555-0100',
          other: '',
        },
        pickup: { scheduled: true, dueByDate: tomorrow, dueByTime: '12:00' },
        questions,
      },
    },
  };
  const first = await fetch(`${address}/api/orders`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify(draft),
  });
  if (first.status !== 201) throw new Error(`mixed: the draft is refused: ${await first.text()}`);
  return draft;
}
