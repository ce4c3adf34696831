import { Anchor, Breadcrumbs, Button, Group, Select, Stack, Title } from '@mantine/core';
import { IconEdit, IconTransform } from '@tabler/icons-react';
import { describeLeadStage, isClosedLost, LEAD_STAGES } from '@haligi/shared';
import { Link } from 'react-router';
import { StageBadge } from '../../../../components/stage-badge';
import type { LeadInformation } from '../../api/get-lead';

export interface LeadHeaderProps {
  lead: LeadInformation;
  onEdit: () => void;
  onConvert: () => void;
  isConverting: boolean;
  onStageChange: (stage: string) => void;
  isMoving: boolean;
}

/** Breadcrumbs, the name with its stage badge, Edit Lead, Convert to Project and the stage control. */
export function LeadHeader({ lead, onEdit, onConvert, isConverting, onStageChange, isMoving }: LeadHeaderProps) {
  const stage = describeLeadStage(lead.leadBoardStage);
  const options: { value: string; label: string }[] = LEAD_STAGES.map((s) => ({ value: s.key, label: s.label }));
  // An unknown stage stays selectable as itself so the control shows the truth.
  if (!LEAD_STAGES.some((s) => s.key === stage.key)) options.push({ value: stage.key, label: stage.label });

  return (
    <Stack gap="sm" mb="md">
      <Breadcrumbs separator="/" aria-label="Breadcrumb" styles={{ root: { flexWrap: 'wrap' } }}>
        <Anchor component={Link} to="/member/dashboard" size="sm">
          Dashboard
        </Anchor>
        <Anchor component={Link} to="/member/leads/list" size="sm">
          Lead List
        </Anchor>
        <Anchor component={Link} to={`/member/leads/${lead.id}`} size="sm" aria-current="page" c="inherit">
          {lead.name}
        </Anchor>
      </Breadcrumbs>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Group gap="sm" align="center" style={{ minWidth: 0 }}>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {lead.name}
          </Title>
          <StageBadge label={stage.label} color={stage.color} size="lg" data-testid="lead-stage-badge" />
        </Group>
        <Group gap="xs" align="flex-end">
          <Select
            label="Stage"
            data={options}
            value={stage.key}
            onChange={(next) => next && next !== stage.key && onStageChange(next)}
            disabled={isMoving}
            allowDeselect={false}
            w={180}
          />
          <Button variant="default" leftSection={<IconEdit size={16} aria-hidden />} onClick={onEdit}>
            Edit Lead
          </Button>
          {lead.convertedToId ? (
            <Button component={Link} to={`/member/project/${lead.convertedToId}`} leftSection={<IconTransform size={16} aria-hidden />}>
              Open Project
            </Button>
          ) : (
            // A closed-lost lead is not offered for conversion (the server refuses it too).
            !isClosedLost(lead.leadBoardStage) && (
              <Button leftSection={<IconTransform size={16} aria-hidden />} onClick={onConvert} loading={isConverting}>
                Convert to Project
              </Button>
            )
          )}
        </Group>
      </Group>
    </Stack>
  );
}
