import { Anchor, Badge, Button, Card, Center, Drawer, Group, Loader, ScrollArea, SimpleGrid, Stack, Table, Tabs, Text, TextInput, useMantineTheme } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconCalendarStats, IconClockExclamation, IconDownload, IconUserOff, IconUsers } from '@tabler/icons-react';
import { addDays, ADJUSTABLE_FIELD_LABEL, ATTENDANCE_FLAG_LABEL, DATE_FORMAT, FILING_STATUS, formatDisplayDate, formatDisplayDateTime, manilaDate, type AdjustableField } from '@haligi/shared';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { MetricCard } from '../../../components/metric-card';
import { MUTED_TEXT_COLOR, PageHeader } from '../../../components/page-header';
import { SelectField } from '../../../components/select-field';
import { showErrorDialog } from '../../../lib/notify';
import { AdjustDayDialog } from './adjust-day-dialog';
import { ATTENDANCE_URLS, exportSummary, minutesText, useAdjustmentList, useAttendanceSummary, useEmployeeDays, useLiveAttendance, type AttendanceDay, type SummaryRow } from './attendance-api';
import { MarkBadge, shortDay, timeText } from './attendance-parts';
import { StageBadge, stageColor } from '../../../components/stage-badge';

/** The cutoff a date falls in: the 1st to the 15th, or the 16th to the month's end. */
export function cutoffOf(date: string): { from: string; to: string } {
  const month = date.slice(0, 8);
  if (Number(date.slice(8, 10)) <= 15) return { from: `${month}01`, to: `${month}15` };
  const nextMonth = addDays(`${month}28`, 4).slice(0, 8);
  return { from: `${month}16`, to: addDays(`${nextMonth}01`, -1) };
}

const COLUMNS: { key: keyof SummaryRow; label: string; minutes?: boolean }[] = [
  { key: 'daysWorked', label: 'Days worked' },
  { key: 'absences', label: 'Absences' },
  { key: 'lateMinutes', label: 'Late', minutes: true },
  { key: 'undertimeMinutes', label: 'Undertime', minutes: true },
  { key: 'overtimeCandidateMinutes', label: 'OT candidates', minutes: true },
  { key: 'overtimeApprovedMinutes', label: 'OT approved', minutes: true },
  { key: 'nightMinutes', label: 'Night', minutes: true },
  { key: 'leaveDays', label: 'Leave days' },
  { key: 'restDayWorkDays', label: 'Rest-day work' },
  { key: 'holidayWorkDays', label: 'Holiday work' },
];

const cellValue = (row: SummaryRow, column: (typeof COLUMNS)[number]) => (column.minutes ? minutesText(Number(row[column.key])) : String(row[column.key]));

const changeText = (field: string, value: unknown) => {
  if (value === null || value === undefined) return '—';
  if (field === 'timeIn' || field === 'timeOut') return timeText(String(value));
  if (field === 'isAbsent') return value ? 'Yes' : 'No';
  return `${value} min`;
};

/** manpower/payroll-time-keeping: a cutoff's summary per employee, their days, and adjustments through approval. */
export function PayrollTimeKeepingPage() {
  const theme = useMantineTheme();
  const isPhone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`) ?? false;
  const [range, setRange] = useState(() => cutoffOf(manilaDate(new Date())));
  const [branchId, setBranchId] = useState<number | null>(null);
  const [teamId, setTeamId] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 400);
  const [employee, setEmployee] = useState<{ id: number; name: string } | null>(null);
  const [exporting, setExporting] = useState(false);
  const filters = { ...range, branchId, teamId, search: debouncedSearch };
  const summary = useAttendanceSummary(filters);
  useLiveAttendance();

  const doExport = async () => {
    setExporting(true);
    try {
      await exportSummary(filters);
    } catch (error) {
      showErrorDialog(error);
    } finally {
      setExporting(false);
    }
  };

  const previousCutoff = () => setRange(cutoffOf(addDays(range.from, -1)));
  const nextCutoff = () => setRange(cutoffOf(addDays(range.to, 1)));

  return (
    <Stack gap="md">
      <PageHeader
        title="Payroll Time Keeping"
        description="A cutoff's attendance per employee: days worked, absences, late, undertime, overtime, night work and leave. Adjust a day through approval."
        actions={
          <Button leftSection={<IconDownload size={16} aria-hidden />} variant="default" onClick={() => void doExport()} loading={exporting}>
            Export to Excel
          </Button>
        }
      />
      <Card padding="sm">
        <Stack gap="xs">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
            <DateInput label="From" valueFormat={DATE_FORMAT} value={range.from} onChange={(v) => v && setRange((r) => ({ ...r, from: String(v).slice(0, 10) }))} />
            <DateInput label="To" valueFormat={DATE_FORMAT} value={range.to} onChange={(v) => v && setRange((r) => ({ ...r, to: String(v).slice(0, 10) }))} />
            <SelectField apiUrl={ATTENDANCE_URLS.branchList} label="Branch" nullOptionLabel="All branches" value={branchId ?? 0} onChange={(v) => setBranchId(v ? Number(v) : null)} />
            <SelectField apiUrl={ATTENDANCE_URLS.teamList} label="Team" nullOptionLabel="All teams" value={teamId ?? 0} onChange={(v) => setTeamId(v ? Number(v) : null)} />
            <TextInput label="Search" placeholder="Name or employee no." value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
          </SimpleGrid>
          <Group gap="xs">
            <Button size="xs" variant="subtle" onClick={previousCutoff}>
              Previous cutoff
            </Button>
            <Button size="xs" variant="subtle" onClick={() => setRange(cutoffOf(manilaDate(new Date())))}>
              This cutoff
            </Button>
            <Button size="xs" variant="subtle" onClick={nextCutoff}>
              Next cutoff
            </Button>
          </Group>
        </Stack>
      </Card>

      <Tabs defaultValue="summary" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="summary">Summary</Tabs.Tab>
          <Tabs.Tab value="adjustments">Adjustments</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="summary" pt="md">
          {summary.isPending ? (
            <Center p="xl">
              <Loader aria-label="Loading the summary" />
            </Center>
          ) : summary.isError ? (
            <LoadError what="time keeping summary" error={summary.error} onRetry={() => void summary.refetch()} isRetrying={summary.isFetching} />
          ) : (
            <Stack gap="md">
              <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
                <MetricCard label="Employees" value={summary.data.list.length} icon={<IconUsers size={20} />} />
                <MetricCard label="Absences" value={summary.data.totals.absences} icon={<IconUserOff size={20} />} />
                <MetricCard label="Late" value={minutesText(summary.data.totals.lateMinutes)} icon={<IconClockExclamation size={20} />} />
                <MetricCard label="Leave days" value={summary.data.totals.leaveDays} icon={<IconCalendarStats size={20} />} />
              </SimpleGrid>
              {summary.data.list.length === 0 ? (
                <Card padding="lg">
                  <Text c={MUTED_TEXT_COLOR}>No employees match. Employees are added in HRIS; clear the filters to see everyone.</Text>
                </Card>
              ) : isPhone ? (
                <Stack gap="sm" aria-label="Time keeping summary" role="list">
                  {summary.data.list.map((row) => (
                    <Card key={row.employeeId} padding="sm" role="listitem">
                      <Anchor component="button" type="button" fw={600} onClick={() => setEmployee({ id: row.employeeId, name: row.name })}>
                        {row.name}
                      </Anchor>
                      <Text size="xs" c={MUTED_TEXT_COLOR}>
                        {row.employeeNo} · {row.branchName ?? 'No branch'}
                      </Text>
                      <SimpleGrid cols={2} spacing={4} mt={6}>
                        {COLUMNS.map((c) => (
                          <Text key={c.key} size="sm">
                            <Text span c={MUTED_TEXT_COLOR} size="sm">
                              {c.label}:
                            </Text>{' '}
                            {cellValue(row, c)}
                          </Text>
                        ))}
                      </SimpleGrid>
                    </Card>
                  ))}
                </Stack>
              ) : (
                <Card padding={0}>
                  <ScrollArea type="auto">
                    <Table aria-label="Time keeping summary" striped highlightOnHover miw={1100}>
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>Employee</Table.Th>
                          <Table.Th>Branch</Table.Th>
                          {COLUMNS.map((c) => (
                            <Table.Th key={c.key} ta="right">
                              {c.label}
                            </Table.Th>
                          ))}
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {summary.data.list.map((row) => (
                          <Table.Tr key={row.employeeId} data-employee={row.employeeNo}>
                            <Table.Td>
                              <Anchor component="button" type="button" fw={600} onClick={() => setEmployee({ id: row.employeeId, name: row.name })}>
                                {row.name}
                              </Anchor>
                              <Text size="xs" c={MUTED_TEXT_COLOR}>
                                {row.employeeNo}
                                {row.pendingAdjustments > 0 ? ` · ${row.pendingAdjustments} pending` : ''}
                                {row.flaggedDays > 0 ? ` · ${row.flaggedDays} to check` : ''}
                              </Text>
                            </Table.Td>
                            <Table.Td>{row.branchName ?? '—'}</Table.Td>
                            {COLUMNS.map((c) => (
                              <Table.Td key={c.key} ta="right" data-column={c.key}>
                                {cellValue(row, c)}
                              </Table.Td>
                            ))}
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </ScrollArea>
                </Card>
              )}
            </Stack>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="adjustments" pt="md">
          <AdjustmentAudit from={range.from} to={range.to} />
        </Tabs.Panel>
      </Tabs>
      <EmployeeDaysDrawer employee={employee} from={range.from} to={range.to} onClose={() => setEmployee(null)} />
    </Stack>
  );
}

function EmployeeDaysDrawer({ employee, from, to, onClose }: { employee: { id: number; name: string } | null; from: string; to: string; onClose: () => void }) {
  const query = useEmployeeDays(employee?.id ?? null, from, to);
  const [adjusting, setAdjusting] = useState<AttendanceDay | null>(null);
  return (
    <Drawer opened={employee !== null} onClose={onClose} position="right" size="xl" title={employee ? `${employee.name} · ${formatDisplayDate(from)} to ${formatDisplayDate(to)}` : 'Days'}>
      {query.isPending && employee && <Loader size="sm" aria-label="Loading the days" />}
      {query.isError && <LoadError what="employee's days" error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />}
      {query.data && (
        <ScrollArea type="auto">
          <Table aria-label="Days" verticalSpacing={4} miw={680}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Day</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>In</Table.Th>
                <Table.Th>Out</Table.Th>
                <Table.Th ta="right">Late</Table.Th>
                <Table.Th ta="right">Under</Table.Th>
                <Table.Th ta="right">OT</Table.Th>
                <Table.Th ta="right">Night</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.data.days.map((d) => (
                <Table.Tr key={d.date} data-date={d.date}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{shortDay(d.date)}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      <MarkBadge mark={d.mark} size="xs" />
                      {d.isAdjusted && (
                        <Badge size="xs" variant="outline" color={stageColor('indigo')}>
                          Adjusted
                        </Badge>
                      )}
                      {d.flags
                        .filter((f) => f !== 'REST_DAY_WORK')
                        .map((f) => (
                          <Badge key={f} size="xs" variant="outline" color={stageColor('yellow')}>
                            {ATTENDANCE_FLAG_LABEL[f] ?? f}
                          </Badge>
                        ))}
                    </Group>
                  </Table.Td>
                  <Table.Td>{timeText(d.timeIn)}</Table.Td>
                  <Table.Td>{timeText(d.timeOut)}</Table.Td>
                  <Table.Td ta="right">{minutesText(d.lateMinutes)}</Table.Td>
                  <Table.Td ta="right">{minutesText(d.undertimeMinutes)}</Table.Td>
                  <Table.Td ta="right">{minutesText(d.overtimeApprovedMinutes)}</Table.Td>
                  <Table.Td ta="right">{minutesText(d.nightMinutes)}</Table.Td>
                  <Table.Td>
                    <Button size="compact-xs" variant="light" onClick={() => setAdjusting(d)} disabled={d.date > manilaDate(new Date())} aria-label={`Adjust ${shortDay(d.date)}`}>
                      Adjust
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
      <AdjustDayDialog employee={employee} day={adjusting} onClose={() => setAdjusting(null)} />
    </Drawer>
  );
}

function AdjustmentAudit({ from, to }: { from: string; to: string }) {
  const query = useAdjustmentList(from, to);
  if (query.isPending)
    return (
      <Center p="xl">
        <Loader aria-label="Loading the adjustments" />
      </Center>
    );
  if (query.isError) return <LoadError what="adjustments" error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
  if (query.data.length === 0)
    return (
      <Card padding="lg">
        <Text c={MUTED_TEXT_COLOR}>No adjustments in this cutoff. Open an employee's days to adjust one.</Text>
      </Card>
    );
  return (
    <Stack gap="sm" aria-label="Adjustments" role="list">
      {query.data.map((a) => (
        <Card key={a.id} padding="sm" role="listitem">
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text fw={600}>
              {a.employeeName} · {formatDisplayDate(a.date)}
            </Text>
            <StageBadge color={FILING_STATUS.list.find((s) => s.key === a.status)?.color ?? 'gray'} label={(FILING_STATUS.label as Record<string, string>)[a.status] ?? a.status} />
          </Group>
          <Text size="sm" c={MUTED_TEXT_COLOR}>
            Asked by {a.requestedByName ?? 'someone'} on {formatDisplayDateTime(a.createdAt)}
            {a.decidedAt ? ` · decided ${formatDisplayDateTime(a.decidedAt)}` : ''}
          </Text>
          <Text size="sm" mt={4}>
            Why: {a.reason}
          </Text>
          <Table mt={4} verticalSpacing={2} aria-label={`Changes of adjustment ${a.id}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Field</Table.Th>
                <Table.Th>Before</Table.Th>
                <Table.Th>After</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {Object.entries(a.changes).map(([field, value]) => (
                <Table.Tr key={field}>
                  <Table.Td>{ADJUSTABLE_FIELD_LABEL[field as AdjustableField] ?? field}</Table.Td>
                  <Table.Td>{changeText(field, a.before?.[field])}</Table.Td>
                  <Table.Td>{changeText(field, value)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
      ))}
    </Stack>
  );
}
