import { useState } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { DeepMenu, SectionWithItems } from '@app/domain';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useLocale } from '#i18n/use-locale.ts';
import { isApiError } from '#lib/api/api-error.ts';
import { localizedName, localizedText } from '#shared/catalogue/content-languages.ts';
import { useMenu } from '#shared/catalogue/get-menu.ts';
import { PublicationBadge } from '#shared/catalogue/publication-badge.tsx';
import { RichTextView } from '#shared/catalogue/rich-text-view.tsx';
import { RowActionsMenu } from '#shared/catalogue/row-actions-menu.tsx';
import { PageNotFound } from '#shared/components/page-not-found.tsx';
import { useMenuActions } from '../api/use-menu-actions.ts';
import { useSectionActions } from '../api/use-section-actions.ts';
import { BackToMenusLink } from '#shared/components/back-to-menus-link.tsx';
import { EmptyList, ListLoadError, ListSkeleton } from '../components/list-states.tsx';
import { MenuFlags } from '../components/menu-flags.tsx';
import { MoveSectionModal } from '../components/move-section-modal.tsx';
import { SectionList } from '../components/section-list.tsx';
import { LazyMenuEditor as MenuEditor } from '../editor/lazy-editors.tsx';
import { LazySectionEditor as SectionEditor } from '../editor/lazy-editors.tsx';

type Editing = { kind: 'menu' } | { kind: 'section'; sectionId: number | null } | null;

/** /menus/{menuId}/sections: a menu's sections, reorderable, with the menu's own actions. */
export function SectionsPage() {
  const { t } = useTranslation();
  const menuId = Number(useParams().menuId);
  const menu = useMenu(menuId);

  if (menu.isPending) return <ListSkeleton />;
  if (menu.isError) {
    if (isApiError(menu.error) && menu.error.status === 404) return <PageNotFound />;
    return (
      <Stack>
        <Title order={1}>{t('menus.sectionsTitle')}</Title>
        <ListLoadError onRetry={() => void menu.refetch()} />
      </Stack>
    );
  }
  return <Sections menu={menu.data} />;
}

function Sections({ menu }: { menu: DeepMenu }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const menuActions = useMenuActions({ onDeleted: () => void navigate('/menus') });
  const sectionActions = useSectionActions();
  const [editing, setEditing] = useState<Editing>(null);
  const [moving, setMoving] = useState<SectionWithItems | null>(null);
  const name = localizedName(menu, locale);
  const editedSection =
    editing?.kind === 'section' && editing.sectionId !== null
      ? menu.sections.find((section) => section.id === editing.sectionId)
      : undefined;

  const add = (
    <Button
      leftSection={<IconPlus size={16} aria-hidden />}
      onClick={() => setEditing({ kind: 'section', sectionId: null })}
    >
      {t('menus.sections.add')}
    </Button>
  );

  return (
    <Stack gap="md">
      <BackToMenusLink />
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Title order={1}>{name}</Title>
            <PublicationBadge published={menu.published} />
            <RowActionsMenu
              label={t('menus.list.actionsFor', { name })}
              onEdit={() => setEditing({ kind: 'menu' })}
              onDuplicate={() => menuActions.duplicate(menu)}
              publication={{
                published: menu.published,
                onToggle: () => menuActions.togglePublished(menu),
              }}
              onDelete={() => void menuActions.remove(menu)}
            />
          </Group>
          <MenuFlags menu={menu} />
          <RichTextView value={localizedText(menu, 'description', locale)} c="dimmed" />
        </Stack>
        {add}
      </Group>
      {!menu.allow_sections && (
        <Alert color="yellow" variant="light">
          <Text size="sm">
            {t('menus.sections.disabledNote')}{' '}
            <Anchor component={Link} to={`/menus/${menu.id}/items`} size="sm">
              {t('menus.sections.openItems')}
            </Anchor>
          </Text>
        </Alert>
      )}
      <Title order={2} size="h4">
        {t('menus.sectionsTitle')}{' '}
        <Text span c="dimmed" size="sm" fw={400}>
          ({menu.sections.length})
        </Text>
      </Title>
      {menu.sections.length === 0 ? (
        <EmptyList
          title={t('menus.sections.emptyTitle')}
          body={t('menus.sections.emptyBody')}
          action={add}
        />
      ) : (
        <SectionList
          menu={menu}
          actions={{
            onEdit: (section) => setEditing({ kind: 'section', sectionId: section.id }),
            onDuplicate: sectionActions.duplicate,
            onTogglePublished: sectionActions.togglePublished,
            onMove: setMoving,
            onDelete: (section) => void sectionActions.remove(section),
          }}
        />
      )}
      {editing?.kind === 'menu' && <MenuEditor menu={menu} onClose={() => setEditing(null)} />}
      {editing?.kind === 'section' && (editing.sectionId === null || editedSection) && (
        <SectionEditor
          key={editing.sectionId ?? 'new'}
          menuId={menu.id}
          section={editedSection}
          onClose={() => setEditing(null)}
        />
      )}
      {moving && (
        <MoveSectionModal
          section={moving}
          onClose={() => setMoving(null)}
          onMove={(menuId, menuName) => sectionActions.move(moving, menuId, menuName)}
        />
      )}
    </Stack>
  );
}
