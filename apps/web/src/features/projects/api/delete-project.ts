import { api } from '../../../lib/api';
import { useServerAction, type ActionAnswer } from '../../../lib/use-server-action';
import { PROJECT_KEYS, PROJECT_TABLE_URL } from './project-keys';

/** DELETE /project/{id} with the user's password (spec part 1 section 5). */
export function useDeleteProject() {
  return useServerAction(
    ({ id, password }: { id: number; password: string }) => api<ActionAnswer>('DELETE', `${PROJECT_TABLE_URL}/${id}`, { body: { password } }),
    // Not the project itself: reloading a deleted project would only answer 404.
    { invalidates: [PROJECT_KEYS.board, PROJECT_KEYS.table] },
  );
}
