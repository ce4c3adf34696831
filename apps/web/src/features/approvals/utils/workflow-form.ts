import type { ApproverType } from '@haligi/shared';

/** One step as the editor holds it: `minAmount` is the field's text ('' means always applies). */
export interface StepDraft {
  /** A key for React lists that survives reordering. */
  key: string;
  name: string;
  approverType: ApproverType;
  scope: string | null;
  approverIds: number[];
  minAmount: string;
  requiredCount: number;
}

export interface WorkflowDraft {
  allowSelfApproval: boolean;
  steps: StepDraft[];
}

/** A workflow as GET /approval/workflow answers it. */
export interface WorkflowAnswer {
  documentType: string;
  label: string;
  allowSelfApproval: boolean;
  isDefault: boolean;
  updatedAt: string | null;
  steps: { name: string; approverType: ApproverType; scope?: string | null; approverIds?: number[]; minAmount?: string | null; requiredCount: number }[];
}

let nextKey = 0;
const newKey = () => `step-${++nextKey}`;

export function draftOf(workflow: Pick<WorkflowAnswer, 'allowSelfApproval' | 'steps'>): WorkflowDraft {
  return {
    allowSelfApproval: workflow.allowSelfApproval,
    steps: workflow.steps.map((step) => ({
      key: newKey(),
      name: step.name,
      approverType: step.approverType,
      scope: step.scope ?? null,
      approverIds: step.approverIds ?? [],
      minAmount: step.minAmount ?? '',
      requiredCount: step.requiredCount,
    })),
  };
}

/** A new step: approved by any one holder of the document's approve scope, always applies. */
export function newStep(position: number, scope: string): StepDraft {
  return { key: newKey(), name: `Step ${position}`, approverType: 'SCOPE', scope, approverIds: [], minAmount: '', requiredCount: 1 };
}

/** The steps with the one at `index` moved one place up (-1) or down (+1); unchanged at either end. */
export function moveStep<T>(steps: readonly T[], index: number, direction: -1 | 1): T[] {
  const target = index + direction;
  if (index < 0 || index >= steps.length || target < 0 || target >= steps.length) return [...steps];
  const next = [...steps];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

/**
 * The body of PUT /approval/workflow. The server judges every field (its 400 lists each problem);
 * here a blank threshold becomes null (always applies) and a scope step sends no approvers.
 */
export function saveBody(documentType: string, draft: WorkflowDraft) {
  return {
    documentType,
    allowSelfApproval: draft.allowSelfApproval,
    steps: draft.steps.map((step) => ({
      name: step.name,
      approverType: step.approverType,
      scope: step.approverType === 'SCOPE' ? step.scope : null,
      approverIds: step.approverType === 'SCOPE' ? [] : step.approverIds,
      minAmount: step.minAmount.trim() === '' ? null : step.minAmount.trim(),
      requiredCount: step.requiredCount,
    })),
  };
}

export interface WorkflowErrors {
  /** By step index, then field: "is required". */
  steps: Record<number, Partial<Record<'name' | 'approverType' | 'scope' | 'approverIds' | 'minAmount' | 'requiredCount', string>>>;
  /** Problems not about one step's field, word for word. */
  general: string[];
}

const STEP_FIELD = /^steps\.(\d+)\.(name|approverType|scope|approverIds|minAmount|requiredCount)(?:\.\d+)?: (.*)$/;

/** The server's 400 list placed on its fields: "steps.1.scope: is required for a scope step" goes under step 2's scope. */
export function workflowErrors(messages: readonly string[]): WorkflowErrors {
  const errors: WorkflowErrors = { steps: {}, general: [] };
  for (const message of messages) {
    const match = STEP_FIELD.exec(message);
    if (!match) {
      errors.general.push(message);
      continue;
    }
    const index = Number(match[1]);
    const field = match[2] as keyof WorkflowErrors['steps'][number];
    const step = (errors.steps[index] ??= {});
    step[field] = step[field] ? `${step[field]}; ${match[3]}` : match[3];
  }
  return errors;
}

/** "any one" or "N of M" in words, for the step's summary. */
export function requiredLabel(step: Pick<StepDraft, 'approverType' | 'approverIds' | 'requiredCount'>): string {
  if (step.requiredCount <= 1) return 'Any one approver';
  return step.approverType === 'USERS' ? `${step.requiredCount} of ${step.approverIds.length} approvers` : `${step.requiredCount} approvers`;
}
