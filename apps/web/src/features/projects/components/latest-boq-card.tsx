import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import { StageBadge } from '../../../components/stage-badge';
import type { ProjectInformation } from '../api/get-project';

const STATUS_COLOR: Record<string, string> = { PENDING: 'yellow', LOCKED: 'gray' };

/** The project's latest Bill of Quantity: name, status and revision. */
export function LatestBoqCard({ boq, onOpen }: { boq: ProjectInformation['latestBoq']; onOpen: (boqId: number) => void }) {
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
            <Button size="xs" mt={4} style={{ alignSelf: 'flex-start' }} onClick={() => onOpen(boq.id)}>
              Open BOQ
            </Button>
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
