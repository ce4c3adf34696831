import { api } from '../../../lib/api';
import { useServerAction, type ActionAnswer } from '../../../lib/use-server-action';

/** Role groups and user levels share one shape of calls: POST, PATCH /:id, DELETE /:id. */
export type CatalogueUrl = '/role-group' | '/user-level';

export function useSaveCatalogueEntry<TBody>(url: CatalogueUrl) {
  return useServerAction(
    ({ id, body }: { id: number | null; body: TBody }) =>
      id === null ? api<ActionAnswer>('POST', url, { body }) : api<ActionAnswer>('PATCH', `${url}/${id}`, { body }),
    { invalidates: [['table', url], ['select']] },
  );
}

export function useDeleteCatalogueEntry(url: CatalogueUrl) {
  return useServerAction((id: number) => api<ActionAnswer>('DELETE', `${url}/${id}`), {
    invalidates: [['table', url], ['select']],
  });
}
