import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Loader, Stack, Switch, Text, Title } from '@mantine/core';
import {
  isJobRunFinished,
  menuNameKey,
  naturalCompare,
  replicationConflicts,
  validationErrorMap,
  ZReplicateMenusRequest,
} from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import { newIdempotencyKey } from '#lib/api/idempotency-key.ts';
import { useActiveSession } from '#lib/session/session-store.ts';
import { localizedName } from '#shared/catalogue/content-languages.ts';
import { useMenus } from '#shared/catalogue/get-menus.ts';
import { useLocationsWithMenus } from '../api/get-locations-with-menus.ts';
import { useReplicationRun, useStartReplication } from '../api/replicate-menus.ts';
import {
  OverwriteConfirmModal,
  type OverwriteConflict,
} from '../components/overwrite-confirm-modal.tsx';
import { ReplicationRunPanel } from '../components/replication-run-panel.tsx';

interface FieldErrors {
  menus?: string;
  restaurantIds?: string;
}

/**
 * ReplicateMenus (spec part 1 §2, §5; manager and above): choose menus of the active location and
 * target locations, whether to copy the daily menus; an overwrite asks for the confirmation word.
 * The replication runs in the background; the screen follows it to its report.
 */
export function ReplicateMenusPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { tenantId } = useActiveSession();
  const menus = useMenus();
  const locations = useLocationsWithMenus();
  const start = useStartReplication();
  const [menuIds, setMenuIds] = useState<string[]>([]);
  const [targetIds, setTargetIds] = useState<string[]>([]);
  const [copyRotationalMenus, setCopyRotationalMenus] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [conflicts, setConflicts] = useState<OverwriteConflict[] | null>(null);
  const [runId, setRunId] = useState<number | null>(null);
  const { run } = useReplicationRun(runId);
  const running = start.isPending || (run !== undefined && !isJobRunFinished(run.status));

  if (menus.isPending || locations.isPending) return <Loader aria-label={t('replicate.title')} />;
  const allLocations = locations.data ?? [];
  const source = allLocations.find((location) => location.id === tenantId);
  const targets = allLocations
    .filter((location) => location.id !== tenantId)
    .sort((a, b) => naturalCompare(a.name, b.name, locale));
  const sourceMenus = menus.data ?? [];
  const nameOf = (id: number) => allLocations.find((l) => l.id === id)?.name ?? String(id);
  const chosenNames = sourceMenus.filter((m) => menuIds.includes(String(m.id))).map((m) => m.name);
  // A target's menu that would be overwritten bears a chosen menu's name; on a screen in the
  // location's secondary language it is named as that chosen menu is in that language.
  const shownName = (name: string) => {
    const source = sourceMenus.find((menu) => menuNameKey(menu.name) === menuNameKey(name));
    const translated = source ? localizedName(source, locale) : name;
    return translated !== source?.name ? translated : name;
  };
  const overwritesAt = (locationId: number) =>
    replicationConflicts(chosenNames, targets)
      .find((c) => c.restaurantId === locationId)
      ?.names.map(shownName);

  const body = (confirmation?: string) => ({
    menus: menuIds.map(Number),
    restaurantIds: targetIds.map(Number),
    copyRotationalMenus,
    ...(confirmation ? { confirmation } : {}),
  });

  const send = (confirmation?: string) =>
    start.mutate(
      { body: body(confirmation), idempotencyKey: newIdempotencyKey() },
      {
        onSuccess: (started) => {
          setConflicts(null);
          setRunId(started.id);
        },
      },
    );

  const submit = () => {
    setRunId(null);
    const parsed = ZReplicateMenusRequest.safeParse(body(), {
      error: validationErrorMap(locale),
    });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof FieldErrors;
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    const found = replicationConflicts(
      chosenNames,
      targets.filter((target) => targetIds.includes(String(target.id))),
    );
    if (found.length > 0) {
      setConflicts(
        found.map((c) => ({ location: nameOf(c.restaurantId), names: c.names.map(shownName) })),
      );
    } else {
      send();
    }
  };

  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t('replicate.title')}</Title>
      <Text size="sm">{t('replicate.intro', { location: source?.name ?? '' })}</Text>

      {sourceMenus.length === 0 ? (
        <Alert color="gray">{t('replicate.menus.empty')}</Alert>
      ) : (
        <Checkbox.Group
          label={t('replicate.menus.label')}
          value={menuIds}
          onChange={setMenuIds}
          error={errors.menus}
        >
          <Stack gap="xs" mt="xs">
            <Checkbox
              label={t('replicate.menus.selectAll')}
              checked={menuIds.length === sourceMenus.length}
              indeterminate={menuIds.length > 0 && menuIds.length < sourceMenus.length}
              onChange={(event) =>
                setMenuIds(event.currentTarget.checked ? sourceMenus.map((m) => String(m.id)) : [])
              }
            />
            {sourceMenus.map((menu) => (
              <Checkbox key={menu.id} value={String(menu.id)} label={localizedName(menu, locale)} />
            ))}
          </Stack>
        </Checkbox.Group>
      )}

      {targets.length === 0 ? (
        <Alert color="gray">{t('replicate.locations.empty')}</Alert>
      ) : (
        <Checkbox.Group
          label={t('replicate.locations.label')}
          value={targetIds}
          onChange={setTargetIds}
          error={errors.restaurantIds}
        >
          <Stack gap="xs" mt="xs">
            {targets.map((location) => {
              const overwrites = overwritesAt(location.id);
              return (
                <Checkbox
                  key={location.id}
                  value={String(location.id)}
                  label={location.name}
                  description={
                    overwrites
                      ? t('replicate.locations.overwrites', { names: overwrites.join(', ') })
                      : undefined
                  }
                />
              );
            })}
          </Stack>
        </Checkbox.Group>
      )}

      <Switch
        label={t('replicate.rotational')}
        checked={copyRotationalMenus}
        onChange={(event) => setCopyRotationalMenus(event.currentTarget.checked)}
      />
      <Group>
        <Button onClick={submit} loading={running && !conflicts}>
          {t('replicate.submit')}
        </Button>
      </Group>

      {runId !== null && <ReplicationRunPanel key={runId} runId={runId} nameOf={nameOf} />}

      <OverwriteConfirmModal
        opened={conflicts !== null}
        conflicts={conflicts ?? []}
        busy={start.isPending}
        onCancel={() => setConflicts(null)}
        onConfirm={(word) => send(word)}
      />
    </Stack>
  );
}
