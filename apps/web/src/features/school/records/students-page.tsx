import { Avatar, Button, Group } from '@mantine/core';
import { IconDownload, IconFileImport, IconPencil, IconPlus, IconRestore, IconTrash, IconUser } from '@tabler/icons-react';
import type { TableRequest } from '@haligi/shared';
import { useRef, useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { api } from '../../../lib/api';
import { confirmAction } from '../../../lib/confirm';
import { showErrorDialog } from '../../../lib/notify';
import { saveBlob } from '../../../lib/save-blob';
import { RowAction } from '../../inventory/components/row-actions';
import { ImportStudentsDialog } from './import-students-dialog';
import { SCHOOL_URLS, useDeleteRecord, useRestoreRecord, type Student } from './records-api';
import { StudentDialog } from './student-dialog';

/** School > Students: learners with their LRN, card, class and guardians; Excel import and export. */
export function StudentsPage() {
  const [editing, setEditing] = useState<{ student: Student | null } | null>(null);
  const [isImporting, setIsImporting] = useState(false);
  const [isExporting, setIsExporting] = useState(false);
  const request = useRef<TableRequest | null>(null);
  const remove = useDeleteRecord('student');
  const restore = useRestoreRecord('student');

  const askDelete = async (s: Student) => {
    if (await confirmAction({ title: 'Delete student', message: `Delete ${s.name}? The record is kept and can be restored; the card stops opening the gate.`, confirmLabel: 'Delete', isDanger: true })) {
      remove.mutate(s.id);
    }
  };
  const exportTable = async () => {
    setIsExporting(true);
    try {
      const filters = Object.fromEntries(
        (request.current?.filters ?? []).filter((f) => f.value !== null && f.value !== '' && f.key !== 'isDeleted').map((f) => [f.key, String(f.value)]),
      );
      const blob = await api<Blob>('GET', '/school/student/export', { query: { searchKeyword: request.current?.searchKeyword ?? '', ...filters }, isBlob: true });
      saveBlob(blob, `students-${new Date().toISOString().slice(0, 10)}.xlsx`);
    } catch (error) {
      showErrorDialog(error);
    } finally {
      setIsExporting(false);
    }
  };
  const create = () => setEditing({ student: null });

  return (
    <>
      <PageHeader
        title="Students"
        description="Learners with their LRN, RFID card, class this school year and the guardians told of each gate tap."
        actions={
          <Group gap="xs">
            <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={() => void exportTable()} loading={isExporting}>
              Export
            </Button>
            <Button variant="default" leftSection={<IconFileImport size={16} aria-hidden />} onClick={() => setIsImporting(true)}>
              Import
            </Button>
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={create}>
              New student
            </Button>
          </Group>
        }
      />
      <DataTable<Student>
        tableKey="schoolStudent"
        apiUrl={SCHOOL_URLS.student}
        onRequestChange={(body) => {
          request.current = body;
        }}
        emptyState={{
          text: 'Add your learners one by one or import them from Excel.',
          action: (
            <Button size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={create}>
              New student
            </Button>
          ),
        }}
        cardTitle="name"
        cardFields={['lrn', 'gradeLevelName', 'sectionName']}
        renderCell={{
          name: (row) => (
            <Group gap="xs" wrap="nowrap">
              <Avatar src={row.photoUrl ?? undefined} size={28} radius="xl" alt="">
                <IconUser size={16} aria-hidden />
              </Avatar>
              <span>{row.name}</span>
            </Group>
          ),
          lrn: (row) => <span style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{row.lrn}</span>,
          gradeLevelName: (row) => row.gradeLevelName ?? 'Not enrolled',
          sectionName: (row) => row.sectionName ?? '-',
          cardNumber: (row) => row.cardNumber ?? '-',
          guardianNames: (row) => row.guardianNames || '-',
        }}
        renderActions={(row) =>
          row.isDeleted ? (
            <RowAction label="Restore" name={row.name} icon={<IconRestore size={18} aria-hidden />} onClick={() => restore.mutate(row.id)} />
          ) : (
            <Group gap={4} wrap="nowrap">
              <RowAction label="Edit" name={row.name} icon={<IconPencil size={18} aria-hidden />} onClick={() => setEditing({ student: row })} />
              <RowAction label="Delete" name={row.name} icon={<IconTrash size={18} aria-hidden />} onClick={() => void askDelete(row)} isDanger />
            </Group>
          )
        }
      />
      <StudentDialog opened={editing !== null} student={editing?.student ?? null} onClose={() => setEditing(null)} />
      <ImportStudentsDialog opened={isImporting} onClose={() => setIsImporting(false)} />
    </>
  );
}
