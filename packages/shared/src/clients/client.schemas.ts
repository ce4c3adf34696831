import { z } from 'zod';

const id = z.coerce.number().int().positive();
export const uploadedFile = z.object({ id, url: z.string().min(1), originalName: z.string(), name: z.string() });

/** POST /client (spec part 2 section 7). */
export const createClientRequest = z.object({
  name: z.string().trim().min(1, 'is required').max(200),
  contactNumber: z.string().trim().min(1, 'is required').max(50),
  email: z.string().trim().toLowerCase().email('must be a valid email address').max(200),
  locationId: id,
  clientLogo: uploadedFile.nullable().optional(),
});
export type CreateClientRequest = z.infer<typeof createClientRequest>;

export const organizationRequest = z.object({
  name: z.string().trim().min(1, 'is required').max(200),
  industry: z.string().trim().max(100).optional().default(''),
  website: z.string().trim().max(200).optional().default(''),
  email: z.union([z.literal(''), z.string().trim().toLowerCase().email('must be a valid email address')]).optional().default(''),
  contactNumber: z.string().trim().max(50).optional().default(''),
  clientId: id.nullable().optional(),
  locationId: id.nullable().optional(),
});

export const personRequest = z.object({
  firstName: z.string().trim().min(1, 'is required').max(100),
  lastName: z.string().trim().min(1, 'is required').max(100),
  position: z.string().trim().max(100).optional().default(''),
  email: z.union([z.literal(''), z.string().trim().toLowerCase().email('must be a valid email address')]).optional().default(''),
  contactNumber: z.string().trim().max(50).optional().default(''),
  organizationId: id.nullable().optional(),
  clientId: id.nullable().optional(),
});
