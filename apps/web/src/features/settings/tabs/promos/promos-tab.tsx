import { useState } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Loader,
  Stack,
  Switch,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { toCents, type Location, type PromoCode } from '@app/domain';
import { notifyError, notifySuccess } from '#lib/notify.ts';
import { useLocale } from '#i18n/use-locale.ts';
import { useFormatters } from '#shared/hooks/use-formatters.ts';
import { formatPercent } from '#shared/orders/format-percent.ts';
import { useDeletePromoCode, usePromoCodes, useSavePromoCode } from './api/promo-codes.ts';
import { PromoCodeForm } from './promo-code-form.tsx';
import { RemoveRowButton } from '../remove-row-button.tsx';

type Editing = { code: PromoCode | null } | null;

/** The Promos tab: the location's promo codes (`discount` flag; the lead shows the tab). */
export function PromosTab({ location: _location }: { location: Location }) {
  const { t } = useTranslation();
  const { data: codes, isPending } = usePromoCodes();
  const save = useSavePromoCode();
  const remove = useDeletePromoCode();
  const [editing, setEditing] = useState<Editing>(null);
  const money = useFormatters();
  const locale = useLocale();

  const failed = (error: unknown) =>
    notifyError(error instanceof Error ? error.message : String(error));
  const toggle = (code: PromoCode) =>
    save
      .mutateAsync({ id: code.id, body: { ...code, active: !code.active } })
      .then(() => notifySuccess(t('settingsPromos.saved')), failed);
  const confirmDelete = (code: PromoCode) =>
    modals.openConfirmModal({
      title: t('settingsPromos.deleteTitle'),
      children: <Text size="sm">{t('settingsPromos.deleteBody', { name: code.name })}</Text>,
      labels: { confirm: t('actions.delete'), cancel: t('actions.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        void remove
          .mutateAsync(code.id)
          .then(() => notifySuccess(t('settingsPromos.deleted')), failed),
    });

  const valueOf = (code: PromoCode) =>
    code.type === 'dollar'
      ? money.money(toCents(code.value))
      : formatPercent(Math.round(code.value * 1000), locale);
  const otherNames = (code: PromoCode | null) =>
    (codes ?? []).filter((other) => other.id !== code?.id).map((other) => other.name);

  return (
    <Stack>
      <Group justify="space-between">
        <div>
          <Title order={2} size="h4">
            {t('settingsPromos.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('settingsPromos.intro')}
          </Text>
        </div>
        <Button onClick={() => setEditing({ code: null })}>{t('settingsPromos.add')}</Button>
      </Group>
      {isPending ? (
        <Loader />
      ) : codes && codes.length > 0 ? (
        <Table aria-label={t('settingsPromos.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('settingsPromos.name')}</Table.Th>
              <Table.Th>{t('settingsPromos.value')}</Table.Th>
              <Table.Th>{t('settingsPromos.active')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {codes.map((code) => (
              <Table.Tr key={code.id}>
                <Table.Td>{code.name}</Table.Td>
                <Table.Td>{valueOf(code)}</Table.Td>
                <Table.Td>
                  <Group gap="xs">
                    <Switch
                      aria-label={t(
                        code.active ? 'settingsPromos.deactivate' : 'settingsPromos.activate',
                        { name: code.name },
                      )}
                      checked={code.active}
                      onChange={() => void toggle(code)}
                    />
                    <Badge color={code.active ? 'green' : 'gray'} variant="light">
                      {t(
                        code.active ? 'settingsPromos.activeBadge' : 'settingsPromos.inactiveBadge',
                      )}
                    </Badge>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" justify="flex-end">
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('settingsPromos.edit', { name: code.name })}
                      onClick={() => setEditing({ code })}
                    >
                      <IconPencil size={16} />
                    </ActionIcon>
                    <RemoveRowButton
                      label={t('settingsPromos.delete', { name: code.name })}
                      onClick={() => confirmDelete(code)}
                    />
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Text>{t('settingsPromos.empty')}</Text>
      )}
      {editing && (
        <PromoCodeForm
          code={editing.code}
          otherNames={otherNames(editing.code)}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
