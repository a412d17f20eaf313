import { useState } from 'react';
import { Alert, Button, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import {
  addCalendarDays,
  copyWeekToNext,
  hasRoleAtLeast,
  parseIsoDate,
  startOfWeek,
  toIsoDate,
  weekDates,
  type RotationalMenu,
} from '@app/domain';
import { IconChevronLeft, IconChevronRight, IconCopy, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLocale } from '#i18n/use-locale.ts';
import { notifySuccess } from '#lib/notify.ts';
import { useActiveSession } from '#lib/session/session-store.ts';
import { localizedName } from '#shared/catalogue/content-languages.ts';
import { useMenus } from '#shared/catalogue/get-menus.ts';
import { useActiveLocation } from '#shared/locations/active-location.ts';
import { useBulkCreateRotationalMenus } from '../api/bulk-create-rotational-menus.ts';
import { useCleanupRotationalMenus } from '../api/cleanup-rotational-menus.ts';
import { useCreateRotationalMenu } from '../api/create-rotational-menu.ts';
import { useDeleteRotationalMenu } from '../api/delete-rotational-menu.ts';
import { rotationalMenusQueryOptions, useRotationalMenus } from '../api/get-rotational-menus.ts';
import { useUpdateRotationalMenu } from '../api/update-rotational-menu.ts';
import { DailyItemsModal } from '../components/daily-items-modal.tsx';
import { DayColumn } from '../components/day-column.tsx';
import { dayLabel, formatCalendarDate } from '../day-label.ts';

/**
 * /menus/rotational: the daily (rotational) menus of one week (Monday to Sunday, `?week=` its
 * Monday; this week by default, in the location's time zone). Everyone who sees menus sees the
 * plan; managers and above assign menus to days, choose their items, remove them, copy the week
 * to the next one and clean up past days.
 */
export function RotationalMenusPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const { tenantId, role } = useActiveSession();
  const { timezone } = useActiveLocation();
  const [params, setParams] = useSearchParams();
  const today = toIsoDate(new Date(), timezone);
  const asked = params.get('week');
  const monday = startOfWeek(asked && parseIsoDate(asked) ? asked : today);
  const days = weekDates(monday);
  const sunday = days[6]!;
  const canEdit = hasRoleAtLeast(role, 'manager');

  const menus = useMenus();
  const week = useRotationalMenus(monday, sunday);
  const create = useCreateRotationalMenu();
  const remove = useDeleteRotationalMenu();
  const update = useUpdateRotationalMenu();
  const bulk = useBulkCreateRotationalMenus();
  const cleanup = useCleanupRotationalMenus();
  const [editing, setEditing] = useState<RotationalMenu | null>(null);
  const [copying, setCopying] = useState(false);

  const menuList = menus.data ?? [];
  const menusById = new Map(menuList.map((menu) => [menu.id, menu]));
  const planned = week.data ?? [];
  const menuName = (menuId: number) => {
    const menu = menusById.get(menuId);
    return menu ? localizedName(menu, locale) : `#${menuId}`;
  };
  const goTo = (date: string) => setParams({ week: date }, { replace: false });
  const busy = create.isPending || remove.isPending || bulk.isPending || cleanup.isPending;

  const assign = (date: string, menuId: number) =>
    create.mutate(
      { menu_id: menuId, date },
      {
        onSuccess: () =>
          notifySuccess(
            t('rotationalMenus.day.added', { menu: menuName(menuId), day: dayLabel(date, locale) }),
          ),
      },
    );

  const unassign = (entry: RotationalMenu) =>
    remove.mutate(entry.id, {
      onSuccess: () =>
        notifySuccess(
          t('rotationalMenus.day.removed', {
            menu: menuName(entry.menu_id),
            day: dayLabel(entry.date, locale),
          }),
        ),
    });

  const copyWeek = async () => {
    const nextMonday = addCalendarDays(monday, 7);
    setCopying(true);
    try {
      // What next week already holds, fresh: those menus keep their day as it is.
      const next = await queryClient.fetchQuery({
        ...rotationalMenusQueryOptions(tenantId, nextMonday, addCalendarDays(nextMonday, 6)),
        staleTime: 0,
      });
      const { entries, skipped } = copyWeekToNext(monday, planned, next);
      const start = formatCalendarDate(nextMonday, locale);
      if (entries.length === 0) {
        notifySuccess(t('rotationalMenus.copy.nothing'));
        return;
      }
      bulk.mutate(
        { entries },
        {
          onSuccess: (created) => {
            const done = t('rotationalMenus.copy.done', { start, count: created.length });
            notifySuccess(
              skipped > 0
                ? `${done} ${t('rotationalMenus.copy.skipped', { count: skipped })}`
                : done,
            );
          },
        },
      );
    } finally {
      setCopying(false);
    }
  };

  const confirmCleanup = () =>
    modals.openConfirmModal({
      title: t('rotationalMenus.cleanup.title'),
      children: (
        <Text size="sm">
          {t('rotationalMenus.cleanup.body', { today: formatCalendarDate(today, locale) })}
        </Text>
      ),
      labels: { confirm: t('rotationalMenus.cleanup.confirm'), cancel: t('actions.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        cleanup.mutate(undefined, {
          onSuccess: (result) =>
            notifySuccess(t('rotationalMenus.cleanup.done', { count: result.deleted })),
        }),
    });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('rotationalMenus.title')}</Title>
          <Text c="dimmed" size="sm">
            {t('rotationalMenus.subtitle')}
          </Text>
        </div>
        {canEdit && (
          <Group gap="sm">
            <Button
              variant="light"
              leftSection={<IconCopy size={16} aria-hidden />}
              loading={copying || bulk.isPending}
              disabled={!week.data || busy}
              onClick={() => void copyWeek()}
            >
              {t('rotationalMenus.copy.action')}
            </Button>
            <Button
              variant="light"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              loading={cleanup.isPending}
              disabled={busy}
              onClick={confirmCleanup}
            >
              {t('rotationalMenus.cleanup.action')}
            </Button>
          </Group>
        )}
      </Group>
      <Group justify="space-between">
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconChevronLeft size={16} aria-hidden />}
            onClick={() => goTo(addCalendarDays(monday, -7))}
          >
            {t('rotationalMenus.week.previous')}
          </Button>
          <Button variant="default" onClick={() => goTo(startOfWeek(today))}>
            {t('rotationalMenus.week.current')}
          </Button>
          <Button
            variant="default"
            rightSection={<IconChevronRight size={16} aria-hidden />}
            onClick={() => goTo(addCalendarDays(monday, 7))}
          >
            {t('rotationalMenus.week.next')}
          </Button>
        </Group>
        <Text fw={600} aria-live="polite">
          {t('rotationalMenus.week.range', {
            start: formatCalendarDate(monday, locale),
            end: formatCalendarDate(sunday, locale),
          })}
        </Text>
      </Group>
      {!canEdit && (
        <Text size="sm" c="dimmed">
          {t('rotationalMenus.readOnly')}
        </Text>
      )}
      {week.isPending || menus.isPending ? (
        <Skeleton h={160} radius="md" aria-busy="true" aria-label={t('app.loading')} />
      ) : week.isError || menus.isError ? (
        <Alert color="red" role="alert" title={t('rotationalMenus.loadFailed')}>
          <Button
            variant="light"
            color="red"
            onClick={() => {
              void week.refetch();
              void menus.refetch();
            }}
          >
            {t('actions.retry')}
          </Button>
        </Alert>
      ) : (
        <SimpleGrid
          cols={{ base: 1, sm: 2, md: 4, xl: 7 }}
          spacing="sm"
          aria-label={t('rotationalMenus.week.days')}
        >
          {days.map((date) => (
            <DayColumn
              key={date}
              date={date}
              planned={planned.filter((entry) => entry.date === date)}
              menus={menuList}
              menusById={menusById}
              canEdit={canEdit}
              busy={busy}
              onAssign={(menuId) => assign(date, menuId)}
              onRemove={unassign}
              onEditItems={setEditing}
            />
          ))}
        </SimpleGrid>
      )}
      {editing && (
        <DailyItemsModal
          menu={menuName(editing.menu_id)}
          day={dayLabel(editing.date, locale)}
          selected={editing.item_ids}
          saving={update.isPending}
          onClose={() => setEditing(null)}
          onSave={(itemIds) =>
            update.mutate(
              { id: editing.id, body: { item_ids: itemIds } },
              {
                onSuccess: () => {
                  notifySuccess(
                    t('rotationalMenus.items.saved', { menu: menuName(editing.menu_id) }),
                  );
                  setEditing(null);
                },
              },
            )
          }
        />
      )}
    </Stack>
  );
}
