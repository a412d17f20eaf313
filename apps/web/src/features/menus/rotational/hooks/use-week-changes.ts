import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  addCalendarDays,
  copyWeekToNext,
  type RotationalMenu,
  formatCalendarDate,
} from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import { notifySuccess } from '#lib/notify.ts';
import { useActiveSession } from '#lib/session/session-store.ts';
import { useBulkCreateRotationalMenus } from '../api/bulk-create-rotational-menus.ts';
import { useCleanupRotationalMenus } from '../api/cleanup-rotational-menus.ts';
import { useCreateRotationalMenu } from '../api/create-rotational-menu.ts';
import { useDeleteRotationalMenu } from '../api/delete-rotational-menu.ts';
import { rotationalMenusQueryOptions } from '../api/get-rotational-menus.ts';
import { useUpdateRotationalMenu } from '../api/update-rotational-menu.ts';
import { dayLabel } from '../day-label.ts';
import type { WeekPlan } from './use-week-plan.ts';

/**
 * What a manager changes in the plan: a menu assigned to a day or removed from it, a daily
 * menu's items, the week copied to the next one (leaving out what next week already holds),
 * the past days cleaned up. Each success says what was done.
 */
export function useWeekChanges(plan: WeekPlan) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const { tenantId } = useActiveSession();
  const create = useCreateRotationalMenu();
  const remove = useDeleteRotationalMenu();
  const update = useUpdateRotationalMenu();
  const bulk = useBulkCreateRotationalMenus();
  const cleanup = useCleanupRotationalMenus();
  const [copying, setCopying] = useState(false);
  const { menuName } = plan;

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

  const saveItems = (entry: RotationalMenu, itemIds: number[], onSaved: () => void) =>
    update.mutate(
      { id: entry.id, body: { item_ids: itemIds } },
      {
        onSuccess: () => {
          notifySuccess(t('rotationalMenus.items.saved', { menu: menuName(entry.menu_id) }));
          onSaved();
        },
      },
    );

  const copyWeek = async () => {
    const nextMonday = addCalendarDays(plan.monday, 7);
    setCopying(true);
    try {
      // What next week already holds, fresh: those menus keep their day as it is.
      const next = await queryClient.fetchQuery({
        ...rotationalMenusQueryOptions(tenantId, nextMonday, addCalendarDays(nextMonday, 6)),
        staleTime: 0,
      });
      const { entries, skipped } = copyWeekToNext(plan.monday, plan.planned ?? [], next);
      if (entries.length === 0) {
        notifySuccess(t('rotationalMenus.copy.nothing'));
        return;
      }
      const start = formatCalendarDate(nextMonday, locale);
      bulk.mutate(
        { entries },
        {
          onSuccess: (created) => {
            const done = t('rotationalMenus.copy.done', { start, count: created.length });
            const kept = t('rotationalMenus.copy.skipped', { count: skipped });
            notifySuccess(skipped > 0 ? `${done} ${kept}` : done);
          },
        },
      );
    } finally {
      setCopying(false);
    }
  };

  const cleanUp = () =>
    cleanup.mutate(undefined, {
      onSuccess: (result) =>
        notifySuccess(t('rotationalMenus.cleanup.done', { count: result.deleted })),
    });

  return {
    assign,
    unassign,
    saveItems,
    saving: update.isPending,
    copyWeek,
    copying: copying || bulk.isPending,
    cleanUp,
    cleaning: cleanup.isPending,
    /** A change is under way: the others wait. */
    busy: create.isPending || remove.isPending || bulk.isPending || cleanup.isPending,
  };
}
