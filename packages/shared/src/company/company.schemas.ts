import { z } from 'zod';
import { patchSchemaOf } from '../records/patch';
import { recordId, text } from '../validation';
import { brandColorProblem, tinDigits, tinProblem } from './company.rules';

/** A TIN typed with or without dashes and spaces; kept as digits. Empty is allowed. */
export const companyTin = text()
  .trim()
  .max(30)
  .superRefine((value, context) => {
    const problem = tinProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem, input: value });
  })
  .transform(tinDigits);

/** `#rrggbb`, kept in lower case. */
export const brandColor = text()
  .trim()
  .superRefine((value, context) => {
    const problem = brandColorProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem, input: value });
  })
  .transform((value) => value.toLowerCase());

/** The company profile as a whole (settings/company); the PATCH sends any of these fields. */
export const companyProfileRequest = z.object({
  name: text().trim().min(1, 'is required').max(200),
  address: text().trim().max(500),
  tin: companyTin,
  /** null: the app's own colour. */
  brandColor: brandColor.nullable(),
  /** An uploaded PNG or JPEG (POST /file-upload/upload-document); null removes the logo. */
  logoFileId: recordId().nullable(),
});
export type CompanyProfileRequest = z.infer<typeof companyProfileRequest>;

/** PATCH /company/profile: only the fields sent change. */
export const updateCompanyProfileRequest = patchSchemaOf(companyProfileRequest);
export type UpdateCompanyProfileRequest = z.infer<typeof updateCompanyProfileRequest>;

/** What GET /company/profile answers. */
export interface CompanyProfile {
  id: number;
  name: string;
  address: string;
  /** Digits, as stored. */
  tin: string;
  brandColor: string | null;
  logo: { fileId: number; url: string; signedUrl: string; originalName: string } | null;
  updatedAt: string;
}

/** GET /settings/about. */
export interface AboutInstallation {
  version: string;
  /** The git commit the server runs, or null when it could not be read. */
  commit: string | null;
  environment: string;
  startedAt: string;
}

export const COMPANY_MESSAGES = {
  updated: 'Company profile saved',
  logoType: 'The logo must be a PNG or JPEG image',
  logoSize: 'The logo must be at most 2 MB',
} as const;

/** The logo's limits: pdfkit draws PNG and JPEG. */
export const LOGO_TYPES = ['image/png', 'image/jpeg'] as const;
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
