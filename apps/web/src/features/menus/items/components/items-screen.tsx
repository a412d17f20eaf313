import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Center, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import type { Item } from '@app/domain';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '#lib/api/api-error.ts';
import { notifyError } from '#lib/notify.ts';
import { useMenu } from '#shared/catalogue/get-menu.ts';
import type { ItemParent } from '../api/item-paths.ts';
import { ItemEditorDrawer } from '../editor/item-editor-drawer.tsx';
import { filterItems } from '#shared/catalogue/item-filter.ts';
import { ItemList } from './item-list.tsx';
import { ItemsHeader } from './items-header.tsx';
import { PageNotFound } from '#shared/components/page-not-found.tsx';
import { MoveItemModal } from './move-item-modal.tsx';
import { useItemRowActions } from './use-item-row-actions.ts';

/** `?item=new` opens the editor on a new item, `?item={id}` on that item. */
const ITEM_PARAM = 'item';

/** MenuItems and SectionItems: the items of a menu without sections, or of one section. */
export function ItemsScreen({ parent }: { parent: ItemParent }) {
  const { t } = useTranslation();
  const menu = useMenu(parent.menuId);

  if (menu.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('items.list.loading')} />
      </Center>
    );
  }
  if (menu.isError) {
    if (isApiError(menu.error) && menu.error.status === 404) return <PageNotFound />;
    return (
      <Alert color="red" title={t('items.list.loadFailed')}>
        <Button mt="sm" variant="light" onClick={() => void menu.refetch()}>
          {t('actions.retry')}
        </Button>
      </Alert>
    );
  }
  const section =
    parent.sectionId === null
      ? null
      : (menu.data.sections.find((each) => each.id === parent.sectionId) ?? null);
  if (parent.sectionId !== null && !section) return <PageNotFound />;
  const items = section ? section.items : menu.data.items;

  return (
    <Stack gap="md">
      <ItemsHeader menu={menu.data} section={section} />
      <ItemsBody parent={parent} items={items} />
    </Stack>
  );
}

function ItemsBody({ parent, items }: { parent: ItemParent; items: Item[] }) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [term, setTerm] = useState('');
  const [moving, setMoving] = useState<Item | null>(null);
  const openParam = searchParams.get(ITEM_PARAM);
  const editing =
    openParam && openParam !== 'new' ? items.find((i) => String(i.id) === openParam) : null;
  const missing = openParam !== null && openParam !== 'new' && !editing;

  const setOpen = useCallback(
    (value: string | null) =>
      setSearchParams(
        (params) => {
          const next = new URLSearchParams(params);
          if (value === null) next.delete(ITEM_PARAM);
          else next.set(ITEM_PARAM, value);
          return next;
        },
        { replace: value === null },
      ),
    [setSearchParams],
  );

  // A link to an item that is not (or no longer) in this list: say so and show the list.
  useEffect(() => {
    if (!missing) return;
    notifyError(t('items.editor.notFound'));
    setOpen(null);
  }, [missing, setOpen, t]);

  const edit = useCallback((item: Item) => setOpen(String(item.id)), [setOpen]);
  const { actions, reorder } = useItemRowActions({ parent, items, edit, move: setMoving });
  const shown = filterItems(items, term);
  const filtering = term.trim() !== '';

  return (
    <>
      <Group justify="space-between" align="flex-end">
        <TextInput
          label={t('items.list.filter')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={term}
          onChange={(event) => setTerm(event.currentTarget.value)}
          w={320}
        />
        <Button leftSection={<IconPlus size={16} />} onClick={() => setOpen('new')}>
          {t('items.list.add')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed" aria-live="polite">
        {filtering
          ? t('items.list.countFiltered', { shown: shown.length, count: items.length })
          : t('items.list.count', { count: items.length })}
        {filtering && items.length > 1 ? ` ${t('items.list.reorderOffWhileFiltering')}` : ''}
      </Text>
      {items.length === 0 ? (
        <Text c="dimmed">{t('items.list.empty')}</Text>
      ) : shown.length === 0 ? (
        <Text c="dimmed">{t('items.list.noMatch')}</Text>
      ) : (
        <ItemList items={shown} actions={actions} reorderable={!filtering} onReorder={reorder} />
      )}
      <MoveItemModal item={moving} onClose={() => setMoving(null)} />
      <ItemEditorDrawer
        parent={parent}
        opened={openParam === 'new' || Boolean(editing)}
        item={editing ?? null}
        onClose={() => setOpen(null)}
      />
    </>
  );
}
