import { FILING_ALL_SCOPES, FILING_FOR_OTHERS_SCOPES, FILING_TYPE, hasPermission } from '@haligi/shared';
import { Anchor, Button, Tabs } from '@mantine/core';
import { IconEye, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DataTable } from '../../../../components/data-table';
import { PageHeader } from '../../../../components/page-header';
import { useAccount } from '../../../../lib/session';
import { RowAction } from '../../../inventory/components/row-actions';
import { FILING_URLS, useLiveFilings, type Filing } from '../api/filings-api';
import { FileFilingDialog } from '../components/file-filing-dialog';
import { FilingDrawer, filingDates, filingDetail } from '../components/filing-drawer';
import { FilingStatusBadge } from '../components/filing-status-badge';
import { LeaveBalances } from '../components/leave-balances';

function FilingsTable({ view, onOpen, onFile }: { view: 'mine' | 'company'; onOpen: (id: number) => void; onFile: () => void }) {
  return (
    <DataTable<Filing>
      tableKey={view === 'mine' ? 'filing' : 'filing-company'}
      apiUrl={FILING_URLS.filing}
      fixedFilters={[{ key: 'view', value: view }]}
      emptyState={{
        text: view === 'mine' ? 'Your leaves, overtime, official business, schedule adjustments and attendance corrections appear here with their approval.' : 'Filings of every employee you manage appear here.',
        action: (
          <Button size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={onFile}>
            File
          </Button>
        ),
      }}
      cardTitle="code"
      cardFields={view === 'mine' ? ['type', 'dates', 'status'] : ['employee', 'type', 'status']}
      renderCell={{
        code: (row) => (
          <Anchor component="button" type="button" size="sm" fw={500} onClick={() => onOpen(row.id)} ta="left">
            {row.code}
          </Anchor>
        ),
        type: (row) => FILING_TYPE.label[row.type],
        employee: (row) => row.employee.name,
        dates: (row) => <span style={{ whiteSpace: 'nowrap' }}>{filingDates(row)}</span>,
        detail: (row) => filingDetail(row),
        status: (row) => (
          <span style={{ display: 'inline-block', minWidth: 'max-content' }}>
            <FilingStatusBadge status={row.status} />
          </span>
        ),
      }}
      renderActions={(row) => <RowAction label="Open" name={row.code} icon={<IconEye size={18} aria-hidden />} onClick={() => onOpen(row.id)} />}
    />
  );
}

/** member/filings, "My Filings" (decision 0051): balances, my filings, HR's view of all, the filing drawer. */
export function MyFilingsPage() {
  const account = useAccount();
  const seesAll = hasPermission(account.role, FILING_ALL_SCOPES);
  const filesForOthers = hasPermission(account.role, FILING_FOR_OTHERS_SCOPES);
  const [params, setParams] = useSearchParams();
  const opened = Number(params.get('id')) || null;
  const open = (id: number | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('id', String(id));
        else next.delete('id');
        return next;
      },
      { replace: true },
    );
  const [isFiling, setIsFiling] = useState(false);
  useLiveFilings();
  const file = () => setIsFiling(true);
  return (
    <>
      <PageHeader
        title="My Filings"
        description="Leave, overtime, official business, schedule adjustments and attendance corrections, each approved before it counts."
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={file}>
            File
          </Button>
        }
      />
      <LeaveBalances />
      {seesAll ? (
        <Tabs defaultValue="mine" keepMounted={false}>
          <Tabs.List mb="sm">
            <Tabs.Tab value="mine">My filings</Tabs.Tab>
            <Tabs.Tab value="company">All filings</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="mine">
            <FilingsTable view="mine" onOpen={open} onFile={file} />
          </Tabs.Panel>
          <Tabs.Panel value="company">
            <FilingsTable view="company" onOpen={open} onFile={file} />
          </Tabs.Panel>
        </Tabs>
      ) : (
        <FilingsTable view="mine" onOpen={open} onFile={file} />
      )}
      <FileFilingDialog opened={isFiling} onClose={() => setIsFiling(false)} onFiled={open} forOthers={filesForOthers} />
      <FilingDrawer filingId={opened} onClose={() => open(null)} />
    </>
  );
}
