import { api } from '../../../lib/api';
import { useServerAction, type ActionAnswer } from '../../../lib/use-server-action';
import { PROJECT_CHANGES, PROJECT_TABLE_URL } from './project-keys';

/** The project's fields as createProjectRequest in packages/shared validates them. */
export interface ProjectFields {
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

/** POST: every field; PATCH: the id and the fields that changed (updateProjectRequest). */
export type ProjectBody = ProjectFields | ({ id: number } & Partial<ProjectFields>);

/** POST /project creates, PATCH /project (with id) updates. */
export function useSaveProject() {
  return useServerAction(
    (body: ProjectBody) => api<ActionAnswer<{ id: number }>>('id' in body ? 'PATCH' : 'POST', PROJECT_TABLE_URL, { body }),
    { invalidates: PROJECT_CHANGES },
  );
}
