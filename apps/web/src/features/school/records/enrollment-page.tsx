import { Button, Select, TextInput } from '@mantine/core';
import { IconPencil, IconPlus, IconSchool, IconTrash } from '@tabler/icons-react';
import { ENROLLMENT_STATUSES, enrollmentStatusLabel, formatDisplayDate, manilaDate } from '@haligi/shared';
import { Group } from '@mantine/core';
import { useEffect, useState } from 'react';
import { DataTable, StatusBadge } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { SelectField } from '../../../components/select-field';
import { confirmAction } from '../../../lib/confirm';
import { RowAction } from '../../inventory/components/row-actions';
import { RecordDialog } from './record-dialog';
import { SCHOOL_URLS, useDeleteRecord, useSaveRecord, type Enrollment } from './records-api';

const STATUS_TONE = { ENROLLED: 'green', TRANSFERRED_OUT: 'gray', DROPPED: 'red', COMPLETED: 'blue' } as const;

/** School > Enrollment: each student's grade level, section and standing in a school year. */
export function EnrollmentPage() {
  const [editing, setEditing] = useState<{ record: Enrollment | null } | null>(null);
  const remove = useDeleteRecord('enrollment');
  const askDelete = async (e: Enrollment) => {
    if (await confirmAction({ title: 'Remove enrollment', message: `Remove ${e.studentName}'s enrollment in ${e.schoolYearName}? Use a status such as Dropped for a learner who left.`, confirmLabel: 'Remove', isDanger: true })) remove.mutate(e.id);
  };
  const create = () => setEditing({ record: null });
  return (
    <>
      <PageHeader
        title="Enrollment"
        description="One enrollment per student and school year. A section takes students up to its capacity."
        actions={<Button leftSection={<IconPlus size={16} aria-hidden />} onClick={create}>Enroll student</Button>}
      />
      <DataTable<Enrollment>
        tableKey="schoolEnrollment"
        apiUrl={SCHOOL_URLS.enrollment}
        emptyState={{ text: 'Enroll your students in the active school year.', action: <Button size="xs" onClick={create}>Enroll student</Button> }}
        cardTitle="studentName"
        cardFields={['gradeLevelName', 'sectionName', 'status']}
        renderCell={{
          sectionName: (row) => row.sectionName ?? 'No section yet',
          status: (row) => <StatusBadge value={enrollmentStatusLabel(row.status)} tone={STATUS_TONE[row.status as keyof typeof STATUS_TONE] ?? 'gray'} />,
          enrolledOn: (row) => formatDisplayDate(row.enrolledOn),
        }}
        renderActions={(row) => (
          <Group gap={4} wrap="nowrap">
            <RowAction label="Edit" name={row.studentName} icon={<IconPencil size={18} aria-hidden />} onClick={() => setEditing({ record: row })} />
            <RowAction label="Remove" name={row.studentName} icon={<IconTrash size={18} aria-hidden />} onClick={() => void askDelete(row)} isDanger />
          </Group>
        )}
      />
      <EnrollmentDialog editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}

function EnrollmentDialog({ editing, onClose }: { editing: { record: Enrollment | null } | null; onClose: () => void }) {
  const record = editing?.record ?? null;
  const [studentId, setStudentId] = useState<number | null>(null);
  const [schoolYearId, setSchoolYearId] = useState<number | null>(null);
  const [gradeLevelId, setGradeLevelId] = useState<number | null>(null);
  const [sectionId, setSectionId] = useState<number | null>(null);
  const [status, setStatus] = useState('ENROLLED');
  const [enrolledOn, setEnrolledOn] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveRecord('enrollment');
  useEffect(() => {
    if (!editing) return;
    setStudentId(record?.studentId ?? null);
    setSchoolYearId(record?.schoolYearId ?? null);
    setGradeLevelId(record?.gradeLevelId ?? null);
    setSectionId(record?.sectionId ?? null);
    setStatus(record?.status ?? 'ENROLLED');
    setEnrolledOn(record?.enrolledOn ?? manilaDate(new Date()));
    setErrors({});
  }, [editing, record]);
  const submit = () => {
    const found: Record<string, string> = {};
    if (!record && !studentId) found.studentId = 'Choose the student';
    if (!record && !schoolYearId) found.schoolYearId = 'Choose the school year';
    if (!gradeLevelId) found.gradeLevelId = 'Choose the grade level';
    setErrors(found);
    if (Object.keys(found).length) return;
    const body = record
      ? { id: record.id, gradeLevelId, sectionId, status, enrolledOn }
      : { studentId, schoolYearId, gradeLevelId, sectionId, status, enrolledOn };
    save.mutate(body, { onSuccess: onClose });
  };
  const sectionUrl = schoolYearId && gradeLevelId ? `${SCHOOL_URLS.sectionList}?schoolYearId=${schoolYearId}&gradeLevelId=${gradeLevelId}` : null;
  return (
    <RecordDialog opened={!!editing} onClose={onClose} title={record ? `Edit ${record.studentName}` : 'Enroll Student'} icon={<IconSchool size={20} aria-hidden />} isEditing={!!record} noun="Enrollment" isSaving={save.isPending} onSubmit={submit}>
      {record ? (
        <TextInput label="Student" value={`${record.studentName} (${record.lrn}), ${record.schoolYearName}`} readOnly />
      ) : (
        <>
          <SelectField label="Student" required apiUrl={SCHOOL_URLS.studentList} isAutoSelect={false} value={studentId ?? 0} onChange={(v) => setStudentId(v ? Number(v) : null)} error={errors.studentId} />
          <SelectField label="School year" required apiUrl={SCHOOL_URLS.schoolYearList} value={schoolYearId ?? 0} onChange={(v) => { setSchoolYearId(v ? Number(v) : null); setSectionId(null); }} error={errors.schoolYearId} />
        </>
      )}
      <SelectField label="Grade level" required apiUrl={SCHOOL_URLS.gradeLevelList} isAutoSelect={false} value={gradeLevelId ?? 0} onChange={(v) => { setGradeLevelId(v ? Number(v) : null); setSectionId(null); }} error={errors.gradeLevelId} />
      {sectionUrl ? (
        <SelectField key={sectionUrl} label="Section" apiUrl={sectionUrl} isAutoSelect={false} nullOptionLabel="No section yet" value={sectionId ?? 0} onChange={(v) => setSectionId(v ? Number(v) : null)} />
      ) : (
        <TextInput label="Section" value="" placeholder="Choose the school year and grade level first" readOnly />
      )}
      <Select label="Status" data={ENROLLMENT_STATUSES.map((s) => ({ value: s.key, label: s.label }))} value={status} allowDeselect={false} onChange={(v) => setStatus(v ?? 'ENROLLED')} />
      <TextInput label="Enrolled on" type="date" max="9999-12-31" value={enrolledOn} onChange={(e) => setEnrolledOn(e.currentTarget.value)} />
    </RecordDialog>
  );
}
