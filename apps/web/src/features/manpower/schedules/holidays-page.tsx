import { Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconBeach, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { formatDisplayDate, HOLIDAY_SCOPE, HOLIDAY_TYPE, isoWeekday, manilaDate, WEEKDAYS } from '@haligi/shared';
import { useEffect, useState } from 'react';
import { DataTable, StatusBadge } from '../../../components/data-table';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';
import { PageHeader } from '../../../components/page-header';
import { SelectField } from '../../../components/select-field';
import { confirmAction } from '../../../lib/confirm';
import { RowAction } from '../../inventory/components/row-actions';
import { SCHEDULE_URLS, useDeleteHoliday, useSaveHoliday, type Holiday } from './schedules-api';

const TYPE_TONES: Record<string, 'red' | 'orange' | 'yellow'> = { REGULAR: 'red', SPECIAL_NON_WORKING: 'orange', SPECIAL_WORKING: 'yellow' };
const typeOf = (key: string) => HOLIDAY_TYPE.list.find((t) => t.key === key);

function HolidayDialog({ opened, onClose, holiday }: { opened: boolean; onClose: () => void; holiday: Holiday | null }) {
  const [values, setValues] = useState({ name: '', date: '', type: 'REGULAR', scope: 'NATIONAL', branchId: null as number | null, source: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveHoliday();
  useEffect(() => {
    if (opened) {
      setValues({ name: holiday?.name ?? '', date: holiday?.date ?? '', type: holiday?.type ?? 'REGULAR', scope: holiday?.scope ?? 'NATIONAL', branchId: holiday?.branch?.id ?? null, source: holiday?.source ?? '' });
      setErrors({});
    }
  }, [opened, holiday]);
  const set = (key: keyof typeof values, value: unknown) => setValues((v) => ({ ...v, [key]: value }));
  const submit = () => {
    const found: Record<string, string> = {};
    if (!values.name.trim()) found.name = 'Name is required';
    if (!values.date) found.date = 'Date is required';
    if (values.scope === 'LOCAL' && !values.branchId) found.branchId = 'A local holiday needs its branch';
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate(
      { ...(holiday ? { id: holiday.id } : {}), ...values, name: values.name.trim(), source: values.source.trim(), branchId: values.scope === 'LOCAL' ? values.branchId : null },
      { onSuccess: onClose },
    );
  };
  return (
    <DialogShell
      opened={opened}
      onClose={onClose}
      title={holiday ? 'Edit Holiday' : 'New Holiday'}
      icon={<IconBeach size={20} aria-hidden />}
      size="md"
      submitActions={
        <>
          <DialogCancelButton>Close</DialogCancelButton>
          <Button onClick={submit} loading={save.isPending}>
            {holiday ? 'Update Holiday' : 'Save Holiday'}
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <TextInput label="Name" required maxLength={200} data-autofocus value={values.name} onChange={(e) => set('name', e.currentTarget.value)} error={errors.name} placeholder="e.g. Cebu City Charter Day" />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label="Date" type="date" required value={values.date} onChange={(e) => set('date', e.currentTarget.value)} error={errors.date} />
          <Select label="Type" data={HOLIDAY_TYPE.list.map((t) => ({ value: t.key, label: t.label }))} value={values.type} onChange={(v) => set('type', v ?? 'REGULAR')} allowDeselect={false} />
          <Select label="Applies to" data={HOLIDAY_SCOPE.list.map((t) => ({ value: t.key, label: t.label }))} value={values.scope} onChange={(v) => set('scope', v ?? 'NATIONAL')} allowDeselect={false} />
          {values.scope === 'LOCAL' && <SelectField label="Branch" required apiUrl={SCHEDULE_URLS.branchList} isAutoSelect={false} value={values.branchId ?? 0} onChange={(v) => set('branchId', v ? Number(v) : null)} error={errors.branchId} />}
        </SimpleGrid>
        <TextInput label="Source" maxLength={300} value={values.source} onChange={(e) => set('source', e.currentTarget.value)} placeholder="e.g. Proclamation No. 1006, s. 2025" />
      </Stack>
    </DialogShell>
  );
}

/** Manpower > Holidays: the year's regular, special non-working and special working days, national or of one branch. */
export function HolidaysPage() {
  const thisYear = Number(manilaDate(new Date()).slice(0, 4));
  const [year, setYear] = useState(String(thisYear));
  const [editing, setEditing] = useState<{ holiday: Holiday | null } | null>(null);
  const remove = useDeleteHoliday();
  const askDelete = async (holiday: Holiday) => {
    if (await confirmAction({ title: 'Delete holiday', message: `Delete ${holiday.name} (${formatDisplayDate(holiday.date)})?`, confirmLabel: 'Delete', isDanger: true })) remove.mutate(holiday.id);
  };
  const create = () => setEditing({ holiday: null });
  return (
    <>
      <PageHeader
        title="Holidays"
        description="Regular holidays, special non-working and special working days. National ones apply to every branch; a local one to its branch."
        actions={
          <Group gap="sm">
            <Select aria-label="Year" w={110} data={[thisYear - 1, thisYear, thisYear + 1].map(String)} value={year} onChange={(v) => setYear(v ?? String(thisYear))} allowDeselect={false} />
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={create}>
              New holiday
            </Button>
          </Group>
        }
      />
      <DataTable<Holiday>
        tableKey="holiday"
        apiUrl={SCHEDULE_URLS.holiday}
        fixedFilters={[{ key: 'year', value: year }]}
        initialPageSize={50}
        emptyState={{ text: `No holidays in ${year} yet.`, action: <Button size="xs" onClick={create}>New holiday</Button> }}
        cardTitle="name"
        cardFields={['date', 'type', 'scope']}
        renderCell={{
          date: (row) => (
            <span style={{ whiteSpace: 'nowrap' }}>
              {formatDisplayDate(row.date)}{' '}
              <Text span size="xs" c="dimmed">
                {WEEKDAYS[isoWeekday(row.date) - 1].short}
              </Text>
            </span>
          ),
          name: (row) => (
            <Text size="sm" fw={500}>
              {row.name}
            </Text>
          ),
          type: (row) => (
            <span style={{ display: 'inline-block', minWidth: 'max-content' }}>
              <StatusBadge value={typeOf(row.type)?.label ?? row.type} tone={TYPE_TONES[row.type] ?? 'light'} />
            </span>
          ),
          scope: (row) => (row.branch ? `${row.branch.name} only` : 'National'),
          source: (row) => (
            <Text size="xs" c="dimmed">
              {row.source || '-'}
            </Text>
          ),
        }}
        renderActions={(row) => (
          <Group gap={4} wrap="nowrap">
            <RowAction label="Edit" name={row.name} icon={<IconPencil size={18} aria-hidden />} onClick={() => setEditing({ holiday: row })} />
            <RowAction label="Delete" name={row.name} icon={<IconTrash size={18} aria-hidden />} onClick={() => void askDelete(row)} isDanger />
          </Group>
        )}
      />
      <HolidayDialog opened={editing !== null} holiday={editing?.holiday ?? null} onClose={() => setEditing(null)} />
    </>
  );
}
