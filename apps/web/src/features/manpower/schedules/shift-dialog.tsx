import { ActionIcon, Button, ColorSwatch, Group, NumberInput, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconClock, IconPlus, IconTrash } from '@tabler/icons-react';
import { formatMinutes, requiredMinutes, SHIFT_COLORS, shiftProblems, TIME_PATTERN } from '@haligi/shared';
import { useEffect, useState } from 'react';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';
import { useSaveShift, type Shift, type ShiftBreak } from './schedules-api';

interface FormValues {
  name: string;
  startTime: string;
  endTime: string;
  breaks: ShiftBreak[];
  graceMinutes: number | string;
  isFlexible: boolean;
  requiredMinutes: number | string;
  color: string;
}

const toForm = (shift: Shift | null): FormValues => ({
  name: shift?.name ?? '',
  startTime: shift?.startTime ?? '08:00',
  endTime: shift?.endTime ?? '17:00',
  breaks: shift?.breaks ?? [{ start: '12:00', end: '13:00' }],
  graceMinutes: shift?.graceMinutes ?? 0,
  isFlexible: shift?.isFlexible ?? false,
  requiredMinutes: shift?.isFlexible ? shift.requiredMinutes : 480,
  color: shift?.color ?? 'blue',
});

/** New Shift / Edit Shift: times, breaks inside the shift, grace, flexible minutes; the work minutes shown as typed. */
export function ShiftDialog({ opened, onClose, shift }: { opened: boolean; onClose: () => void; shift: Shift | null }) {
  const [values, setValues] = useState<FormValues>(toForm(shift));
  const [nameError, setNameError] = useState<string>();
  const save = useSaveShift();

  useEffect(() => {
    if (opened) {
      setValues(toForm(shift));
      setNameError(undefined);
    }
  }, [opened, shift]);

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const setBreak = (index: number, key: keyof ShiftBreak, value: string) => set('breaks', values.breaks.map((b, i) => (i === index ? { ...b, [key]: value } : b)));
  const timesValid = [values.startTime, values.endTime, ...values.breaks.flatMap((b) => [b.start, b.end])].every((t) => TIME_PATTERN.test(t));
  const times = { startTime: values.startTime, endTime: values.endTime, breaks: values.breaks, isFlexible: values.isFlexible, requiredMinutes: Number(values.requiredMinutes) || null };
  const problems = timesValid ? shiftProblems(times) : ['Times must be HH:mm'];
  const minutes = timesValid && problems.length === 0 ? requiredMinutes(times) : null;

  const submit = () => {
    if (!values.name.trim()) {
      setNameError('Name is required');
      return;
    }
    if (problems.length) return;
    save.mutate(
      {
        ...(shift ? { id: shift.id } : {}),
        name: values.name.trim(),
        startTime: values.startTime,
        endTime: values.endTime,
        breaks: values.breaks,
        graceMinutes: Number(values.graceMinutes) || 0,
        isFlexible: values.isFlexible,
        requiredMinutes: values.isFlexible ? Number(values.requiredMinutes) : null,
        color: values.color,
      },
      { onSuccess: onClose },
    );
  };

  return (
    <DialogShell
      opened={opened}
      onClose={onClose}
      title={shift ? 'Edit Shift' : 'New Shift'}
      icon={<IconClock size={20} aria-hidden />}
      size="md"
      submitActions={
        <>
          <DialogCancelButton>Close</DialogCancelButton>
          <Button onClick={submit} loading={save.isPending} disabled={problems.length > 0}>
            {shift ? 'Update Shift' : 'Save Shift'}
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <TextInput label="Name" required maxLength={100} data-autofocus value={values.name} onChange={(e) => { set('name', e.currentTarget.value); setNameError(undefined); }} error={nameError} placeholder="e.g. Day shift" />
        <SimpleGrid cols={2} spacing="sm">
          <TextInput label="Start" type="time" required value={values.startTime} onChange={(e) => set('startTime', e.currentTarget.value)} />
          <TextInput label="End" type="time" required value={values.endTime} onChange={(e) => set('endTime', e.currentTarget.value)} description={timesValid && values.endTime <= values.startTime ? 'Ends the next day' : undefined} />
        </SimpleGrid>
        <Stack gap={6}>
          <Group justify="space-between">
            <Text size="sm" fw={500}>
              Breaks
            </Text>
            <Button size="compact-sm" variant="subtle" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => set('breaks', [...values.breaks, { start: '15:00', end: '15:15' }])} disabled={values.breaks.length >= 6}>
              Add break
            </Button>
          </Group>
          {values.breaks.length === 0 && (
            <Text size="sm" c="dimmed">
              No breaks.
            </Text>
          )}
          {values.breaks.map((b, index) => (
            <Group key={index} gap="xs" wrap="nowrap" align="flex-end">
              <TextInput style={{ flex: 1 }} label={`Break ${index + 1} start`} type="time" value={b.start} onChange={(e) => setBreak(index, 'start', e.currentTarget.value)} />
              <TextInput style={{ flex: 1 }} label={`Break ${index + 1} end`} type="time" value={b.end} onChange={(e) => setBreak(index, 'end', e.currentTarget.value)} />
              <ActionIcon variant="subtle" color="red" size="lg" mb={2} aria-label={`Remove break ${index + 1}`} onClick={() => set('breaks', values.breaks.filter((_, i) => i !== index))}>
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
        <SimpleGrid cols={2} spacing="sm">
          <NumberInput label="Grace minutes" min={0} max={240} allowDecimal={false} value={values.graceMinutes} onChange={(v) => set('graceMinutes', v)} description="Late only after these" />
          <Select
            label="Colour"
            data={SHIFT_COLORS.map((c) => ({ value: c, label: c[0].toUpperCase() + c.slice(1) }))}
            value={values.color}
            onChange={(v) => set('color', v ?? 'blue')}
            allowDeselect={false}
            leftSection={<ColorSwatch color={`var(--mantine-color-${values.color}-6)`} size={14} />}
          />
        </SimpleGrid>
        <Switch label="Flexible (no lateness: a number of minutes from the first punch)" checked={values.isFlexible} onChange={(e) => set('isFlexible', e.currentTarget.checked)} />
        {values.isFlexible && <NumberInput label="Required minutes of work" min={1} max={1440} allowDecimal={false} value={values.requiredMinutes} onChange={(v) => set('requiredMinutes', v)} />}
        {problems.length > 0 ? (
          <Stack gap={2} role="alert">
            {problems.map((p) => (
              <Text key={p} size="sm" c="red.9">
                {p}
              </Text>
            ))}
          </Stack>
        ) : (
          <Text size="sm" data-testid="shift-work-minutes">
            Work: <b>{formatMinutes(minutes ?? 0)}</b> ({minutes} minutes)
          </Text>
        )}
      </Stack>
    </DialogShell>
  );
}
