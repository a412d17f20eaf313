import type { CartOption } from './order-schemas.ts';
import type { OrderableItem, OrderableOptionGroup } from './item-pricing.ts';

/**
 * Nested modifier groups (spec part 1 §3: an option value's `sub_group` opens another group when
 * it is chosen). A line may hold options of the item's linked groups and of every sub-group an
 * option it holds opens, at any depth; a sub-group is known by its id like any group, so its
 * options are `{ group_id: <sub-group>, value_id }` lines of `orderOptions`.
 */

type Groups = readonly OrderableOptionGroup[];

/**
 * The groups whose options a line may hold: the item's linked groups (`option_groups`, in link
 * order), then each sub-group (`sub_option_groups`) opened by an option chosen in a group
 * already open, in the order they open, each once (a group that opens an earlier one opens
 * nothing new, so loops end).
 */
export function openOptionGroups(
  item: Pick<OrderableItem, 'option_groups' | 'sub_option_groups'>,
  options: readonly CartOption[],
): OrderableOptionGroup[] {
  const subGroups = new Map((item.sub_option_groups ?? []).map((group) => [group.id, group]));
  const open = [...item.option_groups];
  const seen = new Set(open.map((group) => group.id));
  for (let index = 0; index < open.length; index += 1) {
    const group = open[index]!;
    for (const value of group.values) {
      const sub = value.sub_group_id == null ? undefined : subGroups.get(value.sub_group_id);
      if (!sub || seen.has(sub.id)) continue;
      const chosen = options.some(
        (option) =>
          option.group_id === group.id && option.value_id === value.id && option.quantity > 0,
      );
      if (!chosen) continue;
      seen.add(sub.id);
      open.push(sub);
    }
  }
  return open;
}

/**
 * The sub-groups reachable from `linked` through their options' `sub_group_id` (any depth, each
 * once, breadth first), leaving out the linked groups themselves: an item's `sub_option_groups`.
 * Ids missing from `groupsById` are skipped.
 */
export function reachableSubGroups(
  linked: Groups,
  groupsById: ReadonlyMap<number, OrderableOptionGroup>,
): OrderableOptionGroup[] {
  const seen = new Set(linked.map((group) => group.id));
  const queue = [...linked];
  const reached: OrderableOptionGroup[] = [];
  for (let index = 0; index < queue.length; index += 1) {
    for (const value of queue[index]!.values) {
      const sub = value.sub_group_id == null ? undefined : groupsById.get(value.sub_group_id);
      if (!sub || seen.has(sub.id)) continue;
      seen.add(sub.id);
      queue.push(sub);
      reached.push(sub);
    }
  }
  return reached;
}

/** The value an option names among `groups`, or null. */
export function optionValueIn(
  groups: Groups,
  option: CartOption,
): OrderableOptionGroup['values'][number] | null {
  const group = groups.find((candidate) => candidate.id === option.group_id);
  return group?.values.find((value) => value.id === option.value_id) ?? null;
}

/**
 * Options left without the choice that opened their group: those of a group open for `before`
 * but not for `options` (its opening option was taken away). Options of groups never open are
 * not theirs to judge (`selectionProblem` refuses them).
 */
export function closedGroupOptions(
  item: Pick<OrderableItem, 'option_groups' | 'sub_option_groups'>,
  before: Groups,
  options: readonly CartOption[],
): CartOption[] {
  const wasOpen = new Set(before.map((group) => group.id));
  const open = new Set(openOptionGroups(item, options).map((group) => group.id));
  return options.filter((option) => wasOpen.has(option.group_id) && !open.has(option.group_id));
}

/**
 * `options` without those of sub-groups no chosen option opens any more (at any depth): what a
 * selection keeps when the option opening a sub-group is taken away. Options of groups the item
 * does not know are kept (`selectionProblem` refuses them).
 */
export function withoutClosedSubGroupOptions(
  item: Pick<OrderableItem, 'option_groups' | 'sub_option_groups'>,
  options: readonly CartOption[],
): CartOption[] {
  const everyGroup = [...item.option_groups, ...(item.sub_option_groups ?? [])];
  let kept = [...options];
  for (let closed = closedGroupOptions(item, everyGroup, kept); closed.length > 0;) {
    kept = kept.filter((option) => !closed.includes(option));
    closed = closedGroupOptions(item, everyGroup, kept);
  }
  return kept;
}
