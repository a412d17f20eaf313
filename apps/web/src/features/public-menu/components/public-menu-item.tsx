import type { ReactNode } from 'react';
import { Box, Group, Image, Stack, Text, Title } from '@mantine/core';
import { publicItemAt, textIn, toCents, type Item, type PublishedMenu } from '@app/domain';
import { useFormatters } from '#shared/hooks/use-formatters.ts';
import { ItemDetails } from './public-item-details.tsx';

export interface PublicMenuItemProps {
  item: Item;
  menu: PublishedMenu;
  now: number;
  timeZone: string;
  /** Heading level of the item's name (under its menu or section heading). */
  level: 3 | 4;
  /** Whether the item's menu is open now. */
  menuOpen: boolean;
  /** Horizontal: picture beside the text, price beside the name; vertical: stacked. */
  card: 'horizontal' | 'vertical';
  /** A card of a gallery (framed, with a picture or its placeholder) or a line of a list. */
  framed: boolean;
}

/** The item's picture; in a gallery, a tinted tile with its initial when it has none. */
function Picture({
  item,
  name,
  card,
  framed,
}: Pick<PublicMenuItemProps, 'item' | 'card' | 'framed'> & { name: string }): ReactNode {
  const size = card === 'vertical' ? { w: '100%' } : { w: 96, miw: 96 };
  const frame = { ...size, style: { aspectRatio: '4 / 3' }, radius: 'sm' } as const;
  if (item.image) return <Image src={item.image} alt="" fit="cover" {...frame} />;
  if (!framed) return null;
  return (
    <Box
      aria-hidden
      {...size}
      style={{
        aspectRatio: '4 / 3',
        borderRadius: 'var(--mantine-radius-sm)',
        background: 'color-mix(in srgb, var(--menu-accent) 22%, var(--menu-surface))',
        display: 'grid',
        placeItems: 'center',
        fontFamily: 'var(--mantine-font-family-headings)',
        fontSize: card === 'vertical' ? '2.5rem' : '1.75rem',
        color: 'var(--menu-accent-text)',
      }}
    >
      {name.trim().charAt(0).toUpperCase()}
    </Box>
  );
}

/**
 * One item of the public menu as the location's appearance lays it out: name, price (and price
 * options) in the page's language, its description, calories, allergens and diets, and whether it
 * can be had now (sold out, or not offered at this time by its price schedule while the menu is
 * open).
 */
export function PublicMenuItem(props: PublicMenuItemProps) {
  const { item, menu, now, timeZone, level, menuOpen, card, framed } = props;
  const { locale, money } = useFormatters(timeZone);
  const state = publicItemAt(item, menu, now, timeZone);
  const name = textIn(item.name, item.localization, 'name', locale);
  const heading = (
    <Title order={level} size="h5" fw={600}>
      {name}
    </Title>
  );
  const price = (
    <Text fw={600} c="var(--menu-accent-text)" style={{ whiteSpace: 'nowrap' }}>
      {money(toCents(state.price))}
    </Text>
  );
  const text = (
    <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
      {card === 'vertical' ? (
        <>
          {heading}
          {price}
        </>
      ) : (
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          {heading}
          {price}
        </Group>
      )}
      <ItemDetails item={item} state={state} menuOpen={menuOpen} timeZone={timeZone} />
    </Stack>
  );
  const picture = <Picture item={item} name={name} card={card} framed={framed} />;
  return (
    <Box
      component="article"
      aria-label={name}
      data-card-style={card}
      py="sm"
      px={framed ? 'sm' : 0}
      bg={framed ? 'var(--menu-surface)' : undefined}
      bd={framed ? '1px solid var(--mantine-color-default-border)' : undefined}
      style={{ borderRadius: framed ? 'var(--mantine-radius-md)' : undefined }}
    >
      {card === 'vertical' ? (
        <Stack gap="xs">
          {picture}
          {text}
        </Stack>
      ) : (
        <Group align="flex-start" wrap="nowrap" gap="md">
          {picture}
          {text}
        </Group>
      )}
    </Box>
  );
}
