import { useEffect } from 'react';
import { Button, Center, Loader, Paper, Stack, Text } from '@mantine/core';
import { screenPaths, type OrderDraft } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { handleApiError } from '#lib/api/api-client.ts';
import { apiErrorText } from '#lib/api/api-error-text.ts';
import { isApiError } from '#lib/api/api-error.ts';
import { notifyError } from '#lib/notify.ts';
import { useOrderToModify } from '../api/get-order.ts';
import { useOrderingConfig } from '#shared/orders/ordering-config.ts';
import { usePublishedMenus } from '../api/get-published-menus.ts';
import { draftOfOrder, modeOf, targetOrderNumber, type OrderTarget } from '../state/order-mode.ts';
import { OrderWorkspace } from './order-workspace.tsx';

interface OrderPageProps {
  target: OrderTarget;
  /** A new order that starts from this draft ("Order to same table" from another screen). */
  seed?: OrderDraft;
}

/**
 * /order-management/create and /order-management/{number}: loads what order taking needs — the
 * ordering configuration, the published menus and, to modify or add to a check, the saved order
 * — then hands over to the workspace. A saved order that cannot be loaded sends the user back to
 * the order manager with the reason (spec part 2 §4).
 */
export function OrderPage({ target, seed }: OrderPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const config = useOrderingConfig();
  const menus = usePublishedMenus();
  const saved = useOrderToModify(targetOrderNumber(target));

  const loadError = saved.error;
  useEffect(() => {
    if (!loadError) return;
    if (isApiError(loadError) && (loadError.status === 401 || loadError.isNetworkError)) {
      handleApiError(loadError);
      return;
    }
    notifyError(isApiError(loadError) ? apiErrorText(loadError) : t('errors.somethingWentWrong'));
    void navigate(screenPaths.order_manager, { replace: true });
  }, [loadError, navigate, t]);

  if (config.isError || menus.isError) {
    return (
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" gap="xs">
          <Text fw={600}>{t('orders.loadError')}</Text>
          <Button
            variant="default"
            onClick={() => {
              if (config.isError) void config.refetch();
              if (menus.isError) void menus.refetch();
            }}
          >
            {t('actions.retry')}
          </Button>
        </Stack>
      </Paper>
    );
  }
  const savedReady = target.kind === 'create' || saved.data;
  if (!config.data || !menus.data || !savedReady) {
    return (
      <Center mih={240} aria-busy>
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  }
  return (
    <OrderWorkspace
      mode={modeOf(target, saved.data?.id ?? null)}
      config={config.data}
      menus={menus.data}
      saved={
        saved.data ? { draft: draftOfOrder(saved.data), validation: saved.data.validation } : null
      }
      seed={seed}
    />
  );
}
