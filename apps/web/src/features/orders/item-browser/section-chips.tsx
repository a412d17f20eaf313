import { Chip, Group, ScrollArea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ALL_SHELVES, type Shelf } from './item-shelves.ts';

interface SectionChipsProps {
  shelves: readonly Shelf[];
  value: string;
  onChange: (value: string) => void;
}

/** One chip per section (and "All sections"), scrolling sideways on a narrow screen. */
export function SectionChips({ shelves, value, onChange }: SectionChipsProps) {
  const { t } = useTranslation();
  return (
    <ScrollArea type="auto" offsetScrollbars>
      <Chip.Group value={value} onChange={(next) => onChange(String(next))}>
        <Group gap="xs" wrap="nowrap" role="radiogroup" aria-label={t('orders.items.sections')}>
          <Chip value={ALL_SHELVES} size="md">
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
  );
}
