import { Badge, Card, Group, Image, Stack, Text, UnstyledButton } from '@mantine/core';
import { itemPriceAt, toCents, type Item } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import { localizedName } from '#shared/catalogue/content-languages.ts';
import { useFormatters } from '#shared/hooks/use-formatters.ts';

interface ItemCardProps {
  item: Item;
  timeZone: string;
  /** When the order is due (now for orders as soon as possible). */
  now: Date;
  /** Whether the menu is open then (a closed menu's items cannot be ordered). */
  menuOpen: boolean;
  /** The order's due date is still to be chosen: a closed item may open by then. */
  dueDateMissing: boolean;
  onOpen: (item: Item) => void;
}

/**
 * An item to tap: its name, picture and the price it sells at when the order is due (price
 * schedule). Sold-out items, and items the schedule makes unavailable then, show why and cannot
 * be opened.
 */
export function ItemCard(props: ItemCardProps) {
  const { item, timeZone, now, menuOpen, onOpen } = props;
  const { t } = useTranslation();
  const locale = useLocale();
  const { money } = useFormatters(timeZone);
  const price = itemPriceAt(item, now, timeZone);
  const unavailable = item.sold_out || !price.available || !menuOpen;
  const name = localizedName(item, locale);
  const status = item.sold_out
    ? t('orders.items.soldOut')
    : !price.available || !menuOpen
      ? t(props.dueDateMissing ? 'orders.items.chooseDueFirst' : 'orders.items.unavailableNow')
      : null;

  return (
    <UnstyledButton
      onClick={() => onOpen(item)}
      disabled={unavailable}
      aria-label={status ? `${name}, ${status}` : undefined}
      style={{ opacity: unavailable ? 0.55 : 1, cursor: unavailable ? 'not-allowed' : 'pointer' }}
      h="100%"
    >
      <Card withBorder padding="sm" radius="md" h="100%" mih={88}>
        <Group wrap="nowrap" align="flex-start" gap="sm">
          {item.image && <Image src={item.image} alt="" w={64} h={48} radius="sm" fit="cover" />}
          <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
            <Text fw={600} lineClamp={2}>
              {name}
            </Text>
            <Group gap="xs" justify="space-between">
              {price.available && <Text size="sm">{money(toCents(price.price))}</Text>}
              {status && (
                <Badge
                  color="gray"
                  variant="light"
                  // French reasons are long: they wrap rather than end in "…".
                  h="auto"
                  py={2}
                  maw="100%"
                  styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
                >
                  {status}
                </Badge>
              )}
            </Group>
          </Stack>
        </Group>
      </Card>
    </UnstyledButton>
  );
}
