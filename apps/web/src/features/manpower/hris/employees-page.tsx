import { Anchor, Button, Group } from '@mantine/core';
import { IconDownload, IconEye, IconFileImport, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { TableRequest } from '@haligi/shared';
import { useRef, useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { api } from '../../../lib/api';
import { confirmAction } from '../../../lib/confirm';
import { showErrorDialog } from '../../../lib/notify';
import { saveBlob } from '../../../lib/save-blob';
import { RowAction } from '../../inventory/components/row-actions';
import { EmployeeDialog } from './employee-dialog';
import { EmployeeDrawer, EmploymentStatusBadge } from './employee-drawer';
import { HRIS_URLS, useDeleteEmployee, type Employee } from './hris-api';
import { ImportEmployeesDialog } from './import-employees-dialog';

/** Manpower > HRIS: the employees (201 files) with their branch, department, team and status. */
export function EmployeesPage() {
  const [editing, setEditing] = useState<{ employee: Employee | null } | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const [isImporting, setIsImporting] = useState(false);
  const [isExporting, setIsExporting] = useState(false);
  const request = useRef<TableRequest | null>(null);
  const remove = useDeleteEmployee();

  const askDelete = async (e: Employee) => {
    const isConfirmed = await confirmAction({ title: 'Delete employee', message: `Delete ${e.employeeNo} ${e.name}? Their records stay on file.`, confirmLabel: 'Delete', isDanger: true });
    if (isConfirmed) remove.mutate(e.id);
  };
  const exportTable = async () => {
    setIsExporting(true);
    try {
      const filters = Object.fromEntries((request.current?.filters ?? []).filter((f) => f.value !== null && f.value !== '').map((f) => [f.key, String(f.value)]));
      const blob = await api<Blob>('GET', '/employee/export', { query: { searchKeyword: request.current?.searchKeyword ?? '', ...filters }, isBlob: true });
      saveBlob(blob, `employees-${new Date().toISOString().slice(0, 10)}.xlsx`);
    } catch (error) {
      showErrorDialog(error);
    } finally {
      setIsExporting(false);
    }
  };
  const hire = () => setEditing({ employee: null });

  return (
    <>
      <PageHeader
        title="HRIS"
        description="Your employees' 201 files: personal data, government numbers, employment, pay and documents."
        actions={
          <Group gap="xs">
            <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={() => void exportTable()} loading={isExporting}>
              Export
            </Button>
            <Button variant="default" leftSection={<IconFileImport size={16} aria-hidden />} onClick={() => setIsImporting(true)}>
              Import
            </Button>
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={hire}>
              New employee
            </Button>
          </Group>
        }
      />
      <DataTable<Employee>
        tableKey="employee"
        apiUrl={HRIS_URLS.employee}
        onRequestChange={(body) => {
          request.current = body;
        }}
        emptyState={{
          text: 'Add your people one by one or import them from Excel.',
          action: (
            <Button size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={hire}>
              New employee
            </Button>
          ),
        }}
        cardTitle="name"
        cardFields={['employeeNo', 'position', 'employmentStatus', 'branchName']}
        renderCell={{
          employeeNo: (row) => <span style={{ whiteSpace: 'nowrap' }}>{row.employeeNo}</span>,
          name: (row) => (
            <Anchor component="button" type="button" size="sm" fw={500} onClick={() => setViewing(row.id)} ta="left">
              {row.name}
            </Anchor>
          ),
          employmentStatus: (row) => (
            <span style={{ display: 'inline-block', minWidth: 'max-content' }}>
              <EmploymentStatusBadge status={row.employmentStatus} />
            </span>
          ),
          position: (row) => row.position || '-',
          branchName: (row) => row.branch?.name ?? '-',
          departmentName: (row) => row.department?.name ?? '-',
          teamName: (row) => (row.team ? `${row.team.name}${row.team.isLeader ? ' (leader)' : ''}` : '-'),
        }}
        renderActions={(row) => (
          <Group gap={4} wrap="nowrap">
            <RowAction label="View" name={row.name} icon={<IconEye size={18} aria-hidden />} onClick={() => setViewing(row.id)} />
            <RowAction label="Edit" name={row.name} icon={<IconPencil size={18} aria-hidden />} onClick={() => setEditing({ employee: row })} />
            <RowAction label="Delete" name={row.name} icon={<IconTrash size={18} aria-hidden />} onClick={() => void askDelete(row)} isDanger />
          </Group>
        )}
      />
      <EmployeeDialog opened={editing !== null} employee={editing?.employee ?? null} onClose={() => setEditing(null)} />
      <EmployeeDrawer employeeId={viewing} onClose={() => setViewing(null)} />
      <ImportEmployeesDialog opened={isImporting} onClose={() => setIsImporting(false)} />
    </>
  );
}
