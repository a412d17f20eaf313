import type { Tx } from '../db/client.ts';
import { itemOptionGroups, optionGroups, optionValues } from '../db/schema/index.ts';
import type { DemoCatalogue, DemoItem } from './demo-catalogue-types.ts';
import { localizedName } from './demo-text.ts';
import { nutritionFacts } from './nutrition-facts.ts';

/**
 * The modifier groups of the catalogues, their values (calories from the nutrition table when it
 * knows the value) and the links from items to groups, named by the catalogue's group keys.
 */
export async function insertDemoOptionGroups(
  tx: Tx,
  catalogues: [number, DemoCatalogue][],
  insertedItems: { item: DemoItem; id: number; restaurantId: number }[],
) {
  const groupList = catalogues.flatMap(([restaurantId, catalogue]) =>
    catalogue.optionGroups.map((group, order) => ({ restaurantId, group, order })),
  );
  if (groupList.length === 0) return;
  const groupRows = await tx
    .insert(optionGroups)
    .values(
      groupList.map(({ restaurantId, group, order }) => ({
        restaurant_id: restaurantId,
        name: group.name,
        type: group.type ?? 'addons',
        allow_multiple_selection: group.allow_multiple_selection ?? false,
        required: group.required ?? false,
        limit: group.limit ?? null,
        description: group.description ?? null,
        custom_quantities: group.custom_quantities ?? false,
        order,
        localization: localizedName(group.fr),
      })),
    )
    .returning({ id: optionGroups.id });
  const facts = nutritionFacts();
  await tx.insert(optionValues).values(
    groupList.flatMap(({ restaurantId, group }, index) =>
      group.values.map((value, order) => ({
        restaurant_id: restaurantId,
        option_group_id: groupRows[index]!.id,
        name: value.name,
        calories: value.calories ?? facts.get(value.source ?? value.name) ?? null,
        price: value.price,
        order,
        default_selection: value.default_selection ?? false,
        // A default selection is chosen once unless it says otherwise (as the editor saves it).
        quantity: value.quantity ?? (value.default_selection ? 1 : null),
        max_quantity: value.max_quantity ?? 1,
        localization: localizedName(value.fr),
      })),
    ),
  );
  const groupId = new Map(
    groupList.map(({ restaurantId, group }, index) => [
      `${restaurantId}:${group.key}`,
      groupRows[index]!.id,
    ]),
  );
  const links = insertedItems.flatMap(({ item, id, restaurantId }) =>
    (item.options ?? []).map((key, order) => {
      const optionGroupId = groupId.get(`${restaurantId}:${key}`);
      if (!optionGroupId) throw new Error(`demo data: unknown option group ${key}`);
      return { restaurant_id: restaurantId, item_id: id, option_group_id: optionGroupId, order };
    }),
  );
  if (links.length) await tx.insert(itemOptionGroups).values(links);
}
