import { Alert, Button, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { addDays, DEFAULT_BILLING_TERMS_DAYS, todayInManila } from '@haligi/shared';
import { useEffect, useMemo, useState } from 'react';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import { SelectField } from '../../../components/select-field';
import { ApiError } from '../../../lib/api';
import { useBillingProject, useBoqRows, useBoqVersions, useCountedBillings } from '../api/billing-form-api';
import { useCreateBilling } from '../api/billings-api';
import { RECEIVABLES_URLS } from '../api/receivables-urls';
import { billableLines, billingDraft, lineIndexOf, previousPercents, recoupedSoFar } from '../utils/billing-lines';
import { RECEIVABLES_SCOPES, useCan } from '../utils/use-can';
import { BillingLinesSection } from './billing-lines-section';

export interface NewBillingDialogProps {
  opened: boolean;
  onClose: () => void;
  onCreated: (billingId: number) => void;
}

/** New progress billing: a project's BOQ item lines with their percent to date, and the figures as they will be billed. */
export function NewBillingDialog(props: NewBillingDialogProps) {
  // Each opening starts a fresh form (state derived from the prop while rendering, not in an effect).
  const [round, setRound] = useState(0);
  const [wasOpened, setWasOpened] = useState(props.opened);
  if (props.opened !== wasOpened) {
    setWasOpened(props.opened);
    if (props.opened) setRound((r) => r + 1);
  }
  return <BillingFormDialog key={round} {...props} />;
}

function BillingFormDialog({ opened, onClose, onCreated }: NewBillingDialogProps) {
  const canReadProjects = useCan(RECEIVABLES_SCOPES.projects);
  const today = todayInManila();
  const [projectId, setProjectId] = useState<number | null>(null);
  const [boqId, setBoqId] = useState<number | null>(null);
  const [periodEnd, setPeriodEnd] = useState(today);
  const [dueDate, setDueDate] = useState(addDays(today, DEFAULT_BILLING_TERMS_DAYS));
  const [memo, setMemo] = useState('');
  const [entered, setEntered] = useState<Record<number, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [serverMessages, setServerMessages] = useState<string[]>([]);

  const project = useBillingProject(projectId);
  const versions = useBoqVersions(projectId);
  const boq = useBoqRows(boqId);
  const earlier = useCountedBillings(projectId);
  const create = useCreateBilling();

  // A new project starts on its current BOQ with nothing typed.
  useEffect(() => {
    setBoqId(project.data?.latestBoq?.id ?? null);
    setEntered({});
    setServerMessages([]);
  }, [project.data]);

  const { lines, headings } = useMemo(() => billableLines(boq.data?.boqItems ?? [], previousPercents(earlier.data ?? [])), [boq.data, earlier.data]);
  const terms = {
    downpaymentPercent: String(project.data?.downpaymentAmount ?? 0),
    retentionPercent: String(project.data?.retentionAmount ?? 0),
    recoupedSoFar: recoupedSoFar(earlier.data ?? []),
  };
  const draft = billingDraft(lines, entered, terms);
  const serverProblems = useMemo(() => {
    const named = new Map<number, string>();
    for (const message of serverMessages) {
      const index = lineIndexOf(message);
      const line = index === null ? undefined : draft.changed[index];
      if (line) named.set(line.boqItemId, message.replace(/^lines\.\d+\.\w+: /, ''));
    }
    return named;
    // The messages name the lines as they were sent; they are cleared when a percent changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serverMessages]);

  const changeEntered = (next: Record<number, string>) => {
    setEntered(next);
    setServerMessages([]);
    setFormError(null);
  };

  const submit = () => {
    setServerMessages([]);
    if (!projectId || !boqId) return setFormError('Choose the project and its bill of quantities');
    if (!periodEnd) return setFormError('Enter the end of the billing period');
    if (draft.problems.size) return setFormError('Correct the percents marked in red');
    if (!draft.changed.length) return setFormError('Enter the percent accomplished to date on at least one line');
    setFormError(null);
    create.mutate(
      { projectId, billOfQuantityId: boqId, periodEnd, dueDate: dueDate || undefined, memo: memo.trim(), lines: draft.changed },
      {
        onSuccess: (answer) => {
          onClose();
          if (answer.data) onCreated(answer.data.id);
        },
        onError: (error) => setServerMessages(error instanceof ApiError ? [error.serverMessage].flat() : [String(error)]),
      },
    );
  };

  const otherVersions = (versions.data ?? []).length > 1;
  const isDirty = memo.trim() !== '' || Object.values(entered).some((value) => value.trim() !== '');
  return (
    <DialogShell
      opened={opened}
      onClose={onClose}
      title="New progress billing"
      icon={<IconFileInvoice size={20} aria-hidden />}
      size="xl"
      isDirty={isDirty}
      submitActions={
        <>
          <DialogCancelButton />
          {canReadProjects && (
            <Button onClick={submit} loading={create.isPending}>
              Submit for review
            </Button>
          )}
        </>
      }
    >
      {!canReadProjects ? (
        <Alert color="yellow" variant="light" title="Projects are not open to you" styles={{ title: { color: 'var(--mantine-color-text)' } }}>
          A progress billing is made from the project&apos;s bill of quantities, which only members with access to Projects can read. Ask an administrator to add Projects to your
          role, or ask a project engineer to prepare the billing.
        </Alert>
      ) : (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <SelectField label="Project" required apiUrl={RECEIVABLES_URLS.projectList} isAutoSelect={false} value={projectId ?? 0} onChange={(value) => setProjectId(value ? Number(value) : null)} />
            {otherVersions ? (
              <Select
                label="Bill of quantities"
                required
                data={(versions.data ?? []).map((v) => ({ value: String(v.id), label: `${v.name} r${v.revision}${v.isCurrent ? ' (current)' : ''}` }))}
                value={boqId ? String(boqId) : null}
                onChange={(value) => {
                  setBoqId(value ? Number(value) : null);
                  setEntered({});
                }}
                allowDeselect={false}
              />
            ) : (
              <TextInput label="Bill of quantities" readOnly value={project.data?.latestBoq ? `${project.data.latestBoq.name} r${project.data.latestBoq.revision}` : ''} placeholder="Choose a project first" />
            )}
            <TextInput label="Period ending" type="date" required value={periodEnd} onChange={(event) => setPeriodEnd(event.currentTarget.value)} />
            <TextInput label="Due date" type="date" value={dueDate} onChange={(event) => setDueDate(event.currentTarget.value)} />
          </SimpleGrid>
          <TextInput label="Memo" maxLength={500} value={memo} onChange={(event) => setMemo(event.currentTarget.value)} placeholder="e.g. Billing no. 2, works up to the level 4 slab" />
          {projectId ? (
            <BillingLinesSection
              project={project}
              boq={boq}
              earlier={earlier}
              lines={lines}
              headings={headings}
              terms={terms}
              draft={draft}
              entered={entered}
              onChange={changeEntered}
              serverProblems={serverProblems}
            />
          ) : (
            <Text size="sm" c={MUTED_TEXT_COLOR}>
              Choose a project: its bill of quantities&apos; item lines appear here with the percent billed so far.
            </Text>
          )}
          {(formError || serverMessages.length > 0) && (
            <Alert color="red" variant="light" title={formError ?? 'The billing was not created'} role="alert" styles={{ title: { color: 'var(--mantine-color-text)' } }}>
              {serverMessages.length > 0 && (
                <Stack gap={2} component="ul" m={0} pl="md">
                  {serverMessages.map((message) => (
                    <Text component="li" size="sm" key={message}>
                      {message}
                    </Text>
                  ))}
                </Stack>
              )}
            </Alert>
          )}
        </Stack>
      )}
    </DialogShell>
  );
}
