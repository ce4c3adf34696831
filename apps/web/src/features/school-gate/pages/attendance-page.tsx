import { Group, Tabs, TextInput } from '@mantine/core';
import { IconChartBar, IconChecklist, IconCreditCardOff, IconList } from '@tabler/icons-react';
import { formatDisplayDateTime, schoolDay, TAP_ACTION_LABELS, TAP_PERSON_LABELS } from '@haligi/shared';
import { useMemo, useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { StageBadge } from '../../../components/stage-badge';
import { ClassAttendance } from '../../school-grading/class-attendance';
import { DailySummary } from '../../school-grading/daily-summary';
import { SCHOOL_GATE_URLS, useLiveAttendance, type AttendanceLog, type UnmatchedTap } from '../api';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The Date field (default today, Manila): an empty field shows every day. */
function DateField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <Group mb="sm" gap="sm" wrap="wrap" align="flex-end">
      <TextInput type="date" label="Date" value={value} onChange={(e) => onChange(e.currentTarget.value)} w={{ base: '100%', xs: 260 }} description="Philippine day; clear it for every day" />
    </Group>
  );
}

const dateFilter = (date: string) => [{ key: 'date', value: DATE.test(date) ? date : 'all' }];

/** The attendance log: every stored tap, newest first, live as readers tap. */
function AttendanceLogTab() {
  useLiveAttendance();
  const [date, setDate] = useState(() => schoolDay(new Date()));
  const fixedFilters = useMemo(() => dateFilter(date), [date]);
  return (
    <>
      <DateField value={date} onChange={setDate} />
      <DataTable<AttendanceLog>
        tableKey="school-attendance"
        apiUrl={SCHOOL_GATE_URLS.attendance}
        fixedFilters={fixedFilters}
        emptyState={{ text: 'Taps appear here as students and guardians tap their cards at the gates.' }}
        cardTitle="person"
        cardFields={['action', 'tappedAt', 'gate']}
        renderCell={{
          tappedAt: (row) => <span style={{ whiteSpace: 'nowrap' }}>{formatDisplayDateTime(row.tappedAt)}</span>,
          person: (row) => row.person.name,
          personType: (row) => <StageBadge color={row.personType === 'student' ? 'blue' : 'grape'} label={TAP_PERSON_LABELS[row.personType]} style={{ minWidth: 'max-content' }} />,
          action: (row) => <StageBadge color={row.action === 'check_in' ? 'green' : 'orange'} label={TAP_ACTION_LABELS[row.action]} style={{ minWidth: 'max-content' }} />,
          gate: (row) => row.gate?.name ?? '-',
          device: (row) => row.device?.name ?? '-',
        }}
      />
    </>
  );
}

/** Taps of cards nobody holds, for review (a new card to register, a lost card used). */
function UnmatchedTab() {
  const [date, setDate] = useState('');
  const fixedFilters = useMemo(() => (DATE.test(date) ? [{ key: 'date', value: date }] : []), [date]);
  return (
    <>
      <DateField value={date} onChange={setDate} />
      <DataTable<UnmatchedTap>
        tableKey="school-unmatched-tap"
        apiUrl={SCHOOL_GATE_URLS.unmatched}
        fixedFilters={fixedFilters}
        emptyState={{ text: 'No unknown cards were tapped. A card nobody holds is refused at the gate and listed here.' }}
        cardTitle="cardNumber"
        cardFields={['tappedAt', 'gate', 'device']}
        renderCell={{
          tappedAt: (row) => <span style={{ whiteSpace: 'nowrap' }}>{formatDisplayDateTime(row.tappedAt)}</span>,
          createdAt: (row) => <span style={{ whiteSpace: 'nowrap' }}>{formatDisplayDateTime(row.createdAt)}</span>,
          gate: (row) => row.gate?.name ?? '-',
          device: (row) => row.device?.name ?? '-',
        }}
      />
    </>
  );
}

/**
 * School > Attendance: the gates' log first, then the daily summary per section and the teachers'
 * class attendance (decision 0069), and the refused taps of unknown cards for review.
 */
export function AttendancePage() {
  const [tab, setTab] = useState<string | null>('log');
  return (
    <>
      <PageHeader title="Attendance" description="Check-ins and check-outs at the school gates in Philippine time, each section's day and the teachers' marks." />
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="sm">
          <Tabs.Tab value="log" leftSection={<IconList size={16} aria-hidden />}>
            Attendance log
          </Tabs.Tab>
          <Tabs.Tab value="summary" leftSection={<IconChartBar size={16} aria-hidden />}>
            Daily summary
          </Tabs.Tab>
          <Tabs.Tab value="class" leftSection={<IconChecklist size={16} aria-hidden />}>
            Class attendance
          </Tabs.Tab>
          <Tabs.Tab value="unmatched" leftSection={<IconCreditCardOff size={16} aria-hidden />}>
            Unknown cards
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="log">
          <AttendanceLogTab />
        </Tabs.Panel>
        <Tabs.Panel value="summary">
          <DailySummary />
        </Tabs.Panel>
        <Tabs.Panel value="class">
          <ClassAttendance />
        </Tabs.Panel>
        <Tabs.Panel value="unmatched">
          <UnmatchedTab />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
