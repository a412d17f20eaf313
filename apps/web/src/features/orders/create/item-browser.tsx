import { useMemo, useState } from 'react';
import {
  Alert,
  Button,
  Chip,
  Group,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { itemPriceAt, menuTakesOrdersAt, type Item, type PublishedMenu } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import { localizedName } from '#shared/catalogue/content-languages.ts';
import { filterItems } from '#shared/catalogue/item-filter.ts';
import type { ClosedMenuNotice } from '../state/order-draft.ts';
import { ItemCard } from './item-card.tsx';

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

const ALL = 'all';

interface Shelf {
  key: string;
  title: string | null;
  items: Item[];
}

/** Items a guest could see: hidden and unpublished ones are never offered. */
function offered(items: readonly Item[]): Item[] {
  return items.filter((item) => item.published && !item.is_hidden);
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
  const [section, setSection] = useState(ALL);
  const [openedAt] = useState(() => new Date());
  const now = dueAt ?? openedAt;
  const open = menuTakesOrdersAt(menu, now, timeZone);

  const shelves: Shelf[] = useMemo(() => {
    const sections = menu.sections
      .filter((candidate) => candidate.published)
      .map((candidate) => ({
        key: String(candidate.id),
        title: localizedName(candidate, locale),
        items: offered(candidate.items),
      }));
    const loose = { key: 'loose', title: null, items: offered(menu.items) };
    return [...sections, loose].filter((shelf) => shelf.items.length > 0);
  }, [menu, locale]);

  const searching = term.trim() !== '';
  const visible = searching
    ? [
        {
          key: 'results',
          title: null,
          items: filterItems(
            shelves.flatMap((shelf) => shelf.items),
            term,
          ),
        },
      ]
    : shelves.filter((shelf) => section === ALL || shelf.key === section);
  const found = visible.flatMap((shelf) => shelf.items);

  const openFirst = () => {
    const first = found.find(
      (item) => !item.sold_out && itemPriceAt(item, now, timeZone).available,
    );
    if (first) onOpen(first);
  };

  return (
    <Stack gap="md">
      {dueDateMissing ? (
        <Alert color="blue" title={t('orders.items.chooseDueTitle')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('orders.items.chooseDueBody')}</Text>
            <Button variant="light" onClick={props.onChooseDueDate}>
              {t('orders.items.chooseDueAction')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        !open && (
          // A warning tint with the body text colour: yellow or orange text fails 4.5:1.
          <Alert
            color="orange"
            title={t('orders.items.menuClosedTitle')}
            styles={{
              title: { color: 'var(--mantine-color-text)' },
              message: { color: 'var(--mantine-color-text)' },
            }}
          >
            {t(`orders.items.${props.closedNotice}`)}
          </Alert>
        )
      )}
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
      {!searching && shelves.length > 1 && (
        <ScrollArea type="auto" offsetScrollbars>
          <Chip.Group value={section} onChange={(value) => setSection(String(value))}>
            <Group gap="xs" wrap="nowrap" role="radiogroup" aria-label={t('orders.items.sections')}>
              <Chip value={ALL} size="md">
                {t('orders.items.allSections')}
              </Chip>
              {shelves.map((shelf) => (
                <Chip key={shelf.key} value={shelf.key} size="md">
                  {shelf.title ?? t('orders.items.otherItems')}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </ScrollArea>
      )}
      {searching && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('orders.items.results', { count: found.length })}
        </Text>
      )}
      {found.length === 0 && !searching && <Text c="dimmed">{t('orders.items.emptyMenu')}</Text>}
      {visible.map((shelf) => (
        <section key={shelf.key} aria-label={shelf.title ?? t('orders.items.otherItems')}>
          {!searching && shelves.length > 1 && (
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
