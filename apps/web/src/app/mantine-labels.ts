import type { MantineThemeOverride } from '@mantine/core';
import type { TFunction } from 'i18next';

/**
 * The texts Mantine components would otherwise leave unnamed or in English, in the interface
 * language, as theme defaults so every instance gets them: the close buttons of modals, drawers,
 * toasts and alerts, the hidden file input of drop zones (react-dropzone names it "file upload"),
 * and the calendar's navigation. A screen may still give its own, more precise, names.
 */
export function mantineLabels(t: TFunction): MantineThemeOverride {
  const close = { 'aria-label': t('actions.close') };
  return {
    components: {
      Modal: { defaultProps: { closeButtonProps: close } },
      Drawer: { defaultProps: { closeButtonProps: close } },
      Notification: { defaultProps: { closeButtonProps: close } },
      Alert: { defaultProps: { closeButtonLabel: t('actions.close') } },
      Dropzone: { defaultProps: { inputProps: { 'aria-label': t('actions.chooseFile') } } },
      DatePickerInput: {
        defaultProps: {
          ariaLabels: {
            previousMonth: t('calendar.previousMonth'),
            nextMonth: t('calendar.nextMonth'),
            previousYear: t('calendar.previousYear'),
            nextYear: t('calendar.nextYear'),
            previousDecade: t('calendar.previousDecade'),
            nextDecade: t('calendar.nextDecade'),
            monthLevelControl: t('calendar.chooseMonth'),
            yearLevelControl: t('calendar.chooseYear'),
          },
        },
      },
    },
  };
}
