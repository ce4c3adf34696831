import { Alert, Anchor, Badge, Box, Button, Center, Divider, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconReceipt } from '@tabler/icons-react';
import { formatCurrency, NO_MEMO, RECEIPT_DIALOG_WIDTH, formatDisplayDateTime } from '@haligi/shared';
import { useEffect, useState, type ReactNode } from 'react';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import { useDownloadReceiptPdf } from '../api/download-receipt-pdf';
import { hasBalanceDue, useReceipt } from '../api/get-receipt';
import { PaymentHistory } from './payment-history';
import { ReceiptLinesTable } from './receipt-lines-table';

export interface ReceiptDialogProps {
  receiptId: number | null;
  opened: boolean;
  onClose: () => void;
}

/**
 * The item receipt (spec part 2, 900px): code, type, the company's address block, reference,
 * processed by, date, the lines and total, the memo, and for a purchase order with a balance its
 * payment history and Balance Due. Download PDF saves the same receipt.
 */
export function ReceiptDialog({ receiptId, opened, onClose }: ReceiptDialogProps) {
  // A transfer's partner receipt opens in place.
  const [shownId, setShownId] = useState(receiptId);
  useEffect(() => setShownId(receiptId), [receiptId, opened]);
  const receipt = useReceipt(opened ? shownId : null);
  const download = useDownloadReceiptPdf();
  const info = receipt.data?.itemReceiptInfo;

  let body: ReactNode;
  if (receipt.isError) {
    body = (
      <Alert color="red" variant="light" title="Receipt unavailable" role="alert">
        <Text size="sm" c="red.9">
          Could not load the receipt: {receipt.error.message}
        </Text>
      </Alert>
    );
  } else if (!receipt.data || !info) {
    body = (
      <Center py="xl" role="status" aria-label="Loading receipt">
        <Loader size="sm" aria-hidden />
      </Center>
    );
  } else {
    const { company, itemReceiptType, itemReceiptItemList } = receipt.data;
    body = (
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
          <Box data-testid="receipt-company" style={{ minWidth: 0 }}>
            <Text fw={700}>{company.name}</Text>
            <Text size="sm" c={MUTED_TEXT_COLOR} style={{ whiteSpace: 'pre-line' }}>
              {company.address || 'No address on file'}
            </Text>
          </Box>
          <Stack gap={4} align="flex-end">
            <Title order={3} size="h3" data-testid="receipt-code">
              {info.code}
            </Title>
            <Badge variant="filled" color="blue.9" c="white" radius="sm" data-testid="receipt-type">
              {itemReceiptType.label}
            </Badge>
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="xs">
          <Field label="Reference">{info.reference || '-'}</Field>
          <Field label="Processed By">{info.processedBy?.name ?? '-'}</Field>
          <Field label="Date">{formatDisplayDateTime(info.createdAt)}</Field>
          <Field label="Warehouse">{info.warehouse.name}</Field>
          {info.supplier && <Field label="Supplier">{info.supplier.name}</Field>}
          {info.purchaseOrder && <Field label="Purchase Order">{info.purchaseOrder.code}</Field>}
          {info.partnerReceipt && (
            <Field label={info.type.itemImpact === 'DEDUCTING' ? 'Transferred In As' : 'Transferred Out As'}>
              <Anchor component="button" type="button" size="sm" onClick={() => setShownId(info.partnerReceipt!.id)}>
                {info.partnerReceipt.code}
              </Anchor>
            </Field>
          )}
        </SimpleGrid>
        <ReceiptLinesTable lines={itemReceiptItemList} total={info.totalPayableAmount} />
        <Box>
          <Text size="sm" fw={600}>
            Memo
          </Text>
          <Text size="sm" c={info.memo ? undefined : MUTED_TEXT_COLOR} data-testid="receipt-memo" style={{ whiteSpace: 'pre-line' }}>
            {info.memo || NO_MEMO}
          </Text>
        </Box>
        {hasBalanceDue(receipt.data) && info.purchaseOrder && (
          <>
            <Divider />
            <PaymentHistory purchaseOrderId={info.purchaseOrder.id} />
            <Group justify="flex-end">
              <Text fw={700} size="lg" data-testid="balance-due">
                Balance Due: {formatCurrency(info.purchaseOrder.balance)}
              </Text>
            </Group>
          </>
        )}
      </Stack>
    );
  }

  return (
    <DialogShell
      isDirty={false}
      opened={opened}
      onClose={onClose}
      title="Item Receipt"
      icon={<IconReceipt size={20} aria-hidden />}
      width={RECEIPT_DIALOG_WIDTH}
      submitActions={
        <>
          <Button
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
            disabled={!info}
            loading={download.isPending}
            onClick={() => info && download.mutate({ id: info.id, code: info.code })}
          >
            Download PDF
          </Button>
          <DialogCancelButton>Close</DialogCancelButton>
        </>
      }
    >
      {body}
    </DialogShell>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box style={{ minWidth: 0 }}>
      <Text size="xs" tt="uppercase" fw={600} c={MUTED_TEXT_COLOR}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Box>
  );
}
