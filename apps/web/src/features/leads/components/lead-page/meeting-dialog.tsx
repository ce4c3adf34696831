import { Button, Stack, Textarea, TextInput } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { DialogCancelButton, DialogShell } from '../../../../components/dialog-shell';
import { useScheduleMeeting, type MeetingRecordKind } from '../../api/schedule-lead-meeting';

export interface MeetingDialogProps {
  /** The lead's or project's page it is opened from. */
  record: { kind: MeetingRecordKind; id: number; name: string };
  opened: boolean;
  onClose: () => void;
}

/** A datetime-local value is Manila time, the business time zone. */
const toInstant = (local: string) => `${local}:00+08:00`;

function nextHour(offsetHours: number) {
  const manila = new Date(Date.now() + 8 * 3_600_000);
  manila.setUTCMinutes(0, 0, 0);
  manila.setUTCHours(manila.getUTCHours() + offsetHours);
  return manila.toISOString().slice(0, 16);
}

/** Schedule Meeting -> POST /lead/{id}/meeting or /project/{id}/meeting; the meeting shows in the activity timeline and the calendar, and the invited get an .ics. */
export function MeetingDialog({ record, opened, onClose }: MeetingDialogProps) {
  const schedule = useScheduleMeeting(record.kind, record.id);
  const recordName = record.name;
  const [values, setValues] = useState({ title: '', startsAt: '', endsAt: '', place: '', description: '', attendees: '' });
  const [error, setError] = useState<{ title?: string; endsAt?: string }>({});

  useEffect(() => {
    if (opened) {
      setValues({ title: `Meeting: ${recordName}`, startsAt: nextHour(1), endsAt: nextHour(2), place: '', description: '', attendees: '' });
      setError({});
    }
  }, [opened, recordName]);

  const set = (key: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [key]: value }));
  };

  const submit = () => {
    const next: typeof error = {};
    if (!values.title.trim()) next.title = 'Title is required';
    if (!values.startsAt || !values.endsAt || values.endsAt <= values.startsAt) next.endsAt = 'The end must be after the start';
    setError(next);
    if (Object.keys(next).length > 0) return;
    schedule.mutate(
      { ...values, title: values.title.trim(), startsAt: toInstant(values.startsAt), endsAt: toInstant(values.endsAt) },
      { onSuccess: onClose },
    );
  };

  return (
    <DialogShell
      opened={opened}
      onClose={onClose}
      title="Schedule Meeting"
      icon={<IconCalendarEvent size={20} aria-hidden />}
      submitActions={
        <>
          <DialogCancelButton />
          <Button onClick={submit} loading={schedule.isPending}>
            Schedule
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <TextInput label="Title" required value={values.title} onChange={set('title')} error={error.title} />
        <TextInput label="Starts" type="datetime-local" required value={values.startsAt} onChange={set('startsAt')} />
        <TextInput label="Ends" type="datetime-local" required value={values.endsAt} onChange={set('endsAt')} error={error.endsAt} />
        <TextInput label="Place" value={values.place} onChange={set('place')} />
        <TextInput
          label="Invite"
          description="Email addresses, separated by commas: each gets an invitation to add to their calendar"
          placeholder="client@example.com, engineer@example.com"
          value={values.attendees}
          onChange={set('attendees')}
        />
        <Textarea label="Agenda" autosize minRows={3} value={values.description} onChange={set('description')} />
      </Stack>
    </DialogShell>
  );
}
