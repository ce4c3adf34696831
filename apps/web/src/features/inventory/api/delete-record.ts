import { api } from '../../../lib/api';
import { useServerAction } from '../../../lib/use-server-action';

/** DELETE {url}/{id} (soft) -> {message}; the table and select list of that record reload. */
export function useDeleteRecord(url: string, selectUrl: string) {
  return useServerAction((id: number) => api<{ message: string }>('DELETE', `${url}/${id}`), {
    invalidates: [['table', url], ['select', selectUrl]],
  });
}
