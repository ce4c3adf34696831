import { ActionIcon, Badge, Box, Card, Center, Group, Loader, ScrollArea, Stack, Table, Text, Tooltip, UnstyledButton, useMantineTheme, VisuallyHidden } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { addDays, DATE_FORMAT, formatDisplayDate, isoWeekday, manilaDate } from '@haligi/shared';
import { useState, type KeyboardEvent } from 'react';
import { LoadError } from '../../../components/load-error';
import { MUTED_TEXT_COLOR, PageHeader } from '../../../components/page-header';
import { SelectField } from '../../../components/select-field';
import { ATTENDANCE_URLS, useLiveAttendance, useTeamAttendance, type AttendanceDay } from './attendance-api';
import { DayDetailDrawer, MarkBadge, shortDay, timeText } from './attendance-parts';
import { stageColor } from '../../../components/stage-badge';

const mondayOf = (date: string) => addDays(date, 1 - isoWeekday(date));

/** The cell's name starts with what it shows (label, times, lateness), then whose day it is. */
/** What the cell's visible text leaves out, for screen readers: whose day and which. */
function cellContext(name: string, date: string, day: AttendanceDay | undefined) {
  return `, ${name}, ${formatDisplayDate(date)}${day ? '' : ': no attendance'}`;
}

/** Arrow keys move between the grid's cells (rows of members, columns of days). */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const target = event.target as HTMLElement;
  const row = Number(target.dataset.row);
  const col = Number(target.dataset.col);
  if (Number.isNaN(row) || Number.isNaN(col)) return;
  const delta = { ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0] }[event.key];
  if (!delta) return;
  const next = event.currentTarget.querySelector<HTMLElement>(`[data-row="${row + delta[0]}"][data-col="${col + delta[1]}"]`);
  if (next) {
    event.preventDefault();
    next.focus();
  }
}

/** manpower/team-attendance: a team's members by day; a cell opens the day's punches and computation. */
export function TeamAttendancePage() {
  const theme = useMantineTheme();
  const isPhone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`) ?? false;
  const [teamId, setTeamId] = useState<number | null>(null);
  const [from, setFrom] = useState(() => mondayOf(manilaDate(new Date())));
  const to = addDays(from, 6);
  const [selected, setSelected] = useState<{ employeeId: number; date: string } | null>(null);
  const query = useTeamAttendance(teamId, from, to);
  useLiveAttendance();
  const data = query.data;

  const cell = (name: string, employeeId: number, date: string, day: AttendanceDay | undefined, row: number, col: number) => (
    <UnstyledButton
      data-row={row}
      data-col={col}
      onClick={() => setSelected({ employeeId, date })}
      p={6}
      style={{ borderRadius: 6, width: '100%', minWidth: 86 }}
      className="attendance-cell"
    >
      {day ? (
        <Stack gap={2} align="flex-start">
          <MarkBadge mark={day.mark} size="xs" />
          {(day.timeIn || day.timeOut) && (
            <Text size="xs" c={MUTED_TEXT_COLOR} style={{ whiteSpace: 'nowrap' }}>
              {timeText(day.timeIn)} – {timeText(day.timeOut)}
            </Text>
          )}
          {day.lateMinutes > 0 && (
            <Text size="xs" c="#8a2c0d">
              {day.lateMinutes}m late
            </Text>
          )}
        </Stack>
      ) : (
        <Text size="xs" c={MUTED_TEXT_COLOR}>
          —
        </Text>
      )}
      <VisuallyHidden>{cellContext(name, date, day)}</VisuallyHidden>
    </UnstyledButton>
  );

  return (
    <Stack gap="md">
      <PageHeader title="Team Attendance" description="Each member's days: time in and out, late, absent, leave, rest days and holidays. Select a day for its punches." />
      <Card padding="sm">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <SelectField apiUrl={ATTENDANCE_URLS.teamList} label="Team" value={teamId} onChange={(value) => setTeamId(value === null ? null : Number(value))} w={{ base: '100%', xs: 260 }} />
          <Group gap={4} align="flex-end" wrap="nowrap">
            <Tooltip label="Previous week">
              <ActionIcon variant="default" size="lg" aria-label="Previous week" onClick={() => setFrom(addDays(from, -7))}>
                <IconChevronLeft size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <DateInput
              label="Week of"
              valueFormat={DATE_FORMAT}
              value={from}
              onChange={(value) => value && setFrom(mondayOf(String(value).slice(0, 10)))}
              w={150}
            />
            <Tooltip label="Next week">
              <ActionIcon variant="default" size="lg" aria-label="Next week" onClick={() => setFrom(addDays(from, 7))}>
                <IconChevronRight size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
          <Text size="sm" c={MUTED_TEXT_COLOR}>
            {formatDisplayDate(from)} to {formatDisplayDate(to)}
          </Text>
        </Group>
      </Card>

      {teamId === null ? (
        <Card padding="lg">
          <Text c={MUTED_TEXT_COLOR}>Choose a team to see its members' attendance.</Text>
        </Card>
      ) : query.isPending ? (
        <Center p="xl">
          <Loader aria-label="Loading the team's attendance" />
        </Center>
      ) : query.isError ? (
        <LoadError what="team attendance" error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
      ) : data && data.members.length === 0 ? (
        <Card padding="lg">
          <Text c={MUTED_TEXT_COLOR}>This team has no members you can see. Add members in Team Management.</Text>
        </Card>
      ) : data && isPhone ? (
        <Stack gap="sm" onKeyDown={moveFocus} aria-label="Team attendance" role="group">
          {data.members.map((m, row) => {
            const byDate = new Map(m.days.map((d) => [d.date, d]));
            return (
              <Card key={m.employeeId} padding="sm">
                <Group gap="xs" mb={6}>
                  <Text fw={600}>{m.name}</Text>
                  {m.isLeader && (
                    <Badge size="xs" variant="outline" color={stageColor('blue')}>
                      Leader
                    </Badge>
                  )}
                </Group>
                <Stack gap={2}>
                  {data.dates.map((date, col) => (
                    <Group key={date} gap="xs" wrap="nowrap" align="center">
                      <Text size="sm" w={56} fw={500}>
                        {shortDay(date)}
                      </Text>
                      <Box style={{ flex: 1 }}>{cell(m.name, m.employeeId, date, byDate.get(date), row, col)}</Box>
                    </Group>
                  ))}
                </Stack>
              </Card>
            );
          })}
        </Stack>
      ) : data ? (
        <Card padding={0}>
          <ScrollArea type="auto">
            <Table aria-label={`${data.team.name} attendance`} onKeyDown={moveFocus} withColumnBorders verticalSpacing={2} miw={220 + data.dates.length * 100}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th style={{ position: 'sticky', left: 0, background: 'var(--mantine-color-body)', zIndex: 1 }}>Member</Table.Th>
                  {data.dates.map((date) => {
                    const holiday = data.holidays.find((h) => h.date === date);
                    return (
                      <Table.Th key={date}>
                        <Text size="sm" fw={600}>
                          {shortDay(date)}
                        </Text>
                        {holiday && (
                          <Text size="xs" c="grape.9" lineClamp={1} title={holiday.name}>
                            {holiday.name}
                          </Text>
                        )}
                      </Table.Th>
                    );
                  })}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.members.map((m, row) => {
                  const byDate = new Map(m.days.map((d) => [d.date, d]));
                  return (
                    <Table.Tr key={m.employeeId}>
                      <Table.Th scope="row" style={{ position: 'sticky', left: 0, background: 'var(--mantine-color-body)', zIndex: 1 }}>
                        <Text size="sm" fw={600}>
                          {m.name}
                        </Text>
                        <Text size="xs" c={MUTED_TEXT_COLOR}>
                          {m.employeeNo}
                          {m.isLeader ? ' · Leader' : ''}
                        </Text>
                      </Table.Th>
                      {data.dates.map((date, col) => (
                        <Table.Td key={date} p={2}>
                          {cell(m.name, m.employeeId, date, byDate.get(date), row, col)}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        </Card>
      ) : null}
      <DayDetailDrawer employeeId={selected?.employeeId ?? null} date={selected?.date ?? null} onClose={() => setSelected(null)} />
    </Stack>
  );
}
