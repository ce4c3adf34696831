// @ts-nocheck
import { z } from 'zod';
import { recordId, text } from '../validation';

const id = recordId();

/** POST /location (spec part 2 section 7). Name, street and zip code are required. */
export const createLocationRequest = z.object({
  name: text().trim().min(1, 'is required').max(200),
  regionId: id,
  provinceId: id,
  municipalityId: id,
  barangayId: id,
  zipCode: text().trim().min(1, 'is required').regex(/^\d{4}$/, 'must be 4 digits'),
  street: text().trim().min(1, 'is required').max(300),
  landmark: text().trim().max(300).optional().default(''),
});
export type CreateLocationRequest = z.infer<typeof createLocationRequest>;
