import { parseIsoDate, startOfWeek, toIsoDate, weekDates } from '@app/domain';
import { useSearchParams } from 'react-router';
import { useLocale } from '#i18n/use-locale.ts';
import { localizedName } from '#shared/catalogue/content-languages.ts';
import { useMenus } from '#shared/catalogue/get-menus.ts';
import { useActiveLocation } from '#shared/locations/active-location.ts';
import { useRotationalMenus } from '../api/get-rotational-menus.ts';

/**
 * The week the calendar shows (Monday to Sunday, `?week=` its Monday; this week by default, in
 * the location's time zone), the daily menus planned in it and the location's menus.
 */
export function useWeekPlan() {
  const locale = useLocale();
  const { timezone } = useActiveLocation();
  const [params, setParams] = useSearchParams();
  const today = toIsoDate(new Date(), timezone);
  const asked = params.get('week');
  const monday = startOfWeek(asked && parseIsoDate(asked) ? asked : today);
  const days = weekDates(monday);
  const sunday = days[6]!;
  const menus = useMenus();
  const week = useRotationalMenus(monday, sunday);
  const menuList = menus.data ?? [];
  const menusById = new Map(menuList.map((menu) => [menu.id, menu]));

  return {
    today,
    monday,
    sunday,
    days,
    menus: menuList,
    menusById,
    /** The week's daily menus; undefined until read. */
    planned: week.data,
    pending: week.isPending || menus.isPending,
    failed: week.isError || menus.isError,
    retry: () => {
      void week.refetch();
      void menus.refetch();
    },
    /** Shows the week starting on this Monday. */
    goTo: (date: string) => setParams({ week: date }, { replace: false }),
    /** A menu's name in the interface language (`#id` for one that no longer exists). */
    menuName: (menuId: number) => {
      const menu = menusById.get(menuId);
      return menu ? localizedName(menu, locale) : `#${menuId}`;
    },
  };
}

export type WeekPlan = ReturnType<typeof useWeekPlan>;
