import { formatDisplayDate, type BoqWaiting, type DashboardList } from '@haligi/shared';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import { DashboardCard, EmptySection } from './dashboard-card';

/** Why a BOQ waits, in words. */
function reasonLabel(boq: BoqWaiting, reason: BoqWaiting['waitingFor'][number]): string {
  if (reason === 'LOCK') return 'Ready to lock';
  return boq.pendingTakeOffs === 1 ? '1 take-off to approve' : `${boq.pendingTakeOffs} take-offs to approve`;
}

/** Project BOQs waiting for a take-off approval or for their lock, the longest waiting first. */
export function BoqsWaitingCard({ boqs }: { boqs: DashboardList<BoqWaiting> }) {
  return (
    <DashboardCard title="BOQs waiting" to="/member/project" description="Current BOQs with take-offs to approve, or filled in and not locked yet.">
      {boqs.total === 0 ? (
        <EmptySection>No BOQ is waiting. A project's BOQ appears here when take-offs are submitted for approval, or when it has item lines and is not locked.</EmptySection>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="BOQs waiting">
          {boqs.list.map((boq) => (
            <li key={boq.boqId}>
              <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
                <div style={{ minWidth: 0 }}>
                  <Anchor component={Link} to={`/member/project/${boq.projectId}`} fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {boq.projectName}
                  </Anchor>
                  <Text size="xs" c={MUTED_TEXT_COLOR}>
                    {boq.boqName} · revision {boq.revision} · waiting since {formatDisplayDate(boq.since)}
                  </Text>
                </div>
                <Group gap={4} wrap="wrap">
                  {boq.waitingFor.map((reason) => (
                    <Badge key={reason} size="sm" variant="outline" color={reason === 'APPROVAL' ? 'orange.9' : 'indigo.8'}>
                      {reasonLabel(boq, reason)}
                    </Badge>
                  ))}
                </Group>
              </Group>
            </li>
          ))}
        </Stack>
      )}
      {boqs.total > boqs.list.length && (
        <Text size="xs" c={MUTED_TEXT_COLOR} mt="sm">
          Showing the {boqs.list.length} waiting longest of {boqs.total}.
        </Text>
      )}
    </DashboardCard>
  );
}
