import type { z } from 'zod';

/** The first Persian message of each field a contract schema refused, keyed by the field's name. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** A Mantine NumberInput's value as a number, or undefined while empty (so the schema says what is missing). */
export const numberOrUndefined = (value: number | string) => (value === '' ? undefined : Number(value));
