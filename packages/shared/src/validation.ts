import { z } from 'zod';

/**
 * A missing field reads "is required" on both sides, rather than zod's type message; a number field
 * given something that is not a number (coerced to NaN) reads "must be a number".
 */
z.config({
  customError: (issue) => {
    if (issue.code !== 'invalid_type') return undefined;
    if (issue.input === undefined) return 'is required';
    if (issue.expected === 'number' && Number.isNaN(issue.input)) return 'must be a number';
    return undefined;
  },
});

/** Text from a query string or a form to a number; a missing or blank value stays missing. */
const toNumber = (value: unknown) => {
  if (typeof value !== 'string') return value;
  return value.trim() === '' ? undefined : Number(value);
};

/**
 * A number that may arrive as text ("12"), checked by `schema`. Unlike `z.coerce.number()`, a
 * missing value reads "is required" rather than being coerced to NaN first.
 */
export const numberFrom = <T extends z.ZodType<number>>(schema: T) => z.preprocess(toNumber, schema);

/** A record id in a request: a positive whole number. */
export const recordId = () => numberFrom(z.number().int('must be a whole number').positive('must be a positive number'));

export { z };
