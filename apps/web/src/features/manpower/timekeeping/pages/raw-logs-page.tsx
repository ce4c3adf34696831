import { Anchor, Group, TextInput } from '@mantine/core';
import { PUNCH_SOURCE, formatDisplayDateTime } from '@haligi/shared';
import { useMemo, useState } from 'react';
import { DataTable } from '../../../../components/data-table';
import { PageHeader } from '../../../../components/page-header';
import { TIMEKEEPING_URLS, type RawLog } from '../api/timekeeping-api';
import { StageBadge } from '../../../../components/stage-badge';

const SOURCE_COLOR = Object.fromEntries(PUNCH_SOURCE.list.map((s) => [s.key, s.color]));
const STATUS_NAME: Record<number, string> = { 0: 'Check in', 1: 'Check out', 2: 'Break out', 3: 'Break in', 4: 'OT in', 5: 'OT out' };

/** Manpower > Timekeeping Raw Logs: every punch as stored, once, with the employee it matched. */
export function RawLogsPage() {
  const [date, setDate] = useState('');
  const [biometricId, setBiometricId] = useState('');
  const fixedFilters = useMemo(
    () => [
      ...(/^\d{4}-\d{2}-\d{2}$/.test(date) ? [{ key: 'date', value: date }] : []),
      ...(biometricId.trim() ? [{ key: 'biometricId', value: biometricId.trim() }] : []),
    ],
    [date, biometricId],
  );
  return (
    <>
      <PageHeader title="Timekeeping Raw Logs" description="Every punch from the devices, imported files and the kiosk, stored exactly once, in Philippine time." />
      <Group mb="sm" gap="sm" wrap="wrap" align="flex-end">
        <TextInput type="date" label="Day" value={date} onChange={(e) => setDate(e.currentTarget.value)} w={{ base: '100%', xs: 180 }} />
        <TextInput label="Biometric ID" value={biometricId} onChange={(e) => setBiometricId(e.currentTarget.value)} maxLength={32} w={{ base: '100%', xs: 180 }} placeholder="e.g. 1001" />
      </Group>
      <DataTable<RawLog>
        tableKey="timekeeping-raw-log"
        apiUrl={TIMEKEEPING_URLS.rawLog}
        fixedFilters={fixedFilters}
        emptyState={{ text: 'Punches appear here as the registered devices send them, or after a time importation.' }}
        cardTitle="employee"
        cardFields={['punchedAt', 'biometricId', 'deviceSerial']}
        renderCell={{
          punchedAt: (row) => <span style={{ whiteSpace: 'nowrap' }}>{formatDisplayDateTime(row.punchedAt)}</span>,
          employee: (row) => row.employee?.name ?? <span title="No employee has this biometric ID">Unmatched</span>,
          deviceSerial: (row) => (row.deviceName ? `${row.deviceName} (${row.deviceSerial})` : row.deviceSerial === 'IMPORT' ? 'Imported file' : row.deviceSerial),
          status: (row) => `${row.status} ${STATUS_NAME[row.status] ? `· ${STATUS_NAME[row.status]}` : ''}`,
          source: (row) => (
            <Group gap={4} wrap="nowrap">
              <StageBadge color={SOURCE_COLOR[row.source] ?? 'gray'} label={PUNCH_SOURCE.label[row.source as keyof typeof PUNCH_SOURCE.label] ?? row.source} style={{ minWidth: 'max-content' }} />
              {row.photoUrl && (
                <Anchor size="xs" href={row.photoUrl} target="_blank" rel="noreferrer">
                  Photo
                </Anchor>
              )}
            </Group>
          ),
        }}
      />
    </>
  );
}
