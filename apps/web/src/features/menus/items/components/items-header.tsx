import { Anchor, Breadcrumbs, Group, Select, Stack, Title } from '@mantine/core';
import type { DeepMenu, SectionWithItems } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useLocale } from '#i18n/use-locale.ts';
import { localizedName } from '#shared/catalogue/content-languages.ts';
import { PublicationBadge } from '#shared/catalogue/publication-badge.tsx';

interface ItemsHeaderProps {
  menu: DeepMenu;
  section: SectionWithItems | null;
}

/**
 * Where the list is: breadcrumbs back to the menus and the menu's sections, the title (section
 * or menu name) with its publication state, and a jump to the menu's other sections.
 */
export function ItemsHeader({ menu, section }: ItemsHeaderProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const menuName = localizedName(menu, locale);
  const title = section ? localizedName(section, locale) : menuName;
  const published = section ? section.published : menu.published;

  return (
    <Stack gap="xs">
      <Breadcrumbs aria-label={t('items.header.breadcrumbs')}>
        <Anchor component={Link} to="/menus" size="sm">
          {t('menus.title')}
        </Anchor>
        {section ? (
          <Anchor component={Link} to={`/menus/${menu.id}/sections`} size="sm">
            {menuName}
          </Anchor>
        ) : null}
      </Breadcrumbs>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Group gap="sm" align="center">
          <Title order={1}>{title}</Title>
          <PublicationBadge published={published} />
        </Group>
        {section && menu.sections.length > 1 && (
          <Select
            label={t('items.header.otherSection')}
            w={260}
            searchable
            data={menu.sections.map((each) => ({
              value: String(each.id),
              label: localizedName(each, locale),
            }))}
            value={String(section.id)}
            allowDeselect={false}
            onChange={(value) => {
              if (value && Number(value) !== section.id)
                void navigate(`/menus/${menu.id}/sections/${value}/items`);
            }}
          />
        )}
      </Group>
    </Stack>
  );
}
