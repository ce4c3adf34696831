import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import { StageBadge } from '../../../components/stage-badge';
import type { ProjectInformation } from '../api/get-project';

const STATUS_COLOR: Record<string, string> = { PENDING: 'yellow', LOCKED: 'gray' };

/** The project's latest Bill of Quantity: name, status and revision. */
export function LatestBoqCard({ boq }: { boq: ProjectInformation['latestBoq'] }) {
  return (
    <Card padding="lg">
      <Title order={2} size="h4" mb="sm">
        Bill of Quantity
      </Title>
      {boq ? (
        <Group gap="sm" wrap="nowrap" align="flex-start" data-testid="latest-boq">
          <IconFileSpreadsheet size={28} aria-hidden />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {boq.name}
            </Text>
            <Group gap="xs">
              <StageBadge label={boq.status} color={STATUS_COLOR[boq.status] ?? 'indigo'} />
              <Text size="sm" c={MUTED_TEXT_COLOR}>
                Revision {boq.revision}
              </Text>
            </Group>
            <Text size="xs" c={MUTED_TEXT_COLOR}>
              The BOQ editor is not built yet.
            </Text>
          </Stack>
        </Group>
      ) : (
        <Text size="sm" c={MUTED_TEXT_COLOR}>
          This project has no Bill of Quantity yet.
        </Text>
      )}
    </Card>
  );
}
