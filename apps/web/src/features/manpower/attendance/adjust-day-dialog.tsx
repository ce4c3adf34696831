import { Alert, Button, Group, Modal, NumberInput, SegmentedControl, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { addDays, formatDisplayDate, type AttendanceChanges } from '@haligi/shared';
import { useState } from 'react';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import { useRequestAdjustment, type AttendanceDay } from './attendance-api';
import { timeText } from './attendance-parts';

const MINUTE_FIELDS = [
  ['workedMinutes', 'Worked minutes'],
  ['lateMinutes', 'Late minutes'],
  ['undertimeMinutes', 'Undertime minutes'],
  ['overtimeApprovedMinutes', 'Approved overtime minutes'],
  ['nightMinutes', 'Night minutes'],
] as const;

/** 'HH:mm' on a date in Philippine time as ISO 8601 with its offset. */
const instantOn = (date: string, time: string) => `${date}T${time}:00+08:00`;

export interface AdjustDayDialogProps {
  employee: { id: number; name: string } | null;
  day: AttendanceDay | null;
  onClose: () => void;
}

/** Asks for a manual change to one computed day; it applies once approved by someone else. */
export function AdjustDayDialog({ employee, day, onClose }: AdjustDayDialogProps) {
  const opened = employee !== null && day !== null;
  return (
    <Modal opened={opened} onClose={onClose} title={employee && day ? `Adjust ${employee.name}, ${formatDisplayDate(day.date)}` : 'Adjust a day'} size="lg">
      {employee && day && <AdjustForm key={`${employee.id}-${day.date}`} employeeId={employee.id} day={day} onDone={onClose} />}
    </Modal>
  );
}

function AdjustForm({ employeeId, day, onDone }: { employeeId: number; day: AttendanceDay; onDone: () => void }) {
  const [timeIn, setTimeIn] = useState('');
  const [timeOut, setTimeOut] = useState('');
  const [minutes, setMinutes] = useState<Record<string, number | string>>({});
  const [absent, setAbsent] = useState<'keep' | 'yes' | 'no'>('keep');
  const [reason, setReason] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const request = useRequestAdjustment();

  const changes: AttendanceChanges = {};
  if (timeIn) changes.timeIn = instantOn(day.date, timeIn);
  if (timeOut) changes.timeOut = instantOn(timeIn && timeOut <= timeIn ? addDays(day.date, 1) : day.date, timeOut);
  for (const [key] of MINUTE_FIELDS) {
    const value = minutes[key];
    if (value !== undefined && value !== '') changes[key] = Number(value);
  }
  if (absent !== 'keep') changes.isAbsent = absent === 'yes';
  const problems = [Object.keys(changes).length === 0 ? 'Name at least one field to change' : null, reason.trim() ? null : 'A reason is required'].filter(Boolean) as string[];

  const submit = () => {
    setShowErrors(true);
    if (problems.length) return;
    request.mutate({ employeeId, date: day.date, changes, reason: reason.trim() }, { onSuccess: onDone });
  };

  return (
    <Stack gap="sm">
      <Text size="sm" c={MUTED_TEXT_COLOR}>
        As computed: in {timeText(day.timeIn)}, out {timeText(day.timeOut)}, late {day.lateMinutes} min, undertime {day.undertimeMinutes} min{day.isAbsent ? ', absent' : ''}. Fill only what should change; the change applies once another person approves it.
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput type="time" label="Time in" value={timeIn} onChange={(e) => setTimeIn(e.currentTarget.value)} />
        <TextInput type="time" label="Time out" description="Before the time in: the next day" value={timeOut} onChange={(e) => setTimeOut(e.currentTarget.value)} />
        {MINUTE_FIELDS.map(([key, label]) => (
          <NumberInput key={key} label={label} min={0} max={2880} allowDecimal={false} allowNegative={false} value={minutes[key] ?? ''} onChange={(value) => setMinutes((m) => ({ ...m, [key]: value }))} />
        ))}
      </SimpleGrid>
      <div>
        <Text size="sm" fw={500} mb={4} id="adjust-absent-label">
          Absent
        </Text>
        <SegmentedControl
          aria-labelledby="adjust-absent-label"
          value={absent}
          onChange={(value) => setAbsent(value as typeof absent)}
          data={[
            { value: 'keep', label: 'As computed' },
            { value: 'no', label: 'Not absent' },
            { value: 'yes', label: 'Absent' },
          ]}
        />
      </div>
      <Textarea label="Reason" required autosize minRows={2} maxLength={1000} value={reason} onChange={(e) => setReason(e.currentTarget.value)} error={showErrors && !reason.trim() ? 'A reason is required' : undefined} />
      {showErrors && problems.length > 0 && (
        <Alert color="red" variant="light" role="alert">
          {problems.join('. ')}.
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={submit} loading={request.isPending}>
          Send for approval
        </Button>
      </Group>
    </Stack>
  );
}
