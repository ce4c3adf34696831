import { describe, expect, it } from 'vitest';
import { describeParameterValues, isCalendarDay, parameterFormDefaults, parameterFormPayload, scriptParametersSchema, type ScriptParameter } from './script-parameters';

const PARAMETERS: ScriptParameter[] = [
  { name: 'companyId', label: 'Company', kind: 'company', required: false },
  { name: 'dryRun', label: 'Dry run', kind: 'boolean', default: true },
  { name: 'limit', label: 'Limit', kind: 'number', required: false, min: 1, max: 500, integer: true, default: 100 },
  { name: 'since', label: 'Since', kind: 'date', required: true },
  { name: 'note', label: 'Note', kind: 'text', required: false, maxLength: 10 },
];

const problems = (input: unknown) => {
  const result = scriptParametersSchema(PARAMETERS).safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('scriptParametersSchema', () => {
  it('applies defaults and keeps what was given', () => {
    expect(scriptParametersSchema(PARAMETERS).parse({ since: '2026-11-01' })).toEqual({ since: '2026-11-01', dryRun: true, limit: 100 });
    expect(scriptParametersSchema(PARAMETERS).parse({ since: '2026-11-01', companyId: '7', dryRun: false, limit: '20', note: ' hi ' })).toEqual({
      since: '2026-11-01',
      companyId: 7,
      dryRun: false,
      limit: 20,
      note: 'hi',
    });
  });

  it('lists every bad field in plain words, unknown names too', () => {
    expect(problems({ companyId: 'abc', dryRun: 'yes', limit: 0, since: '2026-02-30', note: 'x'.repeat(11), script: 'rm -rf /' }).sort()).toEqual([
      ': is not a field here: script',
      'companyId: must be a number',
      'dryRun: must be true or false',
      'limit: must be at least 1',
      'note: must be at most 10 characters',
      'since: must be a date written YYYY-MM-DD',
    ]);
    expect(problems({})).toEqual(['since: is required']);
    expect(problems({ since: '2026-01-01', limit: 2.5 })).toEqual(['limit: must be a whole number']);
    expect(problems({ since: '2026-01-01', limit: 501 })).toEqual(['limit: must be at most 500']);
  });

  it('a required company and text must be there', () => {
    const schema = scriptParametersSchema([
      { name: 'companyId', label: 'Company', kind: 'company', required: true },
      { name: 'reason', label: 'Reason', kind: 'text', required: true, maxLength: 50 },
    ]);
    const result = schema.safeParse({ reason: '  ' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).sort()).toEqual(['companyId: is required', 'reason: is required']);
  });
});

describe('the parameter form', () => {
  it('starts from the defaults, empty otherwise', () => {
    expect(parameterFormDefaults(PARAMETERS)).toEqual({ companyId: null, dryRun: true, limit: 100, since: null, note: '' });
  });

  it('sends what was filled and leaves out empty optional fields', () => {
    expect(parameterFormPayload(PARAMETERS, { companyId: null, dryRun: false, limit: 5, since: '2026-11-01', note: '  ' })).toEqual({
      dryRun: false,
      limit: 5,
      since: '2026-11-01',
    });
  });

  it('describes values in one line', () => {
    expect(describeParameterValues({ companyId: 3, dryRun: true, note: '' })).toBe('companyId=3, dryRun=true');
    expect(describeParameterValues({})).toBe('no parameters');
  });

  it('knows a real calendar day', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-1-01')).toBe(false);
  });
});
