import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useState } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

type FormNumberInputProps<T extends FieldValues, O> = Omit<
  NumberInputProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'
> & {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  /**
   * What the number is, none below zero: `whole` (a count, days, a sort place), `toman` (a whole amount, its thousands
   * separated), `decimal` (gigabytes, a rate: `decimalScale` limits its places).
   */
  kind?: 'whole' | 'toman' | 'decimal';
};

const KINDS = {
  whole: { min: 0, allowNegative: false, allowDecimal: false },
  toman: { min: 0, allowNegative: false, allowDecimal: false, thousandSeparator: ',' },
  decimal: { min: 0, allowNegative: false },
} satisfies Record<string, Partial<NumberInputProps>>;

/**
 * A Mantine number input as one field of a `useZodForm` form (docs/decisions/081-one-form-behaviour.md): empty is
 * undefined, so the contract's schema says what is missing, and the field's error is its own. A number being typed
 * («1.», «0.0») stays on screen as typed while the form holds the number it means.
 */
export function FormNumberInput<T extends FieldValues, O>({
  control,
  name,
  kind,
  ...props
}: FormNumberInputProps<T, O>) {
  const { field, fieldState } = useController({ control, name });
  const [typed, setTyped] = useState<number | string>('');
  const value = typeof field.value === 'number' ? field.value : undefined;
  const shown = typed !== '' && Number(typed) === value ? typed : (value ?? '');
  return (
    <NumberInput
      {...(kind && KINDS[kind])}
      {...props}
      ref={field.ref}
      name={field.name}
      value={shown}
      onChange={(next) => {
        setTyped(next);
        field.onChange(next === '' ? undefined : Number(next));
      }}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
