import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconPencil, IconPlus, IconRestore, IconTrash, IconUsers } from '@tabler/icons-react';
import { GUARDIAN_LANGUAGE_LABEL, MAX_CARD_NUMBER_LENGTH } from '@haligi/shared';
import { useEffect, useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { confirmAction } from '../../../lib/confirm';
import { RowAction } from '../../inventory/components/row-actions';
import { RecordDialog } from './record-dialog';
import { SCHOOL_URLS, useDeleteRecord, useRestoreRecord, useSaveRecord, type Guardian } from './records-api';

const NOTIFY_OPTIONS = [
  { value: 'email', label: 'Email' },
  { value: 'sms', label: 'SMS' },
];
const LANGUAGE_OPTIONS = Object.entries(GUARDIAN_LANGUAGE_LABEL).map(([value, label]) => ({ value, label }));

/** School > Guardians: who is told of each tap, how (email or SMS) and in which language. */
export function GuardiansPage() {
  const [editing, setEditing] = useState<{ record: Guardian | null } | null>(null);
  const remove = useDeleteRecord('guardian');
  const restore = useRestoreRecord('guardian');
  const askDelete = async (g: Guardian) => {
    if (await confirmAction({ title: 'Delete guardian', message: `Delete ${g.name}? They stop receiving gate notices; the record can be restored.`, confirmLabel: 'Delete', isDanger: true })) remove.mutate(g.id);
  };
  const create = () => setEditing({ record: null });
  return (
    <>
      <PageHeader
        title="Guardians"
        description="Parents and guardians: each is told of their students' gate taps by email or SMS, in English or Filipino."
        actions={<Button leftSection={<IconPlus size={16} aria-hidden />} onClick={create}>New guardian</Button>}
      />
      <DataTable<Guardian>
        tableKey="schoolGuardian"
        apiUrl={SCHOOL_URLS.guardian}
        emptyState={{ text: 'Guardians are usually added with their student; add one here to link later.', action: <Button size="xs" onClick={create}>New guardian</Button> }}
        cardTitle="name"
        cardFields={['mobile', 'notifyBy', 'students']}
        renderCell={{
          mobile: (row) => row.mobile || '-',
          email: (row) => row.email || '-',
          notifyBy: (row) => (row.notifyBy === 'sms' ? 'SMS' : 'Email'),
          language: (row) => GUARDIAN_LANGUAGE_LABEL[row.language] ?? row.language,
          students: (row) => row.students || '-',
          cardNumber: (row) => row.cardNumber ?? '-',
        }}
        renderActions={(row) =>
          row.isDeleted ? (
            <RowAction label="Restore" name={row.name} icon={<IconRestore size={18} aria-hidden />} onClick={() => restore.mutate(row.id)} />
          ) : (
            <Group gap={4} wrap="nowrap">
              <RowAction label="Edit" name={row.name} icon={<IconPencil size={18} aria-hidden />} onClick={() => setEditing({ record: row })} />
              <RowAction label="Delete" name={row.name} icon={<IconTrash size={18} aria-hidden />} onClick={() => void askDelete(row)} isDanger />
            </Group>
          )
        }
      />
      <GuardianDialog editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}

function GuardianDialog({ editing, onClose }: { editing: { record: Guardian | null } | null; onClose: () => void }) {
  const record = editing?.record ?? null;
  const [form, setForm] = useState({ name: '', mobile: '', email: '', notifyBy: 'email', language: 'en', cardNumber: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveRecord('guardian');
  useEffect(() => {
    if (!editing) return;
    setForm({ name: record?.name ?? '', mobile: record?.mobile ?? '', email: record?.email ?? '', notifyBy: record?.notifyBy ?? 'email', language: record?.language ?? 'en', cardNumber: record?.cardNumber ?? '' });
    setErrors({});
  }, [editing, record]);
  const set = (key: keyof typeof form, value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: '' }));
  };
  const submit = () => {
    const found: Record<string, string> = {};
    if (!form.name.trim()) found.name = 'Name is required';
    if (form.notifyBy === 'sms' && !form.mobile.trim()) found.mobile = 'A mobile number is needed for SMS';
    if (form.notifyBy === 'email' && !form.email.trim()) found.email = 'An email is needed for email notices';
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate(
      { ...(record ? { id: record.id } : {}), name: form.name.trim(), mobile: form.mobile.trim(), email: form.email.trim(), notifyBy: form.notifyBy, language: form.language, cardNumber: form.cardNumber.trim() || null },
      { onSuccess: onClose },
    );
  };
  return (
    <RecordDialog opened={!!editing} onClose={onClose} title={record ? `Edit ${record.name}` : 'New Guardian'} icon={<IconUsers size={20} aria-hidden />} isEditing={!!record} noun="Guardian" isSaving={save.isPending} onSubmit={submit}>
      <TextInput label="Name" required data-autofocus maxLength={150} value={form.name} onChange={(e) => set('name', e.currentTarget.value)} error={errors.name || undefined} />
      <TextInput label="Mobile" maxLength={30} placeholder="0917 123 4567" value={form.mobile} onChange={(e) => set('mobile', e.currentTarget.value)} error={errors.mobile || undefined} />
      <TextInput label="Email" type="email" maxLength={200} value={form.email} onChange={(e) => set('email', e.currentTarget.value)} error={errors.email || undefined} />
      <Select label="Notify by" data={NOTIFY_OPTIONS} value={form.notifyBy} allowDeselect={false} onChange={(v) => set('notifyBy', v ?? 'email')} />
      <Select label="Language" data={LANGUAGE_OPTIONS} value={form.language} allowDeselect={false} onChange={(v) => set('language', v ?? 'en')} />
      <TextInput label="RFID card number" maxLength={MAX_CARD_NUMBER_LENGTH} description="For a guardian who fetches at the gate (optional)" value={form.cardNumber} onChange={(e) => set('cardNumber', e.currentTarget.value)} />
    </RecordDialog>
  );
}
