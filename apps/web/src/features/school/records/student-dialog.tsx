import { ActionIcon, Avatar, Button, FileButton, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { IconPhoto, IconPlus, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { GUARDIAN_LANGUAGE_LABEL, isValidLrn, LRN_MESSAGE, MAX_CARD_NUMBER_LENGTH } from '@haligi/shared';
import { useEffect, useState } from 'react';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import { SelectField } from '../../../components/select-field';
import { showErrorDialog } from '../../../lib/notify';
import { SCHOOL_URLS, uploadPhoto, useLinkGuardian, useSaveRecord, useStudent, useUnlinkGuardian, type Student } from './records-api';

interface GuardianRow {
  key: number;
  name: string;
  mobile: string;
  email: string;
  notifyBy: 'email' | 'sms';
  language: 'en' | 'fil';
  relationship: string;
}
const TEXT = ['firstName', 'middleName', 'lastName', 'suffix', 'lrn', 'cardNumber', 'birthDate', 'address'] as const;
type TextField = (typeof TEXT)[number];
type Form = Record<TextField, string> & { sex: string | null; photoFileId: number | null; photoUrl: string | null };
let rowKey = 0;
const blankGuardian = (): GuardianRow => ({ key: ++rowKey, name: '', mobile: '', email: '', notifyBy: 'email', language: 'en', relationship: '' });
const NOTIFY_OPTIONS = [
  { value: 'email', label: 'Email' },
  { value: 'sms', label: 'SMS' },
];
const LANGUAGE_OPTIONS = Object.entries(GUARDIAN_LANGUAGE_LABEL).map(([value, label]) => ({ value, label }));

function toForm(s: Student | null): Form {
  const values = Object.fromEntries(TEXT.map((k) => [k, s ? String(s[k] ?? '') : ''])) as Record<TextField, string>;
  return { ...values, sex: s?.sex ?? null, photoFileId: s?.photoFileId ?? null, photoUrl: s?.photoUrl ?? null };
}

/** New Student / Edit Student: the learner, their photo and card, and their guardians. */
export function StudentDialog({ opened, onClose, student }: { opened: boolean; onClose: () => void; student: Student | null }) {
  const [form, setForm] = useState<Form>(toForm(student));
  const [errors, setErrors] = useState<Partial<Record<TextField | string, string>>>({});
  const [newGuardians, setNewGuardians] = useState<GuardianRow[]>([]);
  const [existingId, setExistingId] = useState<number | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const save = useSaveRecord<Student>('student');
  const link = useLinkGuardian();
  const unlink = useUnlinkGuardian();
  const detail = useStudent(opened && student ? student.id : null);

  useEffect(() => {
    if (!opened) return;
    setForm(toForm(student));
    setErrors({});
    setNewGuardians(student ? [] : [blankGuardian()]);
    setExistingId(null);
  }, [opened, student]);

  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));
  };
  const text = (key: TextField, label: string, props: Record<string, unknown> = {}) => (
    <TextInput label={label} value={form[key]} onChange={(e) => set(key, e.currentTarget.value)} error={errors[key]} {...props} />
  );
  const setGuardian = (key: number, patch: Partial<GuardianRow>) => setNewGuardians((rows) => rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  const choosePhoto = async (file: File | null) => {
    if (!file) return;
    setIsUploading(true);
    try {
      const uploaded = await uploadPhoto(file);
      setForm((f) => ({ ...f, photoFileId: uploaded.id, photoUrl: uploaded.signedUrl }));
    } catch (error) {
      showErrorDialog(error);
    } finally {
      setIsUploading(false);
    }
  };

  const submit = async () => {
    const found: Record<string, string> = {};
    if (!form.firstName.trim()) found.firstName = 'First name is required';
    if (!form.lastName.trim()) found.lastName = 'Last name is required';
    if (!isValidLrn(form.lrn)) found.lrn = `LRN ${LRN_MESSAGE}`;
    const guardians = newGuardians.filter((g) => g.name.trim() || g.mobile.trim() || g.email.trim());
    guardians.forEach((g) => {
      if (!g.name.trim()) found[`guardian-${g.key}`] = 'Guardian name is required';
      if (g.notifyBy === 'sms' && !g.mobile.trim()) found[`guardian-mobile-${g.key}`] = 'A mobile number is needed for SMS';
      if (g.notifyBy === 'email' && !g.email.trim()) found[`guardian-email-${g.key}`] = 'An email is needed for email notices';
    });
    setErrors(found);
    if (Object.keys(found).length) return;
    const body: Record<string, unknown> = {
      firstName: form.firstName.trim(),
      middleName: form.middleName.trim(),
      lastName: form.lastName.trim(),
      suffix: form.suffix.trim(),
      lrn: form.lrn.trim(),
      cardNumber: form.cardNumber.trim() || null,
      birthDate: form.birthDate || null,
      sex: form.sex,
      address: form.address.trim(),
      photoFileId: form.photoFileId,
    };
    const guardianBodies = guardians.map(({ key: _key, ...g }) => ({ ...g, name: g.name.trim(), mobile: g.mobile.trim(), email: g.email.trim() }));
    if (!student) {
      save.mutate({ ...body, guardians: guardianBodies }, { onSuccess: onClose });
      return;
    }
    try {
      await save.mutateAsync({ id: student.id, ...body });
      for (const g of guardianBodies) await link.mutateAsync({ studentId: student.id, ...g });
      if (existingId) await link.mutateAsync({ studentId: student.id, guardianId: existingId });
      onClose();
    } catch {
      /* the Error dialog shows the server's answer */
    }
  };

  const linked = detail.data?.guardians ?? [];
  return (
    <DialogShell
      opened={opened}
      onClose={onClose}
      title={student ? `Edit ${student.name}` : 'New Student'}
      icon={<IconUserPlus size={20} aria-hidden />}
      size="xl"
      submitActions={
        <>
          <DialogCancelButton>Close</DialogCancelButton>
          <Button onClick={() => void submit()} loading={save.isPending || link.isPending}>
            {student ? 'Update Student' : 'Save Student'}
          </Button>
        </>
      }
    >
      <Stack gap="md">
        <Group align="flex-start" wrap="nowrap" gap="md">
          <Stack gap={6} align="center">
            <Avatar src={form.photoUrl ?? undefined} size={88} radius="md" alt={form.photoUrl ? 'Student photo' : undefined}>
              <IconPhoto size={32} aria-hidden />
            </Avatar>
            <FileButton onChange={(file) => void choosePhoto(file)} accept="image/png,image/jpeg,image/webp,image/gif">
              {(props) => (
                <Button {...props} size="compact-xs" variant="default" loading={isUploading}>
                  {form.photoFileId ? 'Change photo' : 'Add photo'}
                </Button>
              )}
            </FileButton>
            {form.photoFileId && (
              <Button size="compact-xs" variant="subtle" color="red.9" onClick={() => setForm((f) => ({ ...f, photoFileId: null, photoUrl: null }))}>
                Remove photo
              </Button>
            )}
          </Stack>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" style={{ flex: 1 }}>
            {text('firstName', 'First name', { required: true, 'data-autofocus': true, maxLength: 100 })}
            {text('lastName', 'Last name', { required: true, maxLength: 100 })}
            {text('middleName', 'Middle name', { maxLength: 100 })}
            {text('suffix', 'Suffix', { maxLength: 20, placeholder: 'Jr., III' })}
          </SimpleGrid>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {text('lrn', 'LRN', { required: true, maxLength: 14, inputMode: 'numeric', description: 'Learner Reference Number, 12 digits' })}
          {text('cardNumber', 'RFID card number', { maxLength: MAX_CARD_NUMBER_LENGTH, description: 'As the gate reader sends it' })}
          <Select
            label="Sex"
            clearable
            data={[
              { value: 'MALE', label: 'Male' },
              { value: 'FEMALE', label: 'Female' },
            ]}
            value={form.sex}
            onChange={(v) => set('sex', v)}
          />
          {text('birthDate', 'Birth date', { type: 'date', max: '9999-12-31' })}
        </SimpleGrid>
        {text('address', 'Address', { maxLength: 500 })}

        <Title order={3} size="h5">
          Guardians
        </Title>
        {student && (
          <Stack gap={6}>
            {linked.length === 0 && !detail.isLoading && (
              <Text size="sm" c={MUTED_TEXT_COLOR}>
                No guardian yet.
              </Text>
            )}
            {linked.map((g) => (
              <Paper key={g.id} withBorder p="xs" radius="sm">
                <Group justify="space-between" wrap="nowrap">
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={500}>
                      {g.name}
                      {g.relationship ? ` (${g.relationship})` : ''}
                    </Text>
                    <Text size="xs" c={MUTED_TEXT_COLOR} style={{ overflowWrap: 'anywhere' }}>
                      {[g.mobile, g.email].filter(Boolean).join(' · ') || 'No contact'} · notices by {g.notifyBy === 'sms' ? 'SMS' : 'email'} in {GUARDIAN_LANGUAGE_LABEL[g.language]}
                    </Text>
                  </div>
                  <Tooltip label="Unlink">
                    <ActionIcon variant="subtle" color="red.9" aria-label={`Unlink ${g.name}`} onClick={() => unlink.mutate({ studentId: student.id, guardianId: g.id })}>
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Paper>
            ))}
            <SelectField
              label="Link an existing guardian"
              apiUrl={SCHOOL_URLS.guardianList}
              isAutoSelect={false}
              nullOptionLabel="None"
              value={existingId ?? 0}
              onChange={(v) => setExistingId(v ? Number(v) : null)}
            />
          </Stack>
        )}
        {newGuardians.map((g, index) => (
          <Paper key={g.key} withBorder p="sm" radius="sm">
            <Stack gap="xs">
              <Group justify="space-between">
                <Text size="sm" fw={600}>
                  {student ? 'New guardian' : `Guardian ${index + 1}`}
                </Text>
                <Tooltip label="Remove">
                  <ActionIcon variant="subtle" color="red.9" aria-label={`Remove guardian ${index + 1}`} onClick={() => setNewGuardians((rows) => rows.filter((r) => r.key !== g.key))}>
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </Group>
              <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
                <TextInput label="Guardian name" maxLength={150} value={g.name} error={errors[`guardian-${g.key}`]} onChange={(e) => setGuardian(g.key, { name: e.currentTarget.value })} />
                <TextInput label="Relationship" maxLength={40} placeholder="Mother, Father, Aunt" value={g.relationship} onChange={(e) => setGuardian(g.key, { relationship: e.currentTarget.value })} />
                <TextInput label="Guardian mobile" maxLength={30} placeholder="0917 123 4567" value={g.mobile} error={errors[`guardian-mobile-${g.key}`]} onChange={(e) => setGuardian(g.key, { mobile: e.currentTarget.value })} />
                <TextInput label="Guardian email" type="email" maxLength={200} value={g.email} error={errors[`guardian-email-${g.key}`]} onChange={(e) => setGuardian(g.key, { email: e.currentTarget.value })} />
                <Select label="Notify by" data={NOTIFY_OPTIONS} value={g.notifyBy} allowDeselect={false} onChange={(v) => setGuardian(g.key, { notifyBy: (v ?? 'email') as 'email' | 'sms' })} />
                <Select label="Language" data={LANGUAGE_OPTIONS} value={g.language} allowDeselect={false} onChange={(v) => setGuardian(g.key, { language: (v ?? 'en') as 'en' | 'fil' })} />
              </SimpleGrid>
            </Stack>
          </Paper>
        ))}
        <Group>
          <Button variant="default" size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setNewGuardians((rows) => [...rows, blankGuardian()])}>
            Add guardian
          </Button>
        </Group>
      </Stack>
    </DialogShell>
  );
}
