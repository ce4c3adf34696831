import { validateWith } from '../../../lib/form-validation';

type SafeParser = Parameters<typeof validateWith>[0];

const isBlank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/**
 * A form `validate` function: a blank required field reads "{Label} is required"; the rest is
 * checked by the shared request schema, each problem prefixed with its label.
 */
export function validateForm<T extends object>(
  schema: SafeParser,
  labels: Partial<Record<keyof T, string>>,
  required: readonly (keyof T)[],
  toRequest: (values: T) => unknown = (values) => values,
) {
  const bySchema = validateWith<T>(schema, labels);
  return (values: T): Partial<Record<keyof T, string>> => {
    const errors: Partial<Record<keyof T, string>> = {};
    for (const field of required) {
      if (isBlank(values[field])) errors[field] = `${labels[field] ?? String(field)} is required`;
    }
    // The schema only runs once every required field has a value: the request cannot be built before.
    if (Object.keys(errors).length > 0) return errors;
    return bySchema(toRequest(values) as T);
  };
}
