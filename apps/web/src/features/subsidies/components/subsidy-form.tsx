import {
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  SUBSIDY_NAME_MAX_LENGTH,
  subsidyTypes,
  ZSubsidyRequest,
  type Subsidy,
  type SubsidyRequestInput,
} from '@app/domain';
import { notifyError, notifySuccess } from '#lib/notify.ts';
import { useLocalizedForm, type ValidationErrorMap } from '#shared/forms/use-localized-form.ts';
import { showServerFieldErrors } from '#shared/forms/server-field-errors.ts';
import { confirmDiscard } from '#shared/hooks/use-unsaved-changes.tsx';
import { useSaveSubsidy } from '../api/subsidies.ts';

interface SubsidyFormProps {
  /** The subsidy edited, or null for a new one. */
  subsidy: Subsidy | null;
  onClose: () => void;
}

type FormValues = Omit<SubsidyRequestInput, 'localization'> & { frenchName: string };

const blank: FormValues = {
  name: '',
  frenchName: '',
  type: 'fixed_item_price',
  amount: null,
  amount_type: 'dollar',
  max_meals_per_day: 1,
};

function valuesOf(subsidy: Subsidy | null): FormValues {
  if (!subsidy) return blank;
  const { name, type, amount, amount_type, max_meals_per_day } = subsidy;
  const frenchName = subsidy.localization.fr.name ?? '';
  return { name, frenchName, type, amount, amount_type, max_meals_per_day };
}

function requestOf({ frenchName, ...values }: FormValues): SubsidyRequestInput {
  return { ...values, localization: { fr: { name: frenchName.trim() || null } } };
}

/** The form's values checked by the domain's request schema, field messages on its fields. */
const resolverFor = (error: ValidationErrorMap) => {
  const check = zodResolver(ZSubsidyRequest, { error }) as unknown as Resolver<SubsidyRequestInput>;
  const resolver: Resolver<FormValues> = async (values, context, options) => {
    const result = await check(requestOf(values), context, options as never);
    return { values: Object.keys(result.errors).length ? {} : values, errors: result.errors };
  };
  return resolver;
};

/**
 * A subsidy's dialog (spec part 2 §3, §9): name and French name, type, its amount (none for pay
 * what you can), meals per day or no limit. Checked as you type by the domain's rules.
 */
export function SubsidyForm({ subsidy, onClose }: SubsidyFormProps) {
  const { t } = useTranslation();
  const save = useSaveSubsidy();
  const form = useLocalizedForm<FormValues>(resolverFor, {
    mode: 'onChange',
    defaultValues: valuesOf(subsidy),
  });
  const { register, control, handleSubmit, formState, setError, watch } = form;
  const type = watch('type');

  const close = () => (formState.isDirty ? confirmDiscard(onClose) : onClose());
  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: subsidy?.id ?? null, body: requestOf(values) });
      notifySuccess(t('subsidies.saved'));
      onClose();
    } catch (error) {
      if (!showServerFieldErrors(error, setError as never))
        notifyError(error instanceof Error ? error.message : String(error));
    }
  });

  const title = subsidy ? t('subsidies.edit', { name: subsidy.name }) : t('subsidies.add');
  return (
    <Modal opened onClose={close} title={title}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <TextInput
            label={t('subsidies.fields.name')}
            required
            maxLength={SUBSIDY_NAME_MAX_LENGTH}
            error={formState.errors.name?.message}
            data-autofocus
            {...register('name')}
          />
          <TextInput
            label={t('subsidies.fields.frenchName')}
            lang="fr"
            maxLength={SUBSIDY_NAME_MAX_LENGTH}
            {...register('frenchName')}
          />
          <Controller
            control={control}
            name="type"
            render={({ field }) => (
              <Select
                label={t('subsidies.fields.type')}
                allowDeselect={false}
                value={field.value}
                onChange={(value) => value && field.onChange(value)}
                data={subsidyTypes.map((value) => ({
                  value,
                  label: t(`subsidies.types.${value}`),
                }))}
              />
            )}
          />
          {type === 'pay_what_you_can' ? (
            <Text size="sm" c="dimmed">
              {t('subsidies.payWhatYouCanHint')}
            </Text>
          ) : (
            <AmountFields control={control} type={type} />
          )}
          <MealsPerDayField control={control} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

type FormControl = ReturnType<typeof useLocalizedForm<FormValues>>['control'];

function AmountFields({ control, type }: { control: FormControl; type: FormValues['type'] }) {
  const { t } = useTranslation();
  return (
    <>
      {type === 'discount' && (
        <Controller
          control={control}
          name="amount_type"
          render={({ field }) => (
            <SegmentedControl
              aria-label={t('subsidies.fields.amountType')}
              value={field.value ?? 'dollar'}
              onChange={(value) => field.onChange(value)}
              data={(['dollar', 'percentage'] as const).map((value) => ({
                value,
                label: t(`subsidies.amountTypes.${value}`),
              }))}
            />
          )}
        />
      )}
      <Controller
        control={control}
        name="amount"
        render={({ field, fieldState }) => (
          <NumberInput
            label={t(
              type === 'discount' ? 'subsidies.fields.amount' : 'subsidies.fields.fixedPrice',
            )}
            required
            decimalScale={2}
            min={0}
            hideControls
            value={field.value ?? ''}
            onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
            error={fieldState.error?.message}
          />
        )}
      />
    </>
  );
}

function MealsPerDayField({ control }: { control: FormControl }) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name="max_meals_per_day"
      render={({ field, fieldState }) => (
        <Group align="flex-end">
          <NumberInput
            label={t('subsidies.fields.mealsPerDay')}
            min={1}
            allowDecimal={false}
            disabled={field.value === null}
            value={field.value ?? ''}
            onChange={(value) => field.onChange(typeof value === 'number' ? value : 1)}
            error={fieldState.error?.message}
          />
          <Checkbox
            mb={8}
            label={t('subsidies.fields.noLimit')}
            checked={field.value === null}
            onChange={(event) => field.onChange(event.currentTarget.checked ? null : 1)}
          />
        </Group>
      )}
    />
  );
}
