import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateClientRequest } from '@haligi/shared';
import type { UploadedFile } from '../../../components/file-field';
import { api } from '../../../lib/api';
import { SELECT_URLS, selectKey } from './select-lists';

export const CLIENT_TABLE_URL = '/client';

/** POST /client answers the client itself; PATCH /client answers {data, message}. */
export interface Client extends Record<string, unknown> {
  id: number;
  name: string;
  contactNumber: string;
  email: string;
  locationId: number | null;
  location: { id: number; name: string } | null;
  logo: UploadedFile | null;
  createdAt: string;
}

export function saveClient({ id, body }: { id: number | null; body: CreateClientRequest }): Promise<Client> {
  if (id === null) return api<Client>('POST', CLIENT_TABLE_URL, { body });
  return api<{ data: Client }>('PATCH', CLIENT_TABLE_URL, { body: { id, ...body } }).then((answer) => answer.data);
}

/** Saves a client, then reloads the clients table and the client list. */
export function useSaveClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveClient,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['table', CLIENT_TABLE_URL] }),
        queryClient.invalidateQueries({ queryKey: selectKey(SELECT_URLS.client) }),
      ]),
  });
}
