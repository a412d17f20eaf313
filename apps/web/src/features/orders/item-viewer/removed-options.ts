import { notifications } from '@mantine/notifications';
import type { Locale, PublishedOptionGroup } from '@app/domain';
import { i18n } from '#i18n/i18n.ts';
import { localizedName } from '#shared/catalogue/content-languages.ts';

type Removed = readonly { group_id: number; value_id: number; quantity: number }[];

/**
 * Tells the user which modifiers the server took away to fit the groups' limits (spec part 2 §4:
 * "removed modifiers are reported"), e.g. "2 × Cheese, 1 × Bacon".
 */
export function notifyRemovedOptions(
  removed: Removed,
  groups: readonly PublishedOptionGroup[],
  locale: Locale,
): void {
  if (removed.length === 0) return;
  const names = removed.map(({ group_id, value_id, quantity }) => {
    const value = groups
      .find((group) => group.id === group_id)
      ?.values.find((candidate) => candidate.id === value_id);
    return i18n.t('orders.viewer.removedOption', {
      quantity,
      name: value ? localizedName(value, locale) : `#${value_id}`,
    });
  });
  notifications.show({
    title: i18n.t('orders.viewer.removedTitle'),
    message: names.join(', '),
    color: 'yellow',
    withBorder: true,
  });
}
