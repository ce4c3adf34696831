import { numberFrom, recordId, text, z } from '../validation';

/**
 * A maintenance script's parameter as the screen renders it (issue 19, decision 0071): the form is
 * drawn from this description and the server validates with the zod schema built from the same
 * description (`scriptParametersSchema`), so the two cannot drift apart.
 */
interface ParameterBase {
  /** The key in `parameters` (camelCase). */
  name: string;
  label: string;
  /** One line under the field. */
  description?: string;
}
export type ScriptParameter =
  | (ParameterBase & { kind: 'text'; required: boolean; maxLength: number })
  | (ParameterBase & { kind: 'number'; required: boolean; min: number; max: number; integer: boolean; default?: number })
  | (ParameterBase & { kind: 'boolean'; default: boolean })
  /** A company of this installation (a select of every company); optional means "every company". */
  | (ParameterBase & { kind: 'company'; required: boolean })
  /** A calendar day, YYYY-MM-DD. */
  | (ParameterBase & { kind: 'date'; required: boolean });

export type ScriptParameterKind = ScriptParameter['kind'];

/** A registered script as the list answers it. */
export interface ScriptDescription {
  name: string;
  title: string;
  description: string;
  parameters: ScriptParameter[];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day written YYYY-MM-DD (2026-02-30 is refused). */
export const isCalendarDay = (value: string) => {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

function fieldSchema(parameter: ScriptParameter): z.ZodType {
  switch (parameter.kind) {
    case 'text': {
      const base = text().trim().max(parameter.maxLength);
      return parameter.required ? base.min(1) : base.optional();
    }
    case 'number': {
      let number = z.number().min(parameter.min).max(parameter.max);
      if (parameter.integer) number = number.int('must be a whole number');
      const field = numberFrom(number);
      if (parameter.default !== undefined) return field.optional().default(parameter.default);
      return parameter.required ? field : field.optional();
    }
    case 'boolean':
      return z.boolean().optional().default(parameter.default);
    case 'company':
      return parameter.required ? recordId() : recordId().nullish();
    case 'date': {
      const day = text().refine(isCalendarDay, 'must be a date written YYYY-MM-DD');
      return parameter.required ? day : day.nullish();
    }
  }
}

/**
 * The zod schema of a script's parameters: each described field with its kind's checks; a name
 * the description does not list is refused ("is not a field here").
 */
export function scriptParametersSchema(parameters: readonly ScriptParameter[]) {
  const shape: Record<string, z.ZodType> = {};
  for (const parameter of parameters) shape[parameter.name] = fieldSchema(parameter);
  return z.strictObject(shape);
}

/** The values a fresh form starts with: defaults, else empty (null for a company or date, '' for text). */
export function parameterFormDefaults(parameters: readonly ScriptParameter[]): Record<string, string | number | boolean | null> {
  const values: Record<string, string | number | boolean | null> = {};
  for (const parameter of parameters) {
    if (parameter.kind === 'boolean') values[parameter.name] = parameter.default;
    else if (parameter.kind === 'number') values[parameter.name] = parameter.default ?? null;
    else if (parameter.kind === 'text') values[parameter.name] = '';
    else values[parameter.name] = null;
  }
  return values;
}

/**
 * What a filled form sends: empty optional fields are left out (so the schema's "every company" or
 * default applies), everything else as entered.
 */
export function parameterFormPayload(
  parameters: readonly ScriptParameter[],
  values: Record<string, string | number | boolean | null | undefined>,
): Record<string, string | number | boolean> {
  const payload: Record<string, string | number | boolean> = {};
  for (const parameter of parameters) {
    const value = values[parameter.name];
    if (value === null || value === undefined) continue;
    if (typeof value === 'string' && value.trim() === '' && parameter.kind !== 'boolean') continue;
    payload[parameter.name] = value;
  }
  return payload;
}

/** A run's parameters as one line for tables and the audit log: "companyId=3, dryRun=true". */
export function describeParameterValues(values: Record<string, unknown>): string {
  const entries = Object.entries(values).filter(([, value]) => value !== undefined && value !== null && value !== '');
  return entries.length ? entries.map(([key, value]) => `${key}=${String(value)}`).join(', ') : 'no parameters';
}
