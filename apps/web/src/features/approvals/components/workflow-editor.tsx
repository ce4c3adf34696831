import { APPROVE_SCOPE_BY_DOCUMENT, type ApprovalDocumentType } from '@haligi/shared';
import { Alert, Button, Card, Group, Loader, Stack, Switch, Text, VisuallyHidden } from '@mantine/core';
import { IconDeviceFloppy, IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import { ApiError } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useSaveWorkflow, useWorkflow } from '../api/workflows-api';
import { draftOf, moveStep, newStep, saveBody, workflowErrors, type StepDraft, type WorkflowDraft, type WorkflowErrors } from '../utils/workflow-form';
import { WorkflowStepCard } from './workflow-step-card';

const NO_ERRORS: WorkflowErrors = { steps: {}, general: [] };

export interface WorkflowEditorProps {
  documentType: ApprovalDocumentType;
}

/**
 * Edits one document type's workflow (GET/PUT /approval/workflow): ordered steps, each with its
 * approvers, threshold and "any one" or "N of M", moved with up/down buttons that keep the focus;
 * the self-approval switch. The server's 400 lands on each step's field. Documents already
 * submitted keep the steps they were submitted with.
 */
export function WorkflowEditor({ documentType }: WorkflowEditorProps) {
  const workflow = useWorkflow(documentType);
  const save = useSaveWorkflow();
  const [draft, setDraft] = useState<WorkflowDraft | null>(null);
  const [errors, setErrors] = useState<WorkflowErrors>(NO_ERRORS);
  const [announcement, setAnnouncement] = useState('');
  const [focusAfterMove, setFocusAfterMove] = useState<{ key: string; direction: 'up' | 'down' } | null>(null);

  useEffect(() => {
    if (workflow.data) setDraft(draftOf(workflow.data));
  }, [workflow.data]);

  // The moved step's button keeps the focus, so a keyboard user can press it again; at an end, its other button.
  useEffect(() => {
    if (!focusAfterMove) return;
    const card = document.querySelector(`[data-step-key="${focusAfterMove.key}"]`);
    const wanted = card?.querySelector<HTMLButtonElement>(`[data-move="${focusAfterMove.direction}"]:not(:disabled)`);
    (wanted ?? card?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)'))?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove, draft]);

  if (workflow.isPending) return <Loader role="status" aria-label="Loading the workflow" />;
  if (workflow.isError) return <LoadError what="workflow" error={workflow.error} onRetry={() => void workflow.refetch()} isRetrying={workflow.isFetching} />;
  if (!draft) return null;

  const setSteps = (steps: StepDraft[]) => setDraft({ ...draft, steps });
  const change = (index: number, patch: Partial<StepDraft>) => setSteps(draft.steps.map((step, i) => (i === index ? { ...step, ...patch } : step)));
  const move = (index: number, direction: -1 | 1) => {
    const step = draft.steps[index];
    setSteps(moveStep(draft.steps, index, direction));
    // Errors follow positions; they are stale once steps move.
    setErrors(NO_ERRORS);
    setAnnouncement(`${step.name || 'Step'} moved to position ${index + direction + 1} of ${draft.steps.length}`);
    setFocusAfterMove({ key: step.key, direction: direction === -1 ? 'up' : 'down' });
  };
  const remove = (index: number) => {
    setSteps(draft.steps.filter((_, i) => i !== index));
    setErrors(NO_ERRORS);
  };

  const submit = () => {
    setErrors(NO_ERRORS);
    save.mutate(saveBody(documentType, draft), {
      onSuccess: (answer) => {
        notify({ type: 'positive', message: answer.message, position: 'top' });
        if (answer.data) setDraft(draftOf(answer.data));
      },
      onError: (error) => {
        if (error instanceof ApiError && error.statusCode === 400) {
          const list = Array.isArray(error.serverMessage) ? error.serverMessage : [error.serverMessage];
          setErrors(workflowErrors(list));
        } else setErrors({ steps: {}, general: [error.message] });
      },
    });
  };

  const stepErrorCount = Object.keys(errors.steps).length;
  return (
    <Stack gap="md" maw={960}>
      <Card padding="lg">
        <Switch
          label="Allow self-approval"
          description="Off by default: nobody decides a step of their own request. Turn it on only in a one-person company, where the requester is also the only approver."
          checked={draft.allowSelfApproval}
          onChange={(event) => setDraft({ ...draft, allowSelfApproval: event.currentTarget.checked })}
        />
      </Card>
      {workflow.data.isDefault && (
        <Text size="sm" c={MUTED_TEXT_COLOR}>
          This is the starting workflow: never edited yet.
        </Text>
      )}
      {draft.steps.length === 0 && (
        <Card padding="lg">
          <Text size="sm">No steps: a document of this type is approved as soon as it is submitted.</Text>
        </Card>
      )}
      <Stack gap="md" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Steps, in order">
        {draft.steps.map((step, index) => (
          <li key={step.key}>
            <WorkflowStepCard
              step={step}
              index={index}
              count={draft.steps.length}
              errors={errors.steps[index]}
              onChange={(patch) => change(index, patch)}
              onMove={(direction) => move(index, direction)}
              onRemove={() => remove(index)}
            />
          </li>
        ))}
      </Stack>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      {(errors.general.length > 0 || stepErrorCount > 0) && (
        <Alert color="red" role="alert" title="The workflow was not saved">
          {errors.general.length > 0 ? errors.general.join(', ') : 'Correct the fields marked in the steps above.'}
        </Alert>
      )}
      <Group justify="space-between" wrap="wrap">
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setSteps([...draft.steps, newStep(draft.steps.length + 1, APPROVE_SCOPE_BY_DOCUMENT[documentType])])}
          disabled={draft.steps.length >= 20}
        >
          Add step
        </Button>
        <Button leftSection={<IconDeviceFloppy size={16} aria-hidden />} onClick={submit} loading={save.isPending}>
          Save workflow
        </Button>
      </Group>
    </Stack>
  );
}
