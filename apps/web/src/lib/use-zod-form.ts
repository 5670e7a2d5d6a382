import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The panel's one form behaviour (decision 081): react-hook-form judged by a zod schema (the contract's, so inline messages
 * match the server's words). Fields are first judged when the form is sent; from then on a field is judged again
 * each time it changes, so its error clears as soon as it is filled in right.
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
) {
  return useForm<z.input<S>, unknown, z.output<S>>({
    // The resolver's generic types cannot follow a schema given as a parameter; the schema's own types are the form's.
    resolver: zodResolver(schema as never) as unknown as Resolver<z.input<S>, unknown, z.output<S>>,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}
