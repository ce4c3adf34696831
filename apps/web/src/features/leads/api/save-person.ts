import type { PersonRequest } from '@haligi/shared';
import { api } from '../../../lib/api';
import { useServerAction, type ActionAnswer } from '../../../lib/use-server-action';
import { ORGANIZATION_TABLE_URL, PERSON_TABLE_URL } from './save-organization';

export interface Person extends Record<string, unknown> {
  id: number;
  name: string;
  firstName: string;
  lastName: string;
  position: string;
  email: string;
  contactNumber: string;
  organizationId: number | null;
  organizationName: string | null;
  clientId: number | null;
  clientName: string | null;
  createdAt: string;
}

/** POST /person creates, PATCH /person (with id) updates. */
export function useSavePerson() {
  return useServerAction(
    ({ id, body }: { id: number | null; body: PersonRequest }) =>
      api<ActionAnswer<Person>>(id === null ? 'POST' : 'PATCH', PERSON_TABLE_URL, { body: id === null ? body : { id, ...body } }),
    { invalidates: [['table', PERSON_TABLE_URL], ['table', ORGANIZATION_TABLE_URL]] },
  );
}
