import { APPROVER_TYPES, formatCurrency, SCOPES, type ApproverType } from '@haligi/shared';
import { ActionIcon, Card, Group, MultiSelect, NumberInput, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import { useSelectOptions } from '../api/select-options';
import { requiredLabel, type StepDraft, type WorkflowErrors } from '../utils/workflow-form';

const APPROVER_LABELS: Record<ApproverType, string> = {
  SCOPE: 'Members holding a scope',
  USERS: 'Chosen members',
  ROLE: 'Members of a role',
  USER_LEVEL: 'Members of a user level',
};

const LIST_URL: Record<Exclude<ApproverType, 'SCOPE'>, { url: string; label: string }> = {
  USERS: { url: '/select-box/user-list', label: 'Approvers' },
  ROLE: { url: '/select-box/role-list', label: 'Roles' },
  USER_LEVEL: { url: '/select-box/user-level-list', label: 'User levels' },
};

/** "for documents above ₱50,000.00" (as typed when it is not a number yet), or "for every document". */
const thresholdText = (minAmount: string) => {
  const typed = minAmount.trim();
  if (!typed) return ', for every document';
  return `, for documents above ${/^\d+(\.\d+)?$/.test(typed) ? formatCurrency(typed) : `₱${typed}`}`;
};

const SCOPE_OPTIONS = SCOPES.map((scope) => ({ value: scope.key, label: `${scope.module}: ${scope.label}` }));

export interface WorkflowStepCardProps {
  step: StepDraft;
  index: number;
  count: number;
  errors: WorkflowErrors['steps'][number] | undefined;
  onChange: (patch: Partial<StepDraft>) => void;
  onMove: (direction: -1 | 1) => void;
  onRemove: () => void;
}

function ApproverPicker({ step, position, error, onChange }: { step: StepDraft; position: number; error?: string; onChange: (ids: number[]) => void }) {
  const list = step.approverType === 'SCOPE' ? null : LIST_URL[step.approverType];
  const options = useSelectOptions(list?.url ?? null);
  if (!list) return null;
  return (
    <MultiSelect
      label={list.label}
      aria-label={`${list.label} of step ${position}`}
      searchable
      data={(options.data ?? []).map((o) => ({ value: String(o.value), label: o.label }))}
      value={step.approverIds.map(String)}
      onChange={(values) => onChange(values.map(Number))}
      error={error ?? (options.isError ? `The ${list.label.toLowerCase()} could not be loaded: ${options.error.message}` : undefined)}
      placeholder={options.isPending ? 'Loading…' : 'Choose'}
      nothingFoundMessage="No match"
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** One step of a workflow: its name, approvers, threshold and how many must approve; up, down and remove. */
export function WorkflowStepCard({ step, index, count, errors, onChange, onMove, onRemove }: WorkflowStepCardProps) {
  const position = index + 1;
  const isMany = step.requiredCount > 1;
  const maxRequired = step.approverType === 'USERS' ? Math.max(2, step.approverIds.length) : 50;
  return (
    <Card withBorder padding="md" component="fieldset" data-testid="workflow-step" data-step-key={step.key} style={{ minWidth: 0, margin: 0 }}>
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <Text component="legend" fw={700} style={{ float: 'left', padding: 0 }}>
          Step {position}
        </Text>
        <Group gap={4} wrap="nowrap">
          <Tooltip label="Move up">
            <ActionIcon variant="default" aria-label={`Move step ${position} up`} data-move="up" disabled={index === 0} onClick={() => onMove(-1)}>
              <IconArrowUp size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Move down">
            <ActionIcon variant="default" aria-label={`Move step ${position} down`} data-move="down" disabled={index === count - 1} onClick={() => onMove(1)}>
              <IconArrowDown size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Remove step">
            <ActionIcon variant="default" color="red.9" aria-label={`Remove step ${position}`} onClick={onRemove}>
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      <Stack gap="sm" style={{ clear: 'both' }}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Step name" aria-label={`Name of step ${position}`} value={step.name} onChange={(e) => onChange({ name: e.currentTarget.value })} error={errors?.name} maxLength={100} />
          <TextInput
            label="Applies above (₱)"
            aria-label={`Threshold of step ${position}`}
            description="Blank: every document goes through this step"
            inputMode="decimal"
            leftSection="₱"
            value={step.minAmount}
            onChange={(e) => onChange({ minAmount: e.currentTarget.value })}
            error={errors?.minAmount}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label="Who approves"
            aria-label={`Who approves step ${position}`}
            data={APPROVER_TYPES.map((type) => ({ value: type, label: APPROVER_LABELS[type] }))}
            value={step.approverType}
            allowDeselect={false}
            onChange={(value) => value && onChange({ approverType: value as ApproverType, approverIds: [] })}
            error={errors?.approverType}
          />
          {step.approverType === 'SCOPE' ? (
            <Select
              label="Scope"
              aria-label={`Scope of step ${position}`}
              searchable
              data={SCOPE_OPTIONS}
              value={step.scope}
              onChange={(value) => onChange({ scope: value })}
              error={errors?.scope}
              nothingFoundMessage="No scope matches"
            />
          ) : (
            <ApproverPicker step={step} position={position} error={errors?.approverIds} onChange={(approverIds) => onChange({ approverIds })} />
          )}
        </SimpleGrid>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Stack gap={4}>
            <Text size="sm" fw={500} id={`required-${step.key}`}>
              Decided by
            </Text>
            <SegmentedControl
              aria-labelledby={`required-${step.key}`}
              data={[
                { value: 'one', label: 'Any one' },
                { value: 'many', label: 'N of them' },
              ]}
              value={isMany ? 'many' : 'one'}
              onChange={(value) => onChange({ requiredCount: value === 'many' ? 2 : 1 })}
            />
          </Stack>
          {isMany && (
            <NumberInput
              label="Approvals needed"
              aria-label={`Approvals needed for step ${position}`}
              min={2}
              max={maxRequired}
              allowDecimal={false}
              allowNegative={false}
              value={step.requiredCount}
              onChange={(value) => onChange({ requiredCount: typeof value === 'number' ? value : Number(value) || 2 })}
              error={errors?.requiredCount}
              w={160}
            />
          )}
        </Group>
        <Text size="xs" c={MUTED_TEXT_COLOR}>
          {requiredLabel(step)}
          {thresholdText(step.minAmount)}.
        </Text>
      </Stack>
    </Card>
  );
}
