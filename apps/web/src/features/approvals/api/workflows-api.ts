import type { ApprovalDocumentType } from '@haligi/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { ActionAnswer } from '../../../lib/use-server-action';
import type { WorkflowAnswer } from '../utils/workflow-form';
import type { saveBody } from '../utils/workflow-form';

/** One document type on the workflow parent screen (GET /approval/workflow/list). */
export interface WorkflowSummary {
  documentType: ApprovalDocumentType;
  label: string;
  stepCount: number;
  allowSelfApproval: boolean;
  isDefault: boolean;
  canEdit: boolean;
}

export const WORKFLOW_KEYS = {
  all: ['workflow'] as const,
  list: ['workflow', 'list'] as const,
  one: (documentType: string) => ['workflow', 'one', documentType] as const,
};

export const useWorkflowList = () =>
  useQuery({ queryKey: WORKFLOW_KEYS.list, queryFn: ({ signal }) => api<WorkflowSummary[]>('GET', '/approval/workflow/list', { signal }) });

export const useWorkflow = (documentType: ApprovalDocumentType) =>
  useQuery({
    queryKey: WORKFLOW_KEYS.one(documentType),
    queryFn: ({ signal }) => api<WorkflowAnswer>('GET', '/approval/workflow', { query: { documentType }, signal }),
    staleTime: 0,
  });

/** PUT /approval/workflow. A 400 is placed on the editor's fields, so the Error dialog is skipped. */
export function useSaveWorkflow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReturnType<typeof saveBody>) => api<ActionAnswer<WorkflowAnswer>>('PUT', '/approval/workflow', { body }),
    meta: { skipErrorDialog: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WORKFLOW_KEYS.all }),
  });
}
