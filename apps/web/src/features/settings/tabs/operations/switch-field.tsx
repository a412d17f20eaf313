import { Switch, type SwitchProps } from '@mantine/core';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

/** A Mantine switch bound to a boolean field of a react-hook-form form. */
export function SwitchField<Values extends FieldValues>({
  control,
  name,
  ...props
}: { control: Control<Values, unknown, Values>; name: Path<Values> } & Omit<
  SwitchProps,
  'checked' | 'onChange' | 'name'
>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          {...props}
          name={field.name}
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
