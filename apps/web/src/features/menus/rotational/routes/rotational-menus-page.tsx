import { useState } from 'react';
import { Alert, Button, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { hasRoleAtLeast, type RotationalMenu } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import { useActiveSession } from '#lib/session/session-store.ts';
import { DailyItemsModal } from '../components/daily-items-modal.tsx';
import { DayColumn } from '../components/day-column.tsx';
import { WeekActions } from '../components/week-actions.tsx';
import { WeekNavigation } from '../components/week-navigation.tsx';
import { dayLabel } from '../day-label.ts';
import { useWeekChanges } from '../hooks/use-week-changes.ts';
import { useWeekPlan } from '../hooks/use-week-plan.ts';

/**
 * /menus/rotational: the daily (rotational) menus of one week (`useWeekPlan`). Everyone who sees
 * menus sees the plan; managers and above assign menus to days, choose their items, remove them,
 * copy the week to the next one and clean up past days (`useWeekChanges`).
 */
export function RotationalMenusPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const canEdit = hasRoleAtLeast(useActiveSession().role, 'manager');
  const plan = useWeekPlan();
  const changes = useWeekChanges(plan);
  const [editing, setEditing] = useState<RotationalMenu | null>(null);
  const planned = plan.planned ?? [];

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
          <WeekActions
            today={plan.today}
            loaded={plan.planned !== undefined}
            copying={changes.copying}
            cleaning={changes.cleaning}
            busy={changes.busy}
            onCopy={() => void changes.copyWeek()}
            onCleanUp={changes.cleanUp}
          />
        )}
      </Group>
      <WeekNavigation
        monday={plan.monday}
        sunday={plan.sunday}
        today={plan.today}
        goTo={plan.goTo}
      />
      {!canEdit && (
        <Text size="sm" c="dimmed">
          {t('rotationalMenus.readOnly')}
        </Text>
      )}
      {plan.pending ? (
        <Skeleton h={160} radius="md" aria-busy="true" aria-label={t('app.loading')} />
      ) : plan.failed ? (
        <Alert color="red" role="alert" title={t('rotationalMenus.loadFailed')}>
          <Button variant="light" color="red" onClick={plan.retry}>
            {t('actions.retry')}
          </Button>
        </Alert>
      ) : (
        <SimpleGrid
          cols={{ base: 1, sm: 2, md: 4, xl: 7 }}
          spacing="sm"
          aria-label={t('rotationalMenus.week.days')}
        >
          {plan.days.map((date) => (
            <DayColumn
              key={date}
              date={date}
              planned={planned.filter((entry) => entry.date === date)}
              menus={plan.menus}
              menusById={plan.menusById}
              canEdit={canEdit}
              busy={changes.busy}
              onAssign={(menuId) => changes.assign(date, menuId)}
              onRemove={changes.unassign}
              onEditItems={setEditing}
            />
          ))}
        </SimpleGrid>
      )}
      {editing && (
        <DailyItemsModal
          menuId={editing.menu_id}
          menu={plan.menuName(editing.menu_id)}
          day={dayLabel(editing.date, locale)}
          selected={editing.item_ids}
          saving={changes.saving}
          onClose={() => setEditing(null)}
          onSave={(itemIds) => changes.saveItems(editing, itemIds, () => setEditing(null))}
        />
      )}
    </Stack>
  );
}
