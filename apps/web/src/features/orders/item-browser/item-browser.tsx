import { useMemo, useState } from 'react';
import { SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { itemPriceAt, menuTakesOrdersAt, type Item, type PublishedMenu } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import type { ClosedMenuNotice } from '../state/order-draft.ts';
import { ItemCard } from './item-card.tsx';
import { ALL_SHELVES, shelvesOf, visibleShelves } from './item-shelves.ts';
import { MenuNotice } from './menu-notice.tsx';
import { SectionChips } from './section-chips.tsx';

interface ItemBrowserProps {
  menu: PublishedMenu;
  timeZone: string;
  /**
   * When the order is due, if scheduled or booked: items show their price and availability then.
   */
  dueAt: Date | null;
  /** What to say when the menu is closed at that time (`closedMenuNotice`). */
  closedNotice: ClosedMenuNotice;
  /**
   * The order needs a due date and has none: items are judged now, and those closed now may
   * open by then, so the browser asks for the date first.
   */
  dueDateMissing: boolean;
  onChooseDueDate: () => void;
  onOpen: (item: Item) => void;
}

/**
 * The chosen menu's items: a search over names in both languages (accents and case ignored;
 * Enter opens the first item that can be ordered), the sections as chips, and the item cards.
 * Items are offered as they are when the order is due; an order that needs a due date and has
 * none is asked for it first (items closed now say so rather than "not available").
 */
export function ItemBrowser(props: ItemBrowserProps) {
  const { menu, timeZone, dueAt, dueDateMissing, onOpen } = props;
  const { t } = useTranslation();
  const locale = useLocale();
  const [term, setTerm] = useState('');
  const [section, setSection] = useState(ALL_SHELVES);
  const [openedAt] = useState(() => new Date());
  const now = dueAt ?? openedAt;
  const open = menuTakesOrdersAt(menu, now, timeZone);
  const shelves = useMemo(() => shelvesOf(menu, locale), [menu, locale]);
  const searching = term.trim() !== '';
  const visible = visibleShelves(shelves, term, section);
  const found = visible.flatMap((shelf) => shelf.items);
  const titled = !searching && shelves.length > 1;

  const openFirst = () => {
    const first = found.find(
      (item) => !item.sold_out && itemPriceAt(item, now, timeZone).available,
    );
    if (first) onOpen(first);
  };

  return (
    <Stack gap="md">
      <MenuNotice
        dueDateMissing={dueDateMissing}
        open={open}
        closedNotice={props.closedNotice}
        onChooseDueDate={props.onChooseDueDate}
      />
      <TextInput
        type="search"
        size="md"
        label={t('orders.items.search')}
        placeholder={t('orders.items.searchPlaceholder')}
        leftSection={<IconSearch size={18} aria-hidden />}
        value={term}
        onChange={(event) => setTerm(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            openFirst();
          }
          if (event.key === 'Escape') setTerm('');
        }}
      />
      {titled && <SectionChips shelves={shelves} value={section} onChange={setSection} />}
      {searching && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('orders.items.results', { count: found.length })}
        </Text>
      )}
      {found.length === 0 && !searching && <Text c="dimmed">{t('orders.items.emptyMenu')}</Text>}
      {visible.map((shelf) => (
        <section key={shelf.key} aria-label={shelf.title ?? t('orders.items.otherItems')}>
          {titled && (
            <Title order={3} size="h4" mb="xs">
              {shelf.title ?? t('orders.items.otherItems')}
            </Title>
          )}
          <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="sm">
            {shelf.items.map((item) => (
              <ItemCard
                key={item.id}
                item={item}
                timeZone={timeZone}
                now={now}
                menuOpen={open}
                dueDateMissing={dueDateMissing}
                onOpen={onOpen}
              />
            ))}
          </SimpleGrid>
        </section>
      ))}
    </Stack>
  );
}
