import { Alert, Divider, Loader, Paper, Stack } from '@mantine/core';
import type { Location } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useCustomQuestions } from './api/custom-questions-api.ts';
import { useOrderingParameters } from './api/ordering-parameters-api.ts';
import { CustomQuestionsForm } from './custom-questions-form.tsx';
import { OrderManagerOptionsForm } from './order-manager-options-form.tsx';
import { OrderingParametersForm } from './ordering-parameters-form.tsx';
import { PausedOrderingForm } from './paused-ordering-form.tsx';
import { SchoolYearSection } from './school-year-section.tsx';

/**
 * Settings › Operations: ordering parameters and service charge, order-manager options, paused
 * ordering (where the location takes orders), custom checkout questions and, at a K-12
 * location, the end of the school year. Each section saves on its own.
 */
export function OperationsTab({ location }: { location: Location }) {
  const { t } = useTranslation();
  const parameters = useOrderingParameters(location.id);
  const questions = useCustomQuestions(location.id);
  const takesOrders = location.order_management || location.marketplace_hub;

  if (parameters.isError || questions.isError) {
    return <Alert color="red">{t('settingsOperations.loadError')}</Alert>;
  }
  if (!parameters.data || !questions.data)
    return <Loader aria-label={t('settingsOperations.title')} />;

  return (
    <Stack gap="lg">
      <Paper withBorder p="md">
        <OrderingParametersForm locationId={location.id} saved={parameters.data} />
      </Paper>
      <Paper withBorder p="md">
        <OrderManagerOptionsForm key={location.id} location={location} />
      </Paper>
      {takesOrders && (
        <Paper withBorder p="md">
          <PausedOrderingForm key={location.id} location={location} />
        </Paper>
      )}
      <Paper withBorder p="md">
        <CustomQuestionsForm locationId={location.id} saved={questions.data} />
      </Paper>
      {location.k12 && (
        <>
          <Divider />
          <Paper withBorder p="md">
            <SchoolYearSection locationId={location.id} saved={parameters.data} />
          </Paper>
        </>
      )}
    </Stack>
  );
}
