import { Anchor, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import { plainTextOfRichText, type SectionWithItems } from '@app/domain';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '#i18n/use-locale.ts';
import { localizedName, localizedText } from '#shared/catalogue/content-languages.ts';
import { PublicationBadge } from '#shared/catalogue/publication-badge.tsx';
import { RowActionsMenu } from '#shared/catalogue/row-actions-menu.tsx';
import { DragHandle, useSortableRow } from '#shared/catalogue/sortable-rows.tsx';

export interface SectionRowActions {
  onEdit: (section: SectionWithItems) => void;
  onDuplicate: (section: SectionWithItems) => void;
  onTogglePublished: (section: SectionWithItems) => void;
  onMove: (section: SectionWithItems) => void;
  onDelete: (section: SectionWithItems) => void;
}

/** One section of a menu: name, description preview, item count, state and its actions. */
export function SectionRow({
  section,
  actions,
}: {
  section: SectionWithItems;
  actions: SectionRowActions;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { ref, style, isDragging, handle } = useSortableRow(section.id);
  const name = localizedName(section, locale);
  const description = plainTextOfRichText(localizedText(section, 'description', locale));

  return (
    <Paper
      ref={ref}
      style={style}
      withBorder
      radius="md"
      p="sm"
      component="li"
      aria-label={name}
      shadow={isDragging ? 'md' : undefined}
    >
      <Group gap="sm" wrap="nowrap">
        <DragHandle label={t('menus.list.dragSection', { name })} handle={handle} />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap">
            <Anchor
              component={Link}
              to={`/menus/${section.menu_id}/sections/${section.id}/items`}
              fw={600}
              truncate="end"
            >
              {name}
            </Anchor>
            <PublicationBadge published={section.published} />
          </Group>
          {description && (
            <Text size="sm" c="dimmed" truncate="end">
              {description}
            </Text>
          )}
        </Stack>
        <Text size="sm" visibleFrom="xs">
          {t('menus.list.itemCount', { count: section.items.length })}
        </Text>
        <RowActionsMenu
          label={t('menus.list.actionsFor', { name })}
          onEdit={() => actions.onEdit(section)}
          onDuplicate={() => actions.onDuplicate(section)}
          publication={{
            published: section.published,
            onToggle: () => actions.onTogglePublished(section),
          }}
          onDelete={() => actions.onDelete(section)}
        >
          <Menu.Item
            leftSection={<IconArrowsExchange size={16} aria-hidden />}
            onClick={() => actions.onMove(section)}
          >
            {t('menus.sections.moveTo')}
          </Menu.Item>
        </RowActionsMenu>
      </Group>
    </Paper>
  );
}
