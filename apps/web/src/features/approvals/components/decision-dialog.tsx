import { formatCurrency } from '@haligi/shared';
import { Alert, Button, Stack, Text, Textarea } from '@mantine/core';
import { IconCheck, IconCornerUpLeft, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';
import { stageColor } from '../../../components/stage-badge';
import { ApiError } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useDecide, type Decision } from '../api/approvals-api';
import { decisionFailure } from '../utils/decision-failure';

/** The step being decided, as the queue or a document page knows it. */
export interface DecisionTarget {
  stepId: number;
  /** "Purchase request PR-000012" */
  documentName: string;
  stepName: string;
  amount: string;
  /** Set when the member decides as a delegate. */
  onBehalfOfName?: string | null;
}

export interface DecisionDialogProps {
  target: DecisionTarget | null;
  decision: Decision;
  onClose: () => void;
  /** After the server accepted the decision. */
  onDecided?: () => void;
}

const COPY = {
  APPROVED: { title: 'Approve', button: 'Approve', color: 'teal.9', label: 'Comment (optional)', icon: IconCheck },
  REJECTED: { title: 'Reject', button: 'Reject', color: 'red.9', label: 'Reason', icon: IconX },
  RETURNED: { title: 'Return for changes', button: 'Return', color: stageColor('orange'), label: 'Reason', icon: IconCornerUpLeft },
} as const;

/**
 * Approve with an optional comment; reject or return with a reason. The server judges the reason
 * (its 400 "reason: is required" shows under the field); a refusal (403 not an approver or one's
 * own request, 409 already decided) closes the dialog with the server's message as a notice.
 */
export function DecisionDialog({ target, decision, onClose, onDecided }: DecisionDialogProps) {
  const decide = useDecide();
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [otherError, setOtherError] = useState<string | null>(null);
  const copy = COPY[decision];

  useEffect(() => {
    if (target) {
      setText('');
      setFieldError(null);
      setOtherError(null);
    }
  }, [target, decision]);

  const submit = () => {
    if (!target) return;
    setFieldError(null);
    setOtherError(null);
    decide.mutate(
      { stepId: target.stepId, decision, text },
      {
        onSuccess: (answer) => {
          notify({ type: 'positive', message: answer.message, position: 'top' });
          onDecided?.();
          onClose();
        },
        onError: (error) => {
          const failure = decisionFailure(error instanceof ApiError ? { statusCode: error.statusCode, message: error.serverMessage } : null, error.message);
          if (failure.kind === 'field') setFieldError(failure.message);
          else if (failure.kind === 'refused') {
            notify({ type: 'negative', message: failure.message, position: 'top' });
            onClose();
          } else setOtherError(failure.message);
        },
      },
    );
  };

  const Icon = copy.icon;
  return (
    <DialogShell
      opened={target !== null}
      onClose={onClose}
      title={target ? `${copy.title}: ${target.documentName}` : copy.title}
      icon={<Icon size={20} aria-hidden />}
      size="sm"
      isDirty={text.trim().length > 0}
      submitActions={
        <>
          <DialogCancelButton />
          <Button color={copy.color} onClick={submit} loading={decide.isPending}>
            {copy.button}
          </Button>
        </>
      }
    >
      {target && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="sm">
            <Text size="sm">
              {target.stepName} · {formatCurrency(target.amount)}
              {target.onBehalfOfName ? ` · deciding for ${target.onBehalfOfName}` : ''}
            </Text>
            <Textarea
              label={copy.label}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              error={fieldError}
              autosize
              minRows={3}
              maxLength={2000}
              data-autofocus
            />
            {otherError && (
              <Alert color="red" role="alert">
                {otherError}
              </Alert>
            )}
          </Stack>
        </form>
      )}
    </DialogShell>
  );
}
