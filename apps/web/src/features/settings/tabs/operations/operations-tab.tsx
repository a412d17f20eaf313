import { useCallback, useState } from 'react';
import { Alert, Divider, Loader, Paper, Stack } from '@mantine/core';
import type { Location } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useUnsavedChanges } from '#shared/hooks/use-unsaved-changes.tsx';
import { useCustomQuestions } from './api/custom-questions-api.ts';
import { useOrderingParameters } from './api/ordering-parameters-api.ts';
import { CustomQuestionsForm } from './custom-questions-form.tsx';
import { OrderManagerOptionsForm } from './order-manager-options-form.tsx';
import { OrderingParametersForm } from './ordering-parameters-form.tsx';
import { PausedOrderingForm } from './paused-ordering-form.tsx';
import { SchoolYearSection } from './school-year-section.tsx';

type SectionName = 'parameters' | 'orderManager' | 'paused' | 'questions';

/** Which sections hold unsaved changes: the tab asks once before leaving if any does. */
function useDirtySections() {
  const [dirty, setDirty] = useState<Partial<Record<SectionName, boolean>>>({});
  const report = useCallback(
    (section: SectionName) => (isDirty: boolean) =>
      setDirty((shown) => (shown[section] === isDirty ? shown : { ...shown, [section]: isDirty })),
    [],
  );
  return { anyDirty: Object.values(dirty).some(Boolean), report };
}

/**
 * Settings › Operations: ordering parameters and service charge, order-manager options, paused
 * ordering (where the location takes orders), custom checkout questions and, at a K-12
 * location, the end of the school year. Each section saves on its own.
 */
export function OperationsTab({ location }: { location: Location }) {
  const { t } = useTranslation();
  const parameters = useOrderingParameters(location.id);
  const questions = useCustomQuestions(location.id);
  const { anyDirty, report } = useDirtySections();
  useUnsavedChanges(anyDirty);
  // Stable callbacks per section, so a section's effect does not run on every render.
  const [onParameters] = useState(() => report('parameters'));
  const [onOrderManager] = useState(() => report('orderManager'));
  const [onPaused] = useState(() => report('paused'));
  const [onQuestions] = useState(() => report('questions'));
  const takesOrders = location.order_management || location.marketplace_hub;

  if (parameters.isError || questions.isError) {
    return <Alert color="red">{t('settingsOperations.loadError')}</Alert>;
  }
  if (!parameters.data || !questions.data)
    return <Loader aria-label={t('settingsOperations.title')} />;

  return (
    <Stack gap="lg">
      <Paper withBorder p="md">
        <OrderingParametersForm
          locationId={location.id}
          saved={parameters.data}
          onDirtyChange={onParameters}
        />
      </Paper>
      <Paper withBorder p="md">
        <OrderManagerOptionsForm
          key={location.id}
          location={location}
          onDirtyChange={onOrderManager}
        />
      </Paper>
      {takesOrders && (
        <Paper withBorder p="md">
          <PausedOrderingForm key={location.id} location={location} onDirtyChange={onPaused} />
        </Paper>
      )}
      <Paper withBorder p="md">
        <CustomQuestionsForm
          locationId={location.id}
          saved={questions.data}
          onDirtyChange={onQuestions}
        />
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
