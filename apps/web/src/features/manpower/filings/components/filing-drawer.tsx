import { FILING_TYPE, formatDisplayDate, formatDisplayDateTime, formatLeaveDays, hasPermission, LEAVE_ADMIN_SCOPES } from '@haligi/shared';
import { Alert, Button, Divider, Drawer, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { LoadError } from '../../../../components/load-error';
import { MUTED_TEXT_COLOR } from '../../../../components/page-header';
import { confirmAction } from '../../../../lib/confirm';
import { useAccount } from '../../../../lib/session';
import { ApprovalTrail } from '../../../approvals';
import { useCancelFiling, useFiling, type Filing } from '../api/filings-api';
import { DiscussionThread } from './discussion-thread';
import { FilingStatusBadge } from './filing-status-badge';

export const filingDates = (f: Pick<Filing, 'dateFrom' | 'dateTo'>) =>
  f.dateFrom === f.dateTo ? formatDisplayDate(f.dateFrom) : `${formatDisplayDate(f.dateFrom)} – ${formatDisplayDate(f.dateTo)}`;

/** What the filing asks for, in a few words. */
export function filingDetail(f: Filing): string {
  switch (f.type) {
    case 'LEAVE':
      return `${f.leaveType?.code ?? ''} · ${formatLeaveDays(Number(f.days ?? 0))}${f.isHalfDay ? ' (half day)' : ''}`;
    case 'OVERTIME':
    case 'OFFICIAL_BUSINESS':
      return f.startTime ? `${f.startTime}–${f.endTime} (${f.minutes} min)` : 'Whole day';
    case 'SCHEDULE_ADJUSTMENT':
      return f.shift ? `Shift ${f.shift.name}` : 'Rest day';
    case 'ATTENDANCE_CORRECTION':
      return [f.timeIn && `In ${formatDisplayDateTime(f.timeIn)}`, f.timeOut && `Out ${formatDisplayDateTime(f.timeOut)}`].filter(Boolean).join(' · ');
  }
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="xs" c={MUTED_TEXT_COLOR}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** A filing: what was asked, its approval trail, cancel, and its discussion. */
export function FilingDrawer({ filingId, onClose }: { filingId: number | null; onClose: () => void }) {
  const query = useFiling(filingId);
  const account = useAccount();
  const cancel = useCancelFiling();
  const filing = query.data?.data;
  const isLeaveAdmin = hasPermission(account.role, LEAVE_ADMIN_SCOPES);
  const canCancel = filing && ((filing.status === 'PENDING' && filing.filedBy?.id === account.id) || (filing.status === 'APPROVED' && filing.type === 'LEAVE' && isLeaveAdmin));
  const onCancel = async () => {
    if (!filing) return;
    const ok = await confirmAction({ title: `Cancel ${filing.code}?`, message: filing.status === 'APPROVED' ? 'The leave days come back to the balance.' : 'The filing leaves the approvers’ queue.', confirmLabel: 'Cancel filing' });
    if (ok) cancel.mutate(filing.id);
  };
  return (
    <Drawer opened={filingId !== null} onClose={onClose} position="right" size="lg" title={filing ? `${filing.code} · ${FILING_TYPE.label[filing.type]}` : 'Filing'} styles={{ title: { fontWeight: 700 } }}>
      {query.isPending && <Skeleton height={200} />}
      {query.isError && <LoadError what="filing" error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />}
      {filing && (
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap">
            <FilingStatusBadge status={filing.status} />
            {canCancel && (
              <Button size="xs" variant="outline" color="red.9" onClick={() => void onCancel()} loading={cancel.isPending}>
                Cancel filing
              </Button>
            )}
          </Group>
          {filing.statusReason && (
            <Alert color={filing.status === 'REJECTED' ? 'red' : 'gray'} title={filing.status === 'REJECTED' ? 'Rejected' : 'Note'}>
              {filing.statusReason}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Field label="Employee">{filing.employee.name}</Field>
            <Field label="Dates">{filingDates(filing)}</Field>
            <Field label="Detail">{filingDetail(filing)}</Field>
            <Field label="Filed">
              {formatDisplayDateTime(filing.createdAt)}
              {filing.filedBy ? ` by ${filing.filedBy.name}` : ''}
            </Field>
          </SimpleGrid>
          <Field label="Reason">{filing.reason}</Field>
          <ApprovalTrail documentType="FILING" documentId={filing.id} variant="inline" />
          <Divider />
          <DiscussionThread filingId={filing.id} />
        </Stack>
      )}
    </Drawer>
  );
}
