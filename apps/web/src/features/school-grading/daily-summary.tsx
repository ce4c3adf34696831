import { Badge, Button, Group, NumberInput, Paper, SimpleGrid, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { CLASS_ATTENDANCE_LABELS, formatDisplayDate, formatDisplayDateTime, todayInManila, type ClassAttendanceStatus } from '@haligi/shared';
import { useState } from 'react';
import { LoadError } from '../../components/load-error';
import { MUTED_TEXT_COLOR } from '../../components/page-header';
import { useAttendanceSummary, useSaveSchoolSettings, useSectionDay } from './school-grading-api';

export const STATUS_COLORS: Record<ClassAttendanceStatus, string> = { PRESENT: 'teal', LATE: 'orange', ABSENT: 'red', EXCUSED: 'blue' };
/** Filled badges whose text keeps 4.5:1 (autoContrast picks dark text on the light orange). */
const BADGE_COLORS: Record<ClassAttendanceStatus, string> = { PRESENT: 'teal.9', LATE: 'orange.4', ABSENT: 'red.9', EXCUSED: 'blue.9' };
const STATUSES: ClassAttendanceStatus[] = ['PRESENT', 'LATE', 'ABSENT', 'EXCUSED'];

export function StatusBadge({ status }: { status: ClassAttendanceStatus }) {
  return (
    <Badge color={BADGE_COLORS[status]} variant="filled" autoContrast>
      {CLASS_ATTENDANCE_LABELS[status]}
    </Badge>
  );
}

/** The time of a tap in Manila, "7:42 AM". */
export const tapTime = (iso: string | null) => (iso ? formatDisplayDateTime(iso).split(', ')[1] : '—');

/** The school day's start and grace, editable by the Attendance scope. */
function SchoolDayEditor({ dayStartTime, lateGraceMinutes }: { dayStartTime: string; lateGraceMinutes: number }) {
  const [isEditing, setEditing] = useState(false);
  const [start, setStart] = useState(dayStartTime);
  const [grace, setGrace] = useState<number | string>(lateGraceMinutes);
  const save = useSaveSchoolSettings();
  if (!isEditing) {
    return (
      <Group gap="xs" wrap="wrap">
        <Text size="sm" data-testid="school-day">
          Classes start at <b>{dayStartTime}</b> with <b>{lateGraceMinutes}</b> {lateGraceMinutes === 1 ? 'minute' : 'minutes'} of grace; a first tap after that is late.
        </Text>
        <Button
          size="xs"
          variant="light"
          onClick={() => {
            setStart(dayStartTime);
            setGrace(lateGraceMinutes);
            setEditing(true);
          }}
        >
          Change school day
        </Button>
      </Group>
    );
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ dayStartTime: start, lateGraceMinutes: Number(grace) }, { onSuccess: () => setEditing(false) });
      }}
    >
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput label="Day starts at" type="time" value={start} onChange={(e) => setStart(e.currentTarget.value)} required w={140} />
        <NumberInput label="Late grace (minutes)" value={grace} onChange={setGrace} min={0} max={240} allowDecimal={false} required w={170} />
        <Button type="submit" loading={save.isPending}>
          Save
        </Button>
        <Button variant="default" onClick={() => setEditing(false)}>
          Cancel
        </Button>
      </Group>
    </form>
  );
}

/** Present, late, absent, excused as four figures. */
export function CountCards({ counts }: { counts: Record<ClassAttendanceStatus, number> & { total: number } }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      {STATUSES.map((status) => (
        <Paper key={status} withBorder p="sm" radius="md" data-testid={`count-${status.toLowerCase()}`}>
          <Text size="xs" tt="uppercase" fw={600} c={MUTED_TEXT_COLOR}>
            {CLASS_ATTENDANCE_LABELS[status]}
          </Text>
          <Text fw={700} size="xl" c={`${STATUS_COLORS[status]}.8`}>
            {counts[status]}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function SectionStudents({ sectionId, date }: { sectionId: number; date: string }) {
  const day = useSectionDay(sectionId, date);
  if (day.isError) return <LoadError what="section's day" error={day.error} onRetry={() => void day.refetch()} isRetrying={day.isFetching} />;
  if (!day.data) return <Skeleton height={120} />;
  const { section, students } = day.data;
  return (
    <Paper withBorder p="sm" radius="md">
      <Title order={3} size="h5" mb="xs">
        {section.gradeLevel.name} – {section.name}: each student
      </Title>
      {students.length === 0 ? (
        <Text size="sm">No student is enrolled in this section.</Text>
      ) : (
        <>
        <Stack gap={6} hiddenFrom="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={`${section.name}: each student`}>
          {students.map((s) => (
            <Group key={s.id} component="li" justify="space-between" gap="xs" wrap="nowrap">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {s.name}
                </Text>
                <Text size="xs" c={MUTED_TEXT_COLOR}>
                  First tap {tapTime(s.firstCheckIn)}
                  {s.mark ? ' · marked by the teacher' : ''}
                </Text>
              </div>
              <StatusBadge status={s.status} />
            </Group>
          ))}
        </Stack>
        <Table.ScrollContainer minWidth={300} visibleFrom="sm">
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Student</Table.Th>
                <Table.Th>First tap</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {students.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>{s.name}</Table.Td>
                  <Table.Td>{tapTime(s.firstCheckIn)}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <StatusBadge status={s.status} />
                      {s.mark && (
                        <Text size="xs" c={MUTED_TEXT_COLOR}>
                          marked by the teacher
                        </Text>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        </>
      )}
    </Paper>
  );
}

/**
 * Daily summary (a tab of School > Attendance): each section's present, late, absent and excused
 * count of a day, from the gate's first tap against the school day's start and the teachers' marks.
 */
export function DailySummary() {
  const [date, setDate] = useState(todayInManila());
  const [openSection, setOpenSection] = useState<number | null>(null);
  const summary = useAttendanceSummary(date, /^\d{4}-\d{2}-\d{2}$/.test(date));
  return (
    <Stack gap="md">
      <Group align="flex-end" gap="md" wrap="wrap">
        <TextInput label="Date" type="date" value={date} onChange={(e) => setDate(e.currentTarget.value)} w={170} />
        {summary.data && <SchoolDayEditor key={`${summary.data.schoolDay.dayStartTime}-${summary.data.schoolDay.lateGraceMinutes}`} {...summary.data.schoolDay} />}
      </Group>
      {summary.isError ? (
        <LoadError what="attendance summary" error={summary.error} onRetry={() => void summary.refetch()} isRetrying={summary.isFetching} />
      ) : !summary.data ? (
        <Skeleton height={200} />
      ) : (
        <>
          <CountCards counts={summary.data.totals} />
          {summary.data.sections.length === 0 ? (
            <Text>No section of a school year holds {formatDisplayDate(date)}. Sections appear here once the school year and its sections are set up.</Text>
          ) : (
            <>
            <Stack gap="xs" hiddenFrom="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={`Attendance of ${formatDisplayDate(date)} by section`}>
              {summary.data.sections.map((section) => (
                <Paper key={section.id} withBorder p="sm" radius="md" component="li">
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <div style={{ minWidth: 0 }}>
                      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {section.name}
                      </Text>
                      <Text size="xs" c={MUTED_TEXT_COLOR} style={{ overflowWrap: 'anywhere' }}>
                        {section.gradeLevel.name} · {section.counts.total} enrolled
                      </Text>
                    </div>
                    <Button size="compact-xs" variant="subtle" style={{ flexShrink: 0 }} onClick={() => setOpenSection(openSection === section.id ? null : section.id)} aria-expanded={openSection === section.id}>
                      {openSection === section.id ? 'Hide students' : 'Students'}
                    </Button>
                  </Group>
                  <Group gap="md" mt={4}>
                    {STATUSES.map((s) => (
                      <Text key={s} size="sm">
                        {CLASS_ATTENDANCE_LABELS[s]} <b>{section.counts[s]}</b>
                      </Text>
                    ))}
                  </Group>
                </Paper>
              ))}
            </Stack>
            <Table.ScrollContainer minWidth={560} visibleFrom="sm">
              <Table striped highlightOnHover aria-label={`Attendance of ${formatDisplayDate(date)} by section`}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Section</Table.Th>
                    <Table.Th>Grade level</Table.Th>
                    {STATUSES.map((s) => (
                      <Table.Th key={s} ta="right">
                        {CLASS_ATTENDANCE_LABELS[s]}
                      </Table.Th>
                    ))}
                    <Table.Th ta="right">Enrolled</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {summary.data.sections.map((section) => (
                    <Table.Tr key={section.id} data-testid={`summary-row-${section.id}`}>
                      <Table.Td>{section.name}</Table.Td>
                      <Table.Td>{section.gradeLevel.name}</Table.Td>
                      {STATUSES.map((s) => (
                        <Table.Td key={s} ta="right">
                          {section.counts[s]}
                        </Table.Td>
                      ))}
                      <Table.Td ta="right">{section.counts.total}</Table.Td>
                      <Table.Td>
                        <Button size="compact-xs" variant="subtle" style={{ flexShrink: 0 }} onClick={() => setOpenSection(openSection === section.id ? null : section.id)} aria-expanded={openSection === section.id}>
                          {openSection === section.id ? 'Hide students' : 'Students'}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            </>
          )}
          {openSection !== null && <SectionStudents sectionId={openSection} date={date} />}
        </>
      )}
    </Stack>
  );
}
