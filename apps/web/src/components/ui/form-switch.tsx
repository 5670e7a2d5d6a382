import { Switch, type SwitchProps } from '@mantine/core';
import { type Control, type FieldPath, type FieldValues, type RegisterOptions, useController } from 'react-hook-form';

type FormSwitchProps<T extends FieldValues, O> = Omit<SwitchProps, 'name' | 'checked' | 'onChange' | 'error'> & {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  /** What the switch shows while the form holds no value for it (a body's default). */
  whenUnset?: boolean;
  /** Also called when the user flips it (another field that follows this one). */
  onChecked?: (checked: boolean) => void;
  rules?: Pick<RegisterOptions<T>, 'deps'>;
};

/** A Mantine switch as one field of a `useZodForm` form (decision 081), with its own error under it. */
export function FormSwitch<T extends FieldValues, O>({
  control,
  name,
  whenUnset = false,
  onChecked,
  rules,
  ...props
}: FormSwitchProps<T, O>) {
  const { field, fieldState } = useController({ control, name, rules });
  return (
    <Switch
      {...props}
      ref={field.ref}
      name={field.name}
      checked={typeof field.value === 'boolean' ? field.value : whenUnset}
      onChange={(e) => {
        field.onChange(e.currentTarget.checked);
        onChecked?.(e.currentTarget.checked);
      }}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
