// @ts-nocheck
import { z } from 'zod';
import { recordId, text } from '../validation';
import { patchSchemaOf } from '../records/patch';

const id = recordId();
export const uploadedFile = z.object({ id, url: text().min(1), originalName: text(), name: text() });

/** POST /client (spec part 2 section 7). */
export const createClientRequest = z.object({
  name: text().trim().min(1, 'is required').max(200),
  contactNumber: text().trim().min(1, 'is required').max(50),
  email: text().trim().toLowerCase().email('must be a valid email address').max(200),
  locationId: id,
  clientLogo: uploadedFile.nullable().optional(),
});
export type CreateClientRequest = z.infer<typeof createClientRequest>;

const optionalEmail = z.union([z.literal(''), text().trim().toLowerCase().email('must be a valid email address')]);
const trimmed = (max: number) => text().trim().max(max);

const organizationFields = {
  name: text().trim().min(1, 'is required').max(200),
  industry: trimmed(100),
  website: trimmed(200),
  email: optionalEmail,
  contactNumber: trimmed(50),
  clientId: id.nullable(),
  locationId: id.nullable(),
};

export const organizationRequest = z.object({
  name: organizationFields.name,
  industry: organizationFields.industry.optional().default(''),
  website: organizationFields.website.optional().default(''),
  email: organizationFields.email.optional().default(''),
  contactNumber: organizationFields.contactNumber.optional().default(''),
  clientId: organizationFields.clientId.optional(),
  locationId: organizationFields.locationId.optional(),
});

const personFields = {
  firstName: text().trim().min(1, 'is required').max(100),
  lastName: text().trim().min(1, 'is required').max(100),
  position: trimmed(100),
  email: optionalEmail,
  contactNumber: trimmed(50),
  organizationId: id.nullable(),
  clientId: id.nullable(),
};

export const personRequest = z.object({
  firstName: personFields.firstName,
  lastName: personFields.lastName,
  position: personFields.position.optional().default(''),
  email: personFields.email.optional().default(''),
  contactNumber: personFields.contactNumber.optional().default(''),
  organizationId: personFields.organizationId.optional(),
  clientId: personFields.clientId.optional(),
});

const withId = { id };

/** PATCH /client: the id and any fields to change. */
export const updateClientRequest = patchSchemaOf(createClientRequest).extend(withId);
export type UpdateClientRequest = z.infer<typeof updateClientRequest>;

export type OrganizationRequest = z.infer<typeof organizationRequest>;
/** PATCH /organization: the id and any fields to change. */
export const updateOrganizationRequest = patchSchemaOf(organizationRequest).extend(withId);
export type UpdateOrganizationRequest = z.infer<typeof updateOrganizationRequest>;

export type PersonRequest = z.infer<typeof personRequest>;
/** PATCH /person: the id and any fields to change. */
export const updatePersonRequest = patchSchemaOf(personRequest).extend(withId);
export type UpdatePersonRequest = z.infer<typeof updatePersonRequest>;

/** POST /lead-type. */
export const leadTypeRequest = z.object({ name: text().trim().min(1, 'is required').max(100) });
export type LeadTypeRequest = z.infer<typeof leadTypeRequest>;
