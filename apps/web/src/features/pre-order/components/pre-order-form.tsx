import { useMemo, useState } from 'react';
import { Alert, Button, Grid, Paper, Stack, TextInput, Title } from '@mantine/core';
import {
  CONTACT_TEXT_MAX_LENGTH,
  SPECIAL_INSTRUCTIONS_MAX_LENGTH,
  menuItems,
  type CartItem,
  type Item,
  type SuitePreOrderPage,
} from '@app/domain';
import { useTranslation } from 'react-i18next';
import { createSubmitKeys } from '#lib/api/submit-keys.ts';
import { notifyError, notifySuccess } from '#lib/notify.ts';
import { useFormatters } from '#shared/hooks/use-formatters.ts';
import { CardForm, CardOnFile } from '#shared/orders/card-form.tsx';
import { keepPreOrderCard, useSavePreOrder } from '../api/pre-order-api.ts';
import { usePreOrderCart } from '../hooks/use-pre-order-cart.ts';
import { preOrderErrorText } from '../pre-order-error.ts';
import { PreOrderCart } from './pre-order-cart.tsx';
import { PreOrderItemDialog } from './pre-order-item-dialog.tsx';
import { PreOrderMenu } from './pre-order-menu.tsx';

type Choosing = { item: Item; index: number | null } | null;

/**
 * The owner's pre-order while they may change it: the menu to choose from, the cart priced by
 * the server, their dietary needs and phone, the card it is held on, and the save. A save that
 * comes back refused says why (a toast and under the button); one refused because pre-ordering
 * just locked reads the page again, which then shows it read-only.
 */
export function PreOrderForm({ token, page }: { token: string; page: SuitePreOrderPage }) {
  const { t } = useTranslation();
  const format = useFormatters(page.event.time_zone);
  const state = usePreOrderCart(token, page);
  const { cart, request } = state;
  const save = useSavePreOrder(token);
  const [keys] = useState(() => createSubmitKeys());
  const [choosing, setChoosing] = useState<Choosing>(null);
  const [replacingCard, setReplacingCard] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [savedOnce, setSavedOnce] = useState(false);
  const menu = page.menus.find((candidate) => candidate.id === cart.menuId);
  const eventStart = useMemo(() => new Date(page.event.start_date), [page.event.start_date]);
  const cardOnFile = cart.card ?? (replacingCard ? null : (page.pre_order?.card ?? null));
  const blocked = state.priced !== null && state.priced.problems.length > 0;

  const submit = () => {
    setFailure(null);
    if (!request) return;
    if (!cardOnFile) {
      setFailure(t('preOrders.submit.needsCard'));
      return;
    }
    const body = JSON.stringify(request);
    save.mutate(
      { request, idempotencyKey: keys.keyFor(body) },
      {
        onSuccess: () => {
          keys.forget();
          state.saved();
          setReplacingCard(false);
          setSavedOnce(true);
          notifySuccess(t('preOrders.submit.saved'));
        },
        onError: (error) => {
          const message = preOrderErrorText(error, t);
          setFailure(message);
          notifyError(message);
        },
      },
    );
  };

  const done = (line: CartItem) => {
    if (choosing?.index === null || choosing === null) state.addLine(line);
    else state.replaceLine(choosing.index, line);
    setChoosing(null);
  };

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <PreOrderMenu
          page={page}
          menu={menu ?? null}
          cartHasLines={cart.lines.length > 0}
          onChooseMenu={state.chooseMenu}
          onAdd={(item) => setChoosing({ item, index: null })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="md">
          <PreOrderCart
            state={state}
            menu={menu}
            timeZone={page.event.time_zone}
            onEdit={(index) => {
              const line = cart.lines[index];
              const item = menu && line && menuItems(menu).find((entry) => entry.id === line.id);
              if (item) setChoosing({ item, index });
            }}
          />
          <Paper withBorder p="md" component="section" aria-labelledby="pre-order-details-title">
            <Stack gap="sm">
              <Title order={2} size="h3" id="pre-order-details-title">
                {t('preOrders.details.title')}
              </Title>
              <TextInput
                label={t('preOrders.details.notes')}
                description={t('preOrders.details.notesDescription')}
                maxLength={SPECIAL_INSTRUCTIONS_MAX_LENGTH}
                value={cart.notes}
                onChange={(event) => state.setNotes(event.currentTarget.value)}
              />
              <TextInput
                label={t('preOrders.details.phone')}
                description={t('preOrders.details.phoneDescription')}
                type="tel"
                autoComplete="tel"
                placeholder="999-999-9999"
                maxLength={CONTACT_TEXT_MAX_LENGTH}
                value={cart.phone}
                onChange={(event) => state.setPhone(event.currentTarget.value)}
              />
            </Stack>
          </Paper>
          <Paper withBorder p="md" component="section" aria-labelledby="pre-order-card-title">
            <Stack gap="sm">
              <Title order={2} size="h3" id="pre-order-card-title">
                {t('preOrders.card.title')}
              </Title>
              <Alert variant="light" color="gray">
                {t('preOrders.card.description')}
              </Alert>
              {cardOnFile ? (
                <CardOnFile
                  card={cardOnFile}
                  onReplace={() => {
                    state.setCard(null);
                    setReplacingCard(true);
                  }}
                />
              ) : (
                <CardForm
                  tokenize={(card) => keepPreOrderCard(token, card)}
                  onTokenized={state.setCard}
                />
              )}
            </Stack>
          </Paper>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          {savedOnce && !save.isPending && (
            <Alert color="green" role="status" title={t('preOrders.submit.saved')}>
              {t('preOrders.submit.savedDetail', { date: format.dateTime(page.locks_at) })}
            </Alert>
          )}
          <Button
            size="md"
            onClick={submit}
            loading={save.isPending}
            disabled={!request || blocked}
          >
            {page.pre_order ? t('preOrders.submit.update') : t('preOrders.submit.create')}
          </Button>
        </Stack>
      </Grid.Col>
      {choosing && menu && (
        <PreOrderItemDialog
          item={choosing.item}
          menu={menu}
          line={choosing.index === null ? undefined : cart.lines[choosing.index]}
          timeZone={page.event.time_zone}
          at={eventStart}
          onDone={done}
          onClose={() => setChoosing(null)}
        />
      )}
    </Grid>
  );
}
