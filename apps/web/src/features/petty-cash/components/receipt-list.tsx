import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import { useOpenReceipt } from '../api/petty-cash-api';
import type { Receipt } from '../api/petty-cash-types';

/** A voucher's receipts, each opened (downloaded with the token header) by its name. */
export function ReceiptList({ receipts, code }: { receipts: readonly Receipt[]; code: string }) {
  const open = useOpenReceipt();
  if (!receipts.length) {
    return (
      <Text size="sm" c="red.9">
        No receipt attached
      </Text>
    );
  }
  return (
    <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={`Receipts of ${code}`}>
      {receipts.map((receipt) => (
        <Group component="li" key={receipt.id} gap={4} wrap="nowrap">
          <IconPaperclip size={14} aria-hidden style={{ flexShrink: 0, color: MUTED_TEXT_COLOR }} />
          <Anchor component="button" type="button" size="sm" onClick={() => open.mutate(receipt)} style={{ overflowWrap: 'anywhere', textAlign: 'left' }}>
            {receipt.originalName || receipt.name}
          </Anchor>
        </Group>
      ))}
    </Stack>
  );
}
