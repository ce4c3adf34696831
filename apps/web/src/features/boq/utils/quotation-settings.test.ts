import type { BoqSettings } from '@haligi/shared';
import { describe, expect, it } from 'vitest';
import { percentOrNull, percentText, settingsPatch, settingsValuesOf } from './quotation-settings';

const stored = (over: Partial<BoqSettings> = {}): BoqSettings => ({
  ocmPercentage: '10.00',
  contingencyPercentage: null,
  quotationTerms: null,
  effectiveQuotationTerms: '1. Default.',
  quotationNumber: null,
  summary: [],
  readOnlyReason: null,
  ...over,
});

describe('quotation settings form', () => {
  it('starts from the stored settings: percentages as numbers, none as empty', () => {
    expect(settingsValuesOf(stored({ quotationTerms: 'Net 30' }))).toEqual({ ocmPercentage: 10, contingencyPercentage: '', quotationTerms: 'Net 30' });
    expect(settingsValuesOf(undefined)).toEqual({ ocmPercentage: '', contingencyPercentage: '', quotationTerms: '' });
  });

  it('sends only what differs from the stored settings', () => {
    expect(settingsPatch(stored(), settingsValuesOf(stored()))).toEqual({});
    expect(settingsPatch(stored(), { ocmPercentage: 10, contingencyPercentage: 5.5, quotationTerms: '' })).toEqual({ contingencyPercentage: 5.5 });
    expect(settingsPatch(stored(), { ocmPercentage: '', contingencyPercentage: '', quotationTerms: '  Net 15 ' })).toEqual({ ocmPercentage: null, quotationTerms: 'Net 15' });
    expect(settingsPatch(stored({ quotationTerms: 'Net 15' }), { ocmPercentage: '10', contingencyPercentage: '', quotationTerms: '   ' })).toEqual({ quotationTerms: null });
  });

  it('reads typed percentages: empty or unfinished text is none', () => {
    expect(percentOrNull('')).toBeNull();
    expect(percentOrNull('  ')).toBeNull();
    expect(percentOrNull('7.')).toBe(7);
    expect(percentOrNull('abc')).toBeNull();
    expect(percentOrNull(0)).toBe(0);
    expect(percentText(12.5)).toBe('12.5');
    expect(percentText('')).toBeNull();
  });
});
