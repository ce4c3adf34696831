import type { OrganizationRequest } from '@haligi/shared';
import { api } from '../../../lib/api';
import { useServerAction, type ActionAnswer } from '../../../lib/use-server-action';

export const ORGANIZATION_TABLE_URL = '/organization';
export const PERSON_TABLE_URL = '/person';
export const ORGANIZATION_LIST_URL = '/select-box/organization-list';

export interface Organization extends Record<string, unknown> {
  id: number;
  name: string;
  industry: string;
  website: string;
  email: string;
  contactNumber: string;
  clientId: number | null;
  clientName: string | null;
  locationId: number | null;
  locationName: string | null;
  peopleCount: number;
  createdAt: string;
}

/** POST /organization creates, PATCH /organization (with id) updates; both answer {data, message}. */
export function useSaveOrganization() {
  return useServerAction(
    ({ id, body }: { id: number | null; body: OrganizationRequest }) =>
      api<ActionAnswer<Organization>>(id === null ? 'POST' : 'PATCH', ORGANIZATION_TABLE_URL, { body: id === null ? body : { id, ...body } }),
    { invalidates: [['table', ORGANIZATION_TABLE_URL], ['table', PERSON_TABLE_URL], ['select', ORGANIZATION_LIST_URL]] },
  );
}
