import { Alert, Badge, Drawer, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { ATTENDANCE_FLAG_LABEL, ATTENDANCE_MARK, FILING_STATUS, FILING_TYPE, formatDisplayDate, formatDisplayDateTime, HOLIDAY_TYPE, type AttendanceMark } from '@haligi/shared';
import { LoadError } from '../../../components/load-error';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import { minutesText, useDayDetail, type AttendanceDay } from './attendance-api';
import { StageBadge, stageColor } from '../../../components/stage-badge';

/** "8:06 AM" in Philippine time. */
export function timeText(iso: string | null | undefined): string {
  if (!iso) return '—';
  const text = formatDisplayDateTime(iso);
  return text.slice(text.indexOf(', ') + 2);
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** "Mon 16" for a YYYY-MM-DD date. */
export function shortDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return `${WEEKDAYS[d.getUTCDay()]} ${d.getUTCDate()}`;
}

export function MarkBadge({ mark, size = 'sm' }: { mark: AttendanceMark; size?: 'xs' | 'sm' }) {
  const { label, color } = ATTENDANCE_MARK[mark];
  return (
    <StageBadge color={color} label={label} size={size} />
  );
}

/** Label and value rows of a computed day. */
export function dayFacts(day: AttendanceDay): [string, string][] {
  return [
    ['Shift', day.shiftName ?? (day.isRestDay ? 'Rest day' : day.shiftId ? `Shift ${day.shiftId}` : 'No schedule')],
    ['Scheduled', day.scheduledStart ? `${timeText(day.scheduledStart)} – ${timeText(day.scheduledEnd)}` : '—'],
    ['Time in', timeText(day.timeIn)],
    ['Time out', timeText(day.timeOut)],
    ['Worked', minutesText(day.workedMinutes)],
    ['Late', minutesText(day.lateMinutes)],
    ['Undertime', minutesText(day.undertimeMinutes)],
    ['Overtime (candidates)', minutesText(day.overtimeCandidateMinutes)],
    ['Overtime (approved)', minutesText(day.overtimeApprovedMinutes)],
    ['Night', minutesText(day.nightMinutes)],
    ['Official business', minutesText(day.officialBusinessMinutes)],
    ['Leave', day.leaveDays !== '0' ? `${day.leaveDays} day${day.leaveDays === '1' ? '' : 's'}${day.leaveTypeCode ? ` (${day.leaveTypeCode})` : ''}` : '—'],
    ['Holiday', day.holidayType ? (HOLIDAY_TYPE.label as Record<string, string>)[day.holidayType] ?? day.holidayType : '—'],
  ];
}

/** One employee-day: the computation, the punches of its window, the filings and adjustments. */
export function DayDetailDrawer({ employeeId, date, onClose }: { employeeId: number | null; date: string | null; onClose: () => void }) {
  const opened = employeeId !== null && date !== null;
  const query = useDayDetail(employeeId, date);
  const detail = query.data;
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="md" title={detail ? `${detail.employee.name} · ${formatDisplayDate(detail.date)}` : 'Attendance day'}>
      {query.isPending && opened && <Loader size="sm" aria-label="Loading the day" />}
      {query.isError && <LoadError what="attendance day" error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />}
      {detail && (
        <Stack gap="md">
          {detail.day ? (
            <>
              <Group gap="xs">
                <MarkBadge mark={detail.day.mark} />
                {detail.day.isAdjusted && (
                  <Badge color={stageColor('indigo')} variant="outline" size="sm">
                    Adjusted
                  </Badge>
                )}
                {detail.day.flags.map((f) => (
                  <Badge key={f} color={stageColor('yellow')} variant="outline" size="sm">
                    {ATTENDANCE_FLAG_LABEL[f] ?? f}
                  </Badge>
                ))}
              </Group>
              <Table withRowBorders={false} verticalSpacing={4} aria-label="Computation">
                <Table.Tbody>
                  {dayFacts(detail.day).map(([label, value]) => (
                    <Table.Tr key={label}>
                      <Table.Th fw={500} c={MUTED_TEXT_COLOR} w="45%">
                        {label}
                      </Table.Th>
                      <Table.Td>{value}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </>
          ) : (
            <Alert color="gray">No attendance for this day (not yet hired or already separated).</Alert>
          )}
          <div>
            <Text fw={600} size="sm" mb={4}>
              Punches
            </Text>
            {detail.punches.length === 0 ? (
              <Text size="sm" c={MUTED_TEXT_COLOR}>
                No punches around this day.
              </Text>
            ) : (
              <Table aria-label="Punches" verticalSpacing={4}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Time</Table.Th>
                    <Table.Th>Device</Table.Th>
                    <Table.Th>Source</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {detail.punches.map((p) => (
                    <Table.Tr key={p.id}>
                      <Table.Td>{formatDisplayDateTime(p.punchedAt)}</Table.Td>
                      <Table.Td>{p.deviceSerial}</Table.Td>
                      <Table.Td>{p.source}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </div>
          {detail.filings.length > 0 && (
            <div>
              <Text fw={600} size="sm" mb={4}>
                Filings
              </Text>
              <Stack gap={4}>
                {detail.filings.map((f) => (
                  <Group key={f.id} gap="xs">
                    <Text size="sm">{f.code}</Text>
                    <StageBadge size="xs" color="blue" label={(FILING_TYPE.label as Record<string, string>)[f.type] ?? f.type} />
                    <StageBadge size="xs" color={FILING_STATUS.list.find((s) => s.key === f.status)?.color ?? 'gray'} label={(FILING_STATUS.label as Record<string, string>)[f.status] ?? f.status} />
                  </Group>
                ))}
              </Stack>
            </div>
          )}
          {detail.adjustments.length > 0 && (
            <div>
              <Text fw={600} size="sm" mb={4}>
                Adjustments
              </Text>
              <Stack gap={4}>
                {detail.adjustments.map((a) => (
                  <Text key={a.id} size="sm">
                    {(FILING_STATUS.label as Record<string, string>)[a.status] ?? a.status} · {a.requestedByName ?? 'Someone'}: {a.reason}
                  </Text>
                ))}
              </Stack>
            </div>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
