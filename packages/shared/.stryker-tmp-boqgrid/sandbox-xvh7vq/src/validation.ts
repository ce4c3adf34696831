// @ts-nocheck
import { z } from 'zod';

type Issue = z.core.$ZodRawIssue;

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  date: 'a date',
  array: 'a list',
  tuple: 'a list',
  set: 'a list',
  object: 'a set of fields',
  record: 'a set of fields',
  map: 'a set of fields',
  file: 'a file',
  null: 'empty',
  undefined: 'left out',
};

const FORMAT_WORDS: Record<string, string> = {
  email: 'an email address',
  url: 'a web address',
  uuid: 'an id',
  guid: 'an id',
  cuid: 'an id',
  cuid2: 'an id',
  ulid: 'an id',
  nanoid: 'an id',
  datetime: 'a date and time',
  date: 'a date',
  time: 'a time',
  duration: 'a duration',
  ipv4: 'an IP address',
  ipv6: 'an IP address',
  e164: 'a phone number',
  base64: 'base64 text',
  jwt: 'a token',
};

const typeWord = (expected: string) => TYPE_WORDS[expected] ?? expected;
const shown = (value: unknown) => (typeof value === 'string' ? value : String(value));

/** "A, B or C" */
function listed(words: string[], last = 'or'): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} ${last} ${words[words.length - 1]}`;
}

function sizeWord(origin: string, bound: number | bigint): string {
  const n = Number(bound);
  if (origin === 'string') return `${n} character${n === 1 ? '' : 's'}`;
  if (origin === 'array' || origin === 'set') return `${n} item${n === 1 ? '' : 's'}`;
  if (origin === 'date') return new Date(n).toISOString().slice(0, 10);
  return String(bound);
}

/** What every branch of a failed union expected, when each failed on its type ("text or a list"). */
function unionTypes(errors: readonly (readonly { code?: string; expected?: string }[])[]): string | undefined {
  const words: string[] = [];
  for (const branch of errors) {
    const first = branch[0];
    if (branch.length !== 1 || first.code !== 'invalid_type' || !first.expected) return undefined;
    const word = typeWord(first.expected);
    if (!words.includes(word)) words.push(word);
  }
  return words.length ? `must be ${listed(words)}` : undefined;
}

/**
 * A problem in plain words, for a field whose name goes before it ("name: is required"). Messages a
 * schema sets itself win over these; zod's own wording ("Invalid input: expected string") never
 * reaches a user.
 */
export function plainMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined || issue.input === null) return 'is required';
      if (issue.expected === 'number' && typeof issue.input === 'number' && Number.isNaN(issue.input)) return 'must be a number';
      if (issue.expected === 'int' && typeof issue.input === 'number') return 'must be a whole number';
      return `must be ${typeWord(issue.expected)}`;
    }
    case 'invalid_value': {
      const values = issue.values.map(shown);
      if (values.length === 1) return `must be ${values[0]}`;
      return `must be one of ${values.join(', ')}`;
    }
    case 'too_small': {
      const origin = issue.origin;
      const min = Number(issue.minimum);
      if (origin === 'string' && min === 1 && issue.inclusive !== false) return 'is required';
      if ((origin === 'array' || origin === 'set') && min === 1 && issue.inclusive !== false) return 'needs at least one item';
      if (issue.exact) return `must be exactly ${sizeWord(origin, issue.minimum)}`;
      const size = sizeWord(origin, issue.minimum);
      if (origin === 'array' || origin === 'set') return `must have at least ${size}`;
      if (origin === 'date') return issue.inclusive === false ? `must be after ${size}` : `must be on or after ${size}`;
      return issue.inclusive === false ? `must be more than ${size}` : `must be at least ${size}`;
    }
    case 'too_big': {
      const origin = issue.origin;
      const size = sizeWord(origin, issue.maximum);
      if (issue.exact) return `must be exactly ${size}`;
      if (origin === 'array' || origin === 'set') return `must have at most ${size}`;
      if (origin === 'date') return issue.inclusive === false ? `must be before ${size}` : `must be on or before ${size}`;
      return issue.inclusive === false ? `must be less than ${size}` : `must be at most ${size}`;
    }
    case 'invalid_format': {
      const format = issue.format;
      if (format === 'starts_with') return `must start with "${String(issue.prefix)}"`;
      if (format === 'ends_with') return `must end with "${String(issue.suffix)}"`;
      if (format === 'includes') return `must contain "${String(issue.includes)}"`;
      const word = FORMAT_WORDS[format];
      return word ? `must be ${word}` : 'is not in the right form';
    }
    case 'not_multiple_of':
      return `must be a multiple of ${String(issue.divisor)}`;
    case 'unrecognized_keys':
      return `${issue.keys.length === 1 ? 'is not a field here' : 'are not fields here'}: ${issue.keys.join(', ')}`;
    case 'invalid_union':
      return unionTypes(issue.errors as never) ?? 'is not in an accepted form';
    case 'invalid_key':
      return 'has a key that is not allowed';
    case 'invalid_element':
      return 'has an entry that is not allowed';
    default:
      return 'is not valid';
  }
}

/** One error map for every schema, on the server and in the browser (both import the shared index). */
z.config({ customError: (issue) => plainMessage(issue) });

/** The largest id a record can have: ids are PostgreSQL `integer` (serial) columns. */
export const MAX_RECORD_ID = 2_147_483_647;

/** Decimal text as a person writes it: "12", "-3.5", ".25", "1e3". Not hex, not "Infinity", not blank. */
const NUMERIC_TEXT = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?$/i;

/**
 * A number, or text that reads as one, to a number. A blank text is missing; any other text is NaN
 * ("must be a number"). Booleans, lists, objects and null are passed on as they are, so the number
 * schema refuses them by type: `true` is never 1 and `[]` never 0.
 */
const toNumber = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  return NUMERIC_TEXT.test(trimmed) ? Number(trimmed) : Number.NaN;
};

/**
 * A number that may arrive as text ("12"), checked by `schema`. Unlike `z.coerce.number()`, a
 * missing value reads "is required", and only numbers and numeric text are numbers. Every number
 * a request carries goes through this (or `recordId`), with a range that fits its column.
 */
export const numberFrom = <T extends z.ZodType<number>>(schema: T) => z.preprocess(toNumber, schema);

/** A whole number in [min, max], as a number or numeric text. */
export const wholeNumber = (min: number, max: number) => numberFrom(z.number().int('must be a whole number').min(min).max(max));

/** A record id in a request: a positive whole number that fits an `integer` column. */
export const recordId = () =>
  numberFrom(z.number().int('must be a whole number').positive('must be a positive number').max(MAX_RECORD_ID, 'is not a known id'));

/** The highest page a table or board answers: its offset must stay a safe integer. */
export const MAX_PAGE_NUMBER = 1_000_000;

/** A date and time as ISO text (or a Date), between the years 1900 and 9999, so it fits a `timestamp` column. */
export const dateTime = () =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? new Date(value) : value === '' ? undefined : value),
    z.date().min(new Date('1900-01-01T00:00:00Z')).max(new Date('9999-12-31T23:59:59Z')),
  );

/**
 * Text a request may carry: no NUL character (PostgreSQL text cannot hold it) and no lone UTF-16
 * surrogate (it cannot be encoded as UTF-8). Every string field of a request schema is built from
 * this; formats (`z.email()`, dates, enums) refuse both on their own.
 */
export const CONTROL_CHARACTER_MESSAGE = 'must not contain control characters';
const BROKEN_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
export const isCleanText = (value: string) => !BROKEN_TEXT.test(value);
export const text = () => z.string().refine(isCleanText, CONTROL_CHARACTER_MESSAGE);

/**
 * The `when` of an object-level refinement that reads only `fields`: it runs whenever those fields
 * passed, so its problem is listed beside the other fields' problems instead of after they are fixed.
 */
export const whenFieldsPass =
  (...fields: string[]) =>
  (payload: { value: unknown; issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    payload.issues.every((issue) => issue.path !== undefined && issue.path.length > 0 && !fields.includes(String(issue.path[0])));

export { z };
