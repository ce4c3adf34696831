import type { BoqSettings, UpdateBoqSettingsRequest } from '@haligi/shared';

/** The form's values: percentages as typed ('' is none), the terms ('' is the default terms). */
export interface QuotationSettingsValues {
  ocmPercentage: number | string;
  contingencyPercentage: number | string;
  quotationTerms: string;
}

export const settingsValuesOf = (settings: BoqSettings | undefined): QuotationSettingsValues => ({
  ocmPercentage: settings?.ocmPercentage === null || settings?.ocmPercentage === undefined ? '' : Number(settings.ocmPercentage),
  contingencyPercentage: settings?.contingencyPercentage === null || settings?.contingencyPercentage === undefined ? '' : Number(settings.contingencyPercentage),
  quotationTerms: settings?.quotationTerms ?? '',
});

/** A typed percentage as a number; empty (or not a number yet) is none. */
export function percentOrNull(value: number | string): number | null {
  if (typeof value === 'string' && value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}
/** As the shared summary takes it: decimal text or null. */
export const percentText = (value: number | string): string | null => {
  const number = percentOrNull(value);
  return number === null ? null : String(number);
};

/** The fields that differ from the stored settings, as the PATCH takes them. */
export function settingsPatch(stored: BoqSettings, values: QuotationSettingsValues): UpdateBoqSettingsRequest {
  const patch: UpdateBoqSettingsRequest = {};
  const ocm = percentOrNull(values.ocmPercentage);
  const contingency = percentOrNull(values.contingencyPercentage);
  if (ocm !== (stored.ocmPercentage === null ? null : Number(stored.ocmPercentage))) patch.ocmPercentage = ocm;
  if (contingency !== (stored.contingencyPercentage === null ? null : Number(stored.contingencyPercentage))) patch.contingencyPercentage = contingency;
  const terms = values.quotationTerms.trim() === '' ? null : values.quotationTerms.trim();
  if (terms !== stored.quotationTerms) patch.quotationTerms = terms;
  return patch;
}

