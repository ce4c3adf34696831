import { Button, Group, NumberInput, Select, Switch, TextInput } from '@mantine/core';
import { IconBook, IconCalendar, IconCheck, IconLayoutGrid, IconPencil, IconPlus, IconStairs, IconTrash } from '@tabler/icons-react';
import { formatDisplayDate, LEARNING_AREAS, learningAreaLabel, schoolYearDateProblems, schoolYearName } from '@haligi/shared';
import { useEffect, useState } from 'react';
import { DataTable, StatusBadge } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { SelectField } from '../../../components/select-field';
import { confirmAction } from '../../../lib/confirm';
import { RowAction } from '../../inventory/components/row-actions';
import { RecordDialog } from './record-dialog';
import { SCHOOL_URLS, useActivateSchoolYear, useDeleteRecord, useSaveRecord, type Course, type GradeLevel, type SchoolYear, type Section } from './records-api';

type Editing<T> = { record: T | null } | null;

function useDelete(kind: Parameters<typeof useDeleteRecord>[0], what: string) {
  const remove = useDeleteRecord(kind);
  return async (id: number, name: string, note = '') => {
    if (await confirmAction({ title: `Delete ${what}`, message: `Delete ${name}?${note ? ` ${note}` : ''}`, confirmLabel: 'Delete', isDanger: true })) remove.mutate(id);
  };
}

function Actions({ name, onEdit, onDelete, extra }: { name: string; onEdit: () => void; onDelete: () => void; extra?: React.ReactNode }) {
  return (
    <Group gap={4} wrap="nowrap">
      {extra}
      <RowAction label="Edit" name={name} icon={<IconPencil size={18} aria-hidden />} onClick={onEdit} />
      <RowAction label="Delete" name={name} icon={<IconTrash size={18} aria-hidden />} onClick={onDelete} isDanger />
    </Group>
  );
}

// ---- School years ---------------------------------------------------------------------------

/** School > School Years: one is active at a time; enrollment and the gates follow it. */
export function SchoolYearsPage() {
  const [editing, setEditing] = useState<Editing<SchoolYear>>(null);
  const activate = useActivateSchoolYear();
  const askDelete = useDelete('schoolYear', 'school year');
  const create = () => setEditing({ record: null });
  return (
    <>
      <PageHeader
        title="School Years"
        description="One school year is active at a time: new enrollments, the students table and the gates use it."
        actions={<Button leftSection={<IconPlus size={16} aria-hidden />} onClick={create}>New school year</Button>}
      />
      <DataTable<SchoolYear>
        tableKey="schoolYear"
        apiUrl={SCHOOL_URLS.schoolYear}
        emptyState={{ text: 'Add the school year you are enrolling for, e.g. 2026-2027.', action: <Button size="xs" onClick={create}>New school year</Button> }}
        cardTitle="name"
        cardFields={['isActive', 'startDate', 'endDate']}
        renderCell={{
          isActive: (row) => (row.isActive ? <StatusBadge value="Active" tone="green" /> : <span>-</span>),
          startDate: (row) => formatDisplayDate(row.startDate),
          endDate: (row) => formatDisplayDate(row.endDate),
        }}
        renderActions={(row) => (
          <Actions
            name={row.name}
            onEdit={() => setEditing({ record: row })}
            onDelete={() => void askDelete(row.id, row.name, 'A school year with sections or enrollments cannot be deleted.')}
            extra={!row.isActive && <RowAction label="Make active" name={row.name} icon={<IconCheck size={18} aria-hidden />} onClick={() => activate.mutate(row.id)} />}
          />
        )}
      />
      <SchoolYearDialog editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}

function SchoolYearDialog({ editing, onClose }: { editing: Editing<SchoolYear>; onClose: () => void }) {
  const record = editing?.record ?? null;
  const [name, setName] = useState('');
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [isActive, setIsActive] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveRecord('schoolYear');
  useEffect(() => {
    if (!editing) return;
    setName(record?.name ?? '');
    setStartDate(record?.startDate ?? '');
    setEndDate(record?.endDate ?? '');
    setIsActive(record?.isActive ?? false);
    setErrors({});
  }, [editing, record]);
  const submit = () => {
    const found: Record<string, string> = {};
    if (!startDate) found.startDate = 'Start date is required';
    if (!endDate) found.endDate = 'End date is required';
    if (startDate && endDate) for (const [field, message] of schoolYearDateProblems({ startDate, endDate })) found[field] = `End date ${message}`;
    const finalName = name.trim() || (startDate && endDate ? schoolYearName(startDate, endDate) : '');
    if (!finalName) found.name = 'Name is required';
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate({ ...(record ? { id: record.id } : {}), name: finalName, startDate, endDate, isActive }, { onSuccess: onClose });
  };
  return (
    <RecordDialog opened={!!editing} onClose={onClose} title={record ? `Edit ${record.name}` : 'New School Year'} icon={<IconCalendar size={20} aria-hidden />} isEditing={!!record} noun="School Year" isSaving={save.isPending} onSubmit={submit}>
      <TextInput label="Start date" type="date" required data-autofocus value={startDate} onChange={(e) => setStartDate(e.currentTarget.value)} error={errors.startDate} />
      <TextInput label="End date" type="date" required value={endDate} onChange={(e) => setEndDate(e.currentTarget.value)} error={errors.endDate} />
      <TextInput label="Name" maxLength={40} value={name} placeholder={startDate && endDate ? schoolYearName(startDate, endDate) : 'e.g. 2026-2027'} description="Left blank, the years of the dates" onChange={(e) => setName(e.currentTarget.value)} error={errors.name} />
      <Switch label="Active school year" description="Makes every other school year inactive" checked={isActive} onChange={(e) => setIsActive(e.currentTarget.checked)} />
    </RecordDialog>
  );
}

// ---- Grade levels ---------------------------------------------------------------------------

/** School > Grade Levels: Kindergarten to Grade 12, in their order. */
export function GradeLevelsPage() {
  const [editing, setEditing] = useState<Editing<GradeLevel>>(null);
  const askDelete = useDelete('gradeLevel', 'grade level');
  const create = () => setEditing({ record: null });
  return (
    <>
      <PageHeader title="Grade Levels" description="The grade levels your school offers, in the order they are listed everywhere." actions={<Button leftSection={<IconPlus size={16} aria-hidden />} onClick={create}>New grade level</Button>} />
      <DataTable<GradeLevel>
        tableKey="gradeLevel"
        apiUrl={SCHOOL_URLS.gradeLevel}
        emptyState={{ text: 'Add each grade level you teach, e.g. Grade 7.', action: <Button size="xs" onClick={create}>New grade level</Button> }}
        cardTitle="name"
        cardFields={['sortOrder', 'sectionCount', 'courseCount']}
        renderActions={(row) => <Actions name={row.name} onEdit={() => setEditing({ record: row })} onDelete={() => void askDelete(row.id, row.name, 'A grade level with sections, courses or enrollments cannot be deleted.')} />}
      />
      <GradeLevelDialog editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}

function GradeLevelDialog({ editing, onClose }: { editing: Editing<GradeLevel>; onClose: () => void }) {
  const record = editing?.record ?? null;
  const [name, setName] = useState('');
  const [sortOrder, setSortOrder] = useState<number | string>(0);
  const [error, setError] = useState<string>();
  const save = useSaveRecord('gradeLevel');
  useEffect(() => {
    if (!editing) return;
    setName(record?.name ?? '');
    setSortOrder(record?.sortOrder ?? 0);
    setError(undefined);
  }, [editing, record]);
  const submit = () => {
    if (!name.trim()) return setError('Name is required');
    save.mutate({ ...(record ? { id: record.id } : {}), name: name.trim(), sortOrder: Number(sortOrder) || 0 }, { onSuccess: onClose });
  };
  return (
    <RecordDialog opened={!!editing} onClose={onClose} title={record ? `Edit ${record.name}` : 'New Grade Level'} icon={<IconStairs size={20} aria-hidden />} isEditing={!!record} noun="Grade Level" isSaving={save.isPending} onSubmit={submit}>
      <TextInput label="Name" required data-autofocus maxLength={60} placeholder="e.g. Grade 7" value={name} onChange={(e) => { setName(e.currentTarget.value); setError(undefined); }} error={error} />
      <NumberInput label="Order" min={0} max={1000} allowDecimal={false} description="Lower numbers are listed first" value={sortOrder} onChange={setSortOrder} />
    </RecordDialog>
  );
}

// ---- Sections -------------------------------------------------------------------------------

/** School > Sections: the classes of each grade level in a school year, with adviser and capacity. */
export function SectionsPage() {
  const [editing, setEditing] = useState<Editing<Section>>(null);
  const askDelete = useDelete('section', 'section');
  const create = () => setEditing({ record: null });
  return (
    <>
      <PageHeader title="Sections" description="Each grade level's classes in a school year: the adviser and how many learners fit." actions={<Button leftSection={<IconPlus size={16} aria-hidden />} onClick={create}>New section</Button>} />
      <DataTable<Section>
        tableKey="schoolSection"
        apiUrl={SCHOOL_URLS.section}
        emptyState={{ text: 'Add the sections of each grade level, e.g. Grade 7 - Rizal.', action: <Button size="xs" onClick={create}>New section</Button> }}
        cardTitle="name"
        cardFields={['gradeLevelName', 'adviserName', 'enrolledCount']}
        renderCell={{
          adviserName: (row) => row.adviserName ?? '-',
          enrolledCount: (row) => `${row.enrolledCount} of ${row.capacity}`,
        }}
        renderActions={(row) => <Actions name={row.name} onEdit={() => setEditing({ record: row })} onDelete={() => void askDelete(row.id, row.name, 'A section with enrollments cannot be deleted.')} />}
      />
      <SectionDialog editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}

function SectionDialog({ editing, onClose }: { editing: Editing<Section>; onClose: () => void }) {
  const record = editing?.record ?? null;
  const [name, setName] = useState('');
  const [schoolYearId, setSchoolYearId] = useState<number | null>(null);
  const [gradeLevelId, setGradeLevelId] = useState<number | null>(null);
  const [adviserAccountId, setAdviser] = useState<number | null>(null);
  const [capacity, setCapacity] = useState<number | string>(40);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveRecord('section');
  useEffect(() => {
    if (!editing) return;
    setName(record?.name ?? '');
    setSchoolYearId(record?.schoolYearId ?? null);
    setGradeLevelId(record?.gradeLevelId ?? null);
    setAdviser(record?.adviserAccountId ?? null);
    setCapacity(record?.capacity ?? 40);
    setErrors({});
  }, [editing, record]);
  const submit = () => {
    const found: Record<string, string> = {};
    if (!name.trim()) found.name = 'Name is required';
    if (!schoolYearId) found.schoolYearId = 'Choose the school year';
    if (!gradeLevelId) found.gradeLevelId = 'Choose the grade level';
    if (!(Number(capacity) >= 1)) found.capacity = 'Capacity must be at least 1';
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate({ ...(record ? { id: record.id } : {}), name: name.trim(), schoolYearId, gradeLevelId, adviserAccountId, capacity: Number(capacity) }, { onSuccess: onClose });
  };
  return (
    <RecordDialog opened={!!editing} onClose={onClose} title={record ? `Edit ${record.name}` : 'New Section'} icon={<IconLayoutGrid size={20} aria-hidden />} isEditing={!!record} noun="Section" isSaving={save.isPending} onSubmit={submit}>
      <TextInput label="Name" required data-autofocus maxLength={60} placeholder="e.g. Rizal" value={name} onChange={(e) => setName(e.currentTarget.value)} error={errors.name} />
      <SelectField label="School year" required apiUrl={SCHOOL_URLS.schoolYearList} isAutoSelect={!record} value={schoolYearId ?? 0} onChange={(v) => setSchoolYearId(v ? Number(v) : null)} error={errors.schoolYearId} />
      <SelectField label="Grade level" required apiUrl={SCHOOL_URLS.gradeLevelList} isAutoSelect={false} value={gradeLevelId ?? 0} onChange={(v) => setGradeLevelId(v ? Number(v) : null)} error={errors.gradeLevelId} />
      <SelectField label="Adviser" apiUrl={SCHOOL_URLS.adviserList} isAutoSelect={false} nullOptionLabel="No adviser yet" value={adviserAccountId ?? 0} onChange={(v) => setAdviser(v ? Number(v) : null)} />
      <NumberInput label="Capacity" required min={1} max={500} allowDecimal={false} value={capacity} onChange={setCapacity} error={errors.capacity} description="Enrollment stops when the section is full" />
    </RecordDialog>
  );
}

// ---- Courses --------------------------------------------------------------------------------

/** School > Courses: subjects with their DepEd learning area (the grading weights follow it). */
export function CoursesPage() {
  const [editing, setEditing] = useState<Editing<Course>>(null);
  const askDelete = useDelete('course', 'course');
  const create = () => setEditing({ record: null });
  return (
    <>
      <PageHeader title="Courses" description="The subjects each grade level takes. The learning area picks the DepEd Order 8, s. 2015 grading weights." actions={<Button leftSection={<IconPlus size={16} aria-hidden />} onClick={create}>New course</Button>} />
      <DataTable<Course>
        tableKey="schoolCourse"
        apiUrl={SCHOOL_URLS.course}
        emptyState={{ text: 'Add the subjects you teach, e.g. MATH7 Mathematics 7.', action: <Button size="xs" onClick={create}>New course</Button> }}
        cardTitle="name"
        cardFields={['code', 'gradeLevelName', 'learningArea']}
        renderCell={{
          gradeLevelName: (row) => row.gradeLevelName ?? 'Any',
          learningArea: (row) => learningAreaLabel(row.learningArea),
        }}
        renderActions={(row) => <Actions name={row.name} onEdit={() => setEditing({ record: row })} onDelete={() => void askDelete(row.id, `${row.code} ${row.name}`)} />}
      />
      <CourseDialog editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}

function CourseDialog({ editing, onClose }: { editing: Editing<Course>; onClose: () => void }) {
  const record = editing?.record ?? null;
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [gradeLevelId, setGradeLevelId] = useState<number | null>(null);
  const [learningArea, setLearningArea] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveRecord('course');
  useEffect(() => {
    if (!editing) return;
    setCode(record?.code ?? '');
    setName(record?.name ?? '');
    setGradeLevelId(record?.gradeLevelId ?? null);
    setLearningArea(record?.learningArea ?? null);
    setErrors({});
  }, [editing, record]);
  const submit = () => {
    const found: Record<string, string> = {};
    if (!code.trim()) found.code = 'Code is required';
    if (!name.trim()) found.name = 'Name is required';
    if (!learningArea) found.learningArea = 'Choose the learning area';
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate({ ...(record ? { id: record.id } : {}), code: code.trim(), name: name.trim(), gradeLevelId, learningArea }, { onSuccess: onClose });
  };
  return (
    <RecordDialog opened={!!editing} onClose={onClose} title={record ? `Edit ${record.name}` : 'New Course'} icon={<IconBook size={20} aria-hidden />} isEditing={!!record} noun="Course" isSaving={save.isPending} onSubmit={submit}>
      <TextInput label="Code" required data-autofocus maxLength={30} placeholder="e.g. MATH7" value={code} onChange={(e) => setCode(e.currentTarget.value)} error={errors.code} />
      <TextInput label="Name" required maxLength={120} placeholder="e.g. Mathematics 7" value={name} onChange={(e) => setName(e.currentTarget.value)} error={errors.name} />
      <SelectField label="Grade level" apiUrl={SCHOOL_URLS.gradeLevelList} isAutoSelect={false} nullOptionLabel="Any grade level" value={gradeLevelId ?? 0} onChange={(v) => setGradeLevelId(v ? Number(v) : null)} />
      <Select
        label="Learning area"
        required
        searchable
        data={[
          { group: 'Grades 1-10', items: LEARNING_AREAS.filter((a) => a.level === 'Grades 1-10').map((a) => ({ value: a.key, label: a.label })) },
          { group: 'Senior High School', items: LEARNING_AREAS.filter((a) => a.level === 'Senior High School').map((a) => ({ value: a.key, label: a.label })) },
        ]}
        value={learningArea}
        onChange={setLearningArea}
        error={errors.learningArea}
        comboboxProps={{ withinPortal: true }}
      />
    </RecordDialog>
  );
}
