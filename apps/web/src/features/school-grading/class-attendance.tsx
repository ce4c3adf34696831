import { Button, Group, Paper, SegmentedControl, Select, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { CLASS_ATTENDANCE_LABELS, todayInManila, type ClassAttendanceStatus } from '@haligi/shared';
import { useEffect, useMemo, useState } from 'react';
import { LoadError } from '../../components/load-error';
import { MUTED_TEXT_COLOR } from '../../components/page-header';
import { CountCards, StatusBadge, tapTime } from './daily-summary';
import { useMySections, useSaveMarks, useSectionDay } from './school-grading-api';

const GATE = 'GATE';
const CHOICES = [
  { value: GATE, label: 'Gate' },
  { value: 'PRESENT', label: 'Present' },
  { value: 'LATE', label: 'Late' },
  { value: 'ABSENT', label: 'Absent' },
  { value: 'EXCUSED', label: 'Excused' },
];

/**
 * Class attendance: the adviser (or a holder of the Attendance scope) marks each student of a
 * section for a day; a mark overrides the gate, "Gate" leaves the gate's word.
 */
export function ClassAttendance() {
  const sections = useMySections();
  const [sectionId, setSectionId] = useState<number | null>(null);
  const [date, setDate] = useState(todayInManila());
  const validDate = /^\d{4}-\d{2}-\d{2}$/.test(date);
  const day = useSectionDay(validDate ? sectionId : null, date);
  const [draft, setDraft] = useState<Record<number, string>>({});
  const save = useSaveMarks();

  useEffect(() => {
    if (sectionId === null && sections.data?.length) setSectionId(sections.data[0].id);
  }, [sections.data, sectionId]);
  useEffect(() => setDraft({}), [sectionId, date]);

  const changes = useMemo(() => {
    if (!day.data) return [];
    return day.data.students
      .filter((s) => draft[s.id] !== undefined && draft[s.id] !== (s.mark ?? GATE))
      .map((s) => ({ studentId: s.id, status: draft[s.id] === GATE ? null : (draft[s.id] as ClassAttendanceStatus) }));
  }, [day.data, draft]);

  if (sections.isError) return <LoadError what="sections" error={sections.error} onRetry={() => void sections.refetch()} isRetrying={sections.isFetching} />;
  if (!sections.data) return <Skeleton height={200} />;
  if (sections.data.length === 0) return <Text>You advise no section of the active school year. A section's adviser, or a holder of the Attendance scope, keeps its class attendance.</Text>;

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="md" wrap="wrap">
        <Select
          label="Section"
          data={sections.data.map((s) => ({ value: String(s.id), label: `${s.gradeLevel.name} – ${s.name}` }))}
          value={sectionId === null ? null : String(sectionId)}
          onChange={(value) => setSectionId(value ? Number(value) : null)}
          allowDeselect={false}
          w={240}
        />
        <TextInput label="Date" type="date" value={date} max={todayInManila()} onChange={(e) => setDate(e.currentTarget.value)} w={170} />
      </Group>
      {day.isError ? (
        <LoadError what="class attendance" error={day.error} onRetry={() => void day.refetch()} isRetrying={day.isFetching} />
      ) : !day.data ? (
        <Skeleton height={200} />
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (sectionId === null || changes.length === 0) return;
            save.mutate({ sectionId, date, marks: changes }, { onSuccess: () => setDraft({}) });
          }}
        >
          <Stack gap="sm">
            <CountCards counts={day.data.counts} />
            {day.data.students.length === 0 && <Text>No student is enrolled in this section.</Text>}
            {day.data.students.map((s) => (
              <Paper key={s.id} withBorder p="xs" radius="md" data-testid={`class-student-${s.id}`}>
                <Group justify="space-between" gap="xs" wrap="wrap">
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} id={`student-${s.id}-name`}>
                      {s.name}
                    </Text>
                    <Group gap={6}>
                      <Text size="xs" c={MUTED_TEXT_COLOR}>
                        Gate: {CLASS_ATTENDANCE_LABELS[s.gateStatus]} ({tapTime(s.firstCheckIn)})
                      </Text>
                      <StatusBadge status={s.status} />
                    </Group>
                  </div>
                  <SegmentedControl
                    size="xs"
                    aria-labelledby={`student-${s.id}-name`}
                    data={CHOICES}
                    value={draft[s.id] ?? s.mark ?? GATE}
                    onChange={(value) => setDraft((d) => ({ ...d, [s.id]: value }))}
                  />
                </Group>
              </Paper>
            ))}
            <Group justify="flex-end">
              <Text size="sm" c={MUTED_TEXT_COLOR}>
                {changes.length === 0 ? 'No change yet' : `${changes.length} ${changes.length === 1 ? 'change' : 'changes'} to save`}
              </Text>
              <Button type="submit" disabled={changes.length === 0} loading={save.isPending}>
                Save attendance
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
