import { api } from '../../../lib/api';
import { useServerAction, type ActionAnswer } from '../../../lib/use-server-action';
import { PROJECT_CHANGES, PROJECT_TABLE_URL } from './project-keys';

/** The body createProjectRequest / updateProjectRequest in packages/shared validate. */
export interface ProjectBody {
  id?: number;
  name: string;
  description: string;
  /** Pesos. */
  budget: number;
  startDate: string | null;
  endDate: string | null;
  clientId: number | null;
  locationId: number | null;
  /** Percent. */
  downpaymentAmount: number;
  /** Percent. */
  retentionAmount: number;
}

/** POST /project creates, PATCH /project (with id) updates. */
export function useSaveProject() {
  return useServerAction(
    (body: ProjectBody) => api<ActionAnswer<{ id: number }>>(body.id ? 'PATCH' : 'POST', PROJECT_TABLE_URL, { body }),
    { invalidates: PROJECT_CHANGES },
  );
}
