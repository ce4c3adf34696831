import { z } from 'zod';
import { isoDate } from '../leads/lead.schemas';
import { patchSchemaOf } from '../records/patch';
import { recordId, text } from '../validation';
import { HOLIDAY_SCOPE, HOLIDAY_TYPE } from './manpower.constants';

const id = recordId();
const holidayFields = z.object({
  name: text().trim().min(1, 'is required').max(200),
  date: isoDate,
  type: z.enum(HOLIDAY_TYPE.keys, { error: `must be one of ${HOLIDAY_TYPE.keys.join(', ')}` }),
  scope: z.enum(HOLIDAY_SCOPE.keys, { error: `must be one of ${HOLIDAY_SCOPE.keys.join(', ')}` }).optional().default('NATIONAL'),
  branchId: id.nullable().optional(),
  source: text().trim().max(300).optional().default(''),
});
/** POST /holiday */
export const holidayRequest = holidayFields;
/** PATCH /holiday */
export const updateHolidayRequest = patchSchemaOf(holidayFields).extend({ id });
export type HolidayRequest = z.infer<typeof holidayRequest>;
export type UpdateHolidayRequest = z.infer<typeof updateHolidayRequest>;

/** GET /holiday/on?from=&to=&branchId= */
export const holidaysOnQuery = z
  .object({ from: isoDate, to: isoDate, branchId: id.optional() })
  .refine((q) => q.to >= q.from, { message: 'must be on or after from', path: ['to'] });
