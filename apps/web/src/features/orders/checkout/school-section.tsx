import { useState } from 'react';
import { Autocomplete, Fieldset, Select, SimpleGrid, TextInput } from '@mantine/core';
import {
  CONTACT_TEXT_MAX_LENGTH,
  validationIssue,
  validationMessage,
  type SchoolConfig,
  type SchoolDetails,
} from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import { requiredProps, type FieldErrors } from './field-errors.ts';
import { useTouched } from './use-touched.ts';

type SchoolChoice = Omit<SchoolDetails, 'student_name'> & { student_name: string };

const EMPTY: SchoolChoice = {
  school: null,
  grade: null,
  classroom: null,
  teacher: null,
  student_name: '',
};

interface SchoolSectionProps {
  school: SchoolDetails | null;
  schools: readonly SchoolConfig[];
  onChange: (school: SchoolDetails | null) => void;
  errors: FieldErrors;
}

/**
 * The student a school order is for: the school, then its grade, class and teacher when the
 * school asks for them (teacher typed freely when its list is open-ended), and the student's
 * name, which is required. The order holds these details only once the student is named (a
 * school without a student is not an order the server can price); until then the choices stay
 * on screen here.
 */
export function SchoolSection({ school, schools, onChange, errors }: SchoolSectionProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { touch, isTouched } = useTouched();
  const [pending, setPending] = useState<SchoolChoice>(EMPTY);
  const current: SchoolChoice = school ?? pending;
  const config =
    schools.find((entry) => entry.name === current.school) ??
    (schools.length === 1 ? schools[0] : undefined);

  // A listed school's grades, classes and teachers wait until the school is chosen; without
  // a list, everything is typed.
  const detailsShown = schools.length === 0 || config !== undefined;

  const change = (patch: Partial<SchoolChoice>) => {
    const next = { ...current, school: current.school ?? config?.name ?? null, ...patch };
    if (next.student_name.trim() === '') {
      setPending(next);
      if (school) onChange(null);
    } else {
      onChange(next);
    }
  };

  const listOrText = (
    field: 'grade' | 'classroom',
    options: readonly string[] | undefined,
    asked: boolean,
  ) => {
    if (!detailsShown || (config && !asked)) return null;
    const common = {
      label: t(`checkout.school.${field}`),
      error: errors[`school.${field}`],
    };
    return options && options.length > 0 ? (
      <Select
        {...common}
        data={[...options]}
        value={current[field]}
        clearable
        onChange={(value) => change({ [field]: value })}
      />
    ) : (
      <TextInput
        {...common}
        value={current[field] ?? ''}
        onChange={(event) => change({ [field]: event.currentTarget.value || null })}
      />
    );
  };

  const teacherField = () => {
    if (!detailsShown || (config && !config.ask_teachers)) return null;
    const common = { label: t('checkout.school.teacher'), error: errors['school.teacher'] };
    if (config && !config.open_ended_teachers && config.teachers.length > 0) {
      return (
        <Select
          {...common}
          data={config.teachers}
          value={current.teacher}
          clearable
          onChange={(value) => change({ teacher: value })}
        />
      );
    }
    return (
      <Autocomplete
        {...common}
        data={config?.teachers ?? []}
        value={current.teacher ?? ''}
        onChange={(value) => change({ teacher: value || null })}
      />
    );
  };

  return (
    <Fieldset legend={t('checkout.school.title')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {schools.length > 0 ? (
          <Select
            label={t('checkout.school.school')}
            data={schools.map((entry) => entry.name)}
            value={config?.name ?? null}
            allowDeselect={false}
            error={errors['school.school']}
            onChange={(value) =>
              change({ school: value, grade: null, classroom: null, teacher: null })
            }
          />
        ) : (
          <TextInput
            label={t('checkout.school.school')}
            value={current.school ?? ''}
            error={errors['school.school']}
            onChange={(event) => change({ school: event.currentTarget.value || null })}
          />
        )}
        {listOrText('grade', config?.grades, config?.ask_grades ?? true)}
        {listOrText('classroom', config?.classrooms, config?.ask_classrooms ?? true)}
        {teacherField()}
        <TextInput
          label={t('checkout.school.studentName')}
          {...requiredProps(true)}
          autoComplete="off"
          maxLength={CONTACT_TEXT_MAX_LENGTH}
          value={current.student_name}
          error={
            errors['school.student_name'] ??
            (isTouched('student_name') && current.student_name.trim() === ''
              ? validationMessage(validationIssue('required'), locale)
              : undefined)
          }
          onBlur={() => touch('student_name')}
          onChange={(event) => change({ student_name: event.currentTarget.value })}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
