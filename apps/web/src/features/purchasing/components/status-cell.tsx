import { Stack, Text, Tooltip } from '@mantine/core';
import { TRUNCATE_REJECTION_REASON, truncateText } from '@haligi/shared';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import { PurchasingStatusBadge, type PurchasingStatusBadgeProps } from './purchasing-status-badge';

/** A list's status: the badge, and under it the reason (rejection, return, cancel) cut to 65 characters. */
export function StatusCell({ kind, status, reason }: PurchasingStatusBadgeProps & { reason: string | null | undefined }) {
  const short = truncateText(reason, TRUNCATE_REJECTION_REASON);
  return (
    <Stack gap={2} align="flex-start" miw={130} maw={260}>
      <PurchasingStatusBadge kind={kind} status={status} />
      {short && (
        <Tooltip label={reason} multiline maw={360} disabled={short === reason}>
          <Text size="xs" c={MUTED_TEXT_COLOR} data-testid="status-reason">
            {short}
          </Text>
        </Tooltip>
      )}
    </Stack>
  );
}
