import { z } from 'zod';
import { text } from '../validation';
import { STUDENT_SEX_KEYS, NOTIFY_BY_KEYS } from './records.constants';
import { cardNumberField, lrnField } from './records.schemas';
import { isoDate } from '../leads/lead.schemas';

/**
 * The students export's fixed header (spec part 2 section 9 names a fixed list without showing it;
 * decision 0067). The import reads the same headers, so an export edited and imported back works.
 */
export const STUDENT_EXPORT_HEADERS = [
  'LRN',
  'Last Name',
  'First Name',
  'Middle Name',
  'Suffix',
  'Sex',
  'Birth Date',
  'Grade Level',
  'Section',
  'Card Number',
  'Guardian',
  'Guardian Mobile',
  'Guardian Email',
] as const;
export type StudentExportHeader = (typeof STUDENT_EXPORT_HEADERS)[number];

/** Import columns: key and header (the export's header list, in order). */
export const STUDENT_IMPORT_COLUMNS = [
  { key: 'lrn', header: 'LRN' },
  { key: 'lastName', header: 'Last Name' },
  { key: 'firstName', header: 'First Name' },
  { key: 'middleName', header: 'Middle Name' },
  { key: 'suffix', header: 'Suffix' },
  { key: 'sex', header: 'Sex' },
  { key: 'birthDate', header: 'Birth Date' },
  { key: 'gradeLevel', header: 'Grade Level' },
  { key: 'section', header: 'Section' },
  { key: 'cardNumber', header: 'Card Number' },
  { key: 'guardianName', header: 'Guardian' },
  { key: 'guardianMobile', header: 'Guardian Mobile' },
  { key: 'guardianEmail', header: 'Guardian Email' },
] as const satisfies readonly { key: string; header: StudentExportHeader }[];
export type StudentImportKey = (typeof STUDENT_IMPORT_COLUMNS)[number]['key'];

const trimmed = (max: number) => text().trim().max(max);

/** One row of a students import file. Grade level and section by name (the active school year's). */
export const studentImportRow = z.object({
  lrn: lrnField,
  lastName: text().trim().min(1, 'is required').max(100),
  firstName: text().trim().min(1, 'is required').max(100),
  middleName: trimmed(100).optional().default(''),
  suffix: trimmed(20).optional().default(''),
  sex: z.preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase().replace(/^M$/, 'MALE').replace(/^F$/, 'FEMALE') || undefined : v), z.enum(STUDENT_SEX_KEYS, { error: 'must be Male or Female' }).optional()),
  birthDate: isoDate.optional(),
  gradeLevel: trimmed(60).optional().default(''),
  section: trimmed(60).optional().default(''),
  cardNumber: cardNumberField.optional(),
  guardianName: trimmed(150).optional().default(''),
  guardianMobile: trimmed(30).optional().default(''),
  guardianEmail: z.union([z.literal(''), text().trim().max(200).pipe(z.email('must be an email address'))]).optional().default(''),
});
export type StudentImportRow = z.infer<typeof studentImportRow>;

/** The guardian a row asks for: its notice goes by SMS when only a mobile is given. */
export function importGuardianOf(row: Pick<StudentImportRow, 'guardianName' | 'guardianMobile' | 'guardianEmail'>) {
  if (!row.guardianName) return null;
  const notifyBy: (typeof NOTIFY_BY_KEYS)[number] = !row.guardianEmail && row.guardianMobile ? 'sms' : 'email';
  return { name: row.guardianName, mobile: row.guardianMobile, email: row.guardianEmail, notifyBy };
}
