import { z } from 'zod';
import { SCOPE_KEYS } from '../access/scopes';
import { companyProfileRequest } from '../company/company.schemas';
import { patchSchemaOf } from '../records/patch';
import { recordId, text, wholeNumber } from '../validation';

const email = text().trim().toLowerCase().email('must be a valid email address').max(200);

/** The whitelabel fields a developer sets on a company (the company profile without the logo, which its own administrator uploads). */
export const developerCompanyFields = companyProfileRequest.omit({ logoFileId: true });

/** POST /developer/company: a new company and its first administrator, invited by mail to its full-access Owner role. */
export const createDeveloperCompanyRequest = developerCompanyFields.extend({
  adminEmail: email,
});
export type CreateDeveloperCompanyRequest = z.infer<typeof createDeveloperCompanyRequest>;

/** PATCH /developer/company: whitelabel fields and/or suspension (`{id, isSuspended}`). */
export const updateDeveloperCompanyRequest = patchSchemaOf(developerCompanyFields.extend({ isSuspended: z.boolean() })).extend({ id: recordId() });
export type UpdateDeveloperCompanyRequest = z.infer<typeof updateDeveloperCompanyRequest>;

/** One account by id (deactivate, reactivate, reset mail, impersonate). */
export const developerAccountRequest = z.object({ id: recordId() });

const scopeKey = text().refine((key) => SCOPE_KEYS.includes(key), { message: 'is not a known scope' });

/** A default role (template copied into every new company). */
export const defaultRoleRequest = z.object({
  name: text().trim().min(1, 'is required').max(100),
  scopeList: z.array(scopeKey).max(500).default([]),
  isFullAccess: z.boolean().default(false),
});
export type DefaultRoleRequest = z.infer<typeof defaultRoleRequest>;
export const updateDefaultRoleRequest = patchSchemaOf(defaultRoleRequest).extend({ id: recordId() });

/** A default user level (template copied into every new company). */
export const defaultUserLevelRequest = z.object({
  name: text().trim().min(1, 'is required').max(100),
  level: wholeNumber(0, 100),
  description: text().trim().max(500).optional().default(''),
});
export type DefaultUserLevelRequest = z.infer<typeof defaultUserLevelRequest>;
export const updateDefaultUserLevelRequest = patchSchemaOf(defaultUserLevelRequest).extend({ id: recordId() });

/** POST /developer/default-role/apply and /developer/default-user-level/apply. */
export const applyTemplateRequest = z.object({ id: recordId() });

/** What a changed template answers: how many companies still hold an unchanged copy (or none) and may take it. */
export interface TemplateSaved<T> {
  data: T;
  message: string;
  applicableCompanies: number;
}
