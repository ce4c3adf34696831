import { Anchor, Group, Stack, Text } from '@mantine/core';
import { describeLeadStage, formatDisplayDate } from '@haligi/shared';
import { Link } from 'react-router';
import { MUTED_TEXT_COLOR } from '../../../../components/page-header';
import { StageBadge } from '../../../../components/stage-badge';
import type { LeadDashboard } from '../../api/get-lead-dashboard';

/** Leads whose closing date falls this month, each linking to its page. */
export function ClosingThisMonth({ leads }: { leads: LeadDashboard['closingThisMonth'] }) {
  if (leads.length === 0) {
    return (
      <Text c={MUTED_TEXT_COLOR} size="sm">
        No lead closes this month.
      </Text>
    );
  }
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {leads.map((lead) => {
        const stage = describeLeadStage(lead.leadBoardStage);
        return (
          <Group key={lead.id} component="li" justify="space-between" gap="xs" wrap="nowrap">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Anchor component={Link} to={`/member/leads/${lead.id}`} fw={600} size="sm" truncate>
                {lead.name}
              </Anchor>
              <Text size="xs" c={MUTED_TEXT_COLOR}>
                Closes {formatDisplayDate(lead.endDate)} · {lead.budget.formatted}
              </Text>
            </Stack>
            <StageBadge label={stage.label} color={stage.color} size="sm" style={{ flexShrink: 0 }} />
          </Group>
        );
      })}
    </Stack>
  );
}
