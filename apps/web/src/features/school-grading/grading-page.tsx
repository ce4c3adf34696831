import { Button, Group, SegmentedControl, Select, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { GRADING_LEARNING_AREA_LABELS, type GradingLearningArea } from '@haligi/shared';
import { useEffect, useState } from 'react';
import { LoadError } from '../../components/load-error';
import { MUTED_TEXT_COLOR, PageHeader } from '../../components/page-header';
import { ClassAttendance } from './class-attendance';
import { ClassRecordGrid } from './class-record-grid';
import { useClassRecord, useCreateClassRecord, useGradingSections } from './school-grading-api';

function ClassRecordTab() {
  const sections = useGradingSections();
  const [sectionId, setSectionId] = useState<number | null>(null);
  const [courseId, setCourseId] = useState<number | null>(null);
  const [quarter, setQuarter] = useState(1);
  const create = useCreateClassRecord();

  useEffect(() => {
    if (sectionId === null && sections.data?.length) setSectionId(sections.data[0].id);
  }, [sections.data, sectionId]);
  const section = sections.data?.find((s) => s.id === sectionId) ?? null;
  useEffect(() => {
    if (section && !section.courses.some((c) => c.id === courseId)) setCourseId(section.courses[0]?.id ?? null);
  }, [section, courseId]);
  const course = section?.courses.find((c) => c.id === courseId) ?? null;
  const recordId = course?.classRecord?.id ?? null;
  const record = useClassRecord(recordId, quarter);

  if (sections.isError) return <LoadError what="sections" error={sections.error} onRetry={() => void sections.refetch()} isRetrying={sections.isFetching} />;
  if (!sections.data) return <Skeleton height={240} />;
  if (sections.data.length === 0) {
    return <Text>No class record is yours yet. A section's adviser or the registrar opens a section's class record of a course; its teacher then keeps it here.</Text>;
  }
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
        <Select
          label="Course"
          data={(section?.courses ?? []).map((c) => ({ value: String(c.id), label: `${c.code} ${c.name}` }))}
          value={courseId === null ? null : String(courseId)}
          onChange={(value) => setCourseId(value ? Number(value) : null)}
          allowDeselect={false}
          nothingFoundMessage="No course for this grade level"
          w={240}
        />
        <div>
          <Text size="sm" fw={500} id="quarter-label" mb={4}>
            Quarter
          </Text>
          <SegmentedControl aria-labelledby="quarter-label" data={['1', '2', '3', '4'].map((q) => ({ value: q, label: `Q${q}` }))} value={String(quarter)} onChange={(v) => setQuarter(Number(v))} />
        </div>
      </Group>
      {course && (
        <Text size="sm" c={MUTED_TEXT_COLOR}>
          {GRADING_LEARNING_AREA_LABELS[course.learningArea as GradingLearningArea] ?? course.learningArea}
          {course.weights
            ? `: written work ${course.weights.WW}%, performance tasks ${course.weights.PT}%, quarterly assessment ${course.weights.QA}% (DepEd Order 8, s. 2015).`
            : ': this learning area has no DepEd weights; set the course\'s learning area first.'}
          {course.classRecord?.teacher ? ` Teacher: ${course.classRecord.teacher.name}.` : ''}
        </Text>
      )}
      {!section || !course ? (
        <Text>This section has no course yet.</Text>
      ) : recordId === null ? (
        <Group gap="sm">
          <Text>{section.name} has no class record of {course.name} yet.</Text>
          {section.canCreate && course.weights && (
            <Button onClick={() => create.mutate({ sectionId: section.id, courseId: course.id })} loading={create.isPending}>
              Open the class record
            </Button>
          )}
        </Group>
      ) : record.isError ? (
        <LoadError what="class record" error={record.error} onRetry={() => void record.refetch()} isRetrying={record.isFetching} />
      ) : !record.data ? (
        <Skeleton height={240} />
      ) : (
        <ClassRecordGrid key={`${record.data.id}-${quarter}`} record={record.data} queryKey={['school-grading', 'class-record', recordId, quarter]} />
      )}
    </Stack>
  );
}

/** School > Grading: the class record of a section's course by quarter, and the adviser's class attendance. */
export function GradingPage() {
  const [tab, setTab] = useState<string | null>('record');
  return (
    <>
      <PageHeader title="Grading" description="Class records by quarter with the DepEd weights and transmutation; report cards (SF9)." />
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="record">Class record</Tabs.Tab>
          <Tabs.Tab value="attendance">Class attendance</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="record">
          <ClassRecordTab />
        </Tabs.Panel>
        <Tabs.Panel value="attendance">
          <ClassAttendance />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
