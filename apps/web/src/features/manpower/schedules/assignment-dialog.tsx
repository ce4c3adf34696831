import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconCalendarUser } from '@tabler/icons-react';
import { manilaDate } from '@haligi/shared';
import { useEffect, useState } from 'react';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';
import { SelectField } from '../../../components/select-field';
import { SCHEDULE_URLS, useAssignSchedule } from './schedules-api';

/** Assign Schedule: an employee's (or a team's) schedule from a date, to a date or open. */
export function AssignmentDialog({ opened, onClose, target }: { opened: boolean; onClose: () => void; target: 'EMPLOYEE' | 'TEAM' }) {
  const [assigneeId, setAssigneeId] = useState<number | null>(null);
  const [scheduleId, setScheduleId] = useState<number | null>(null);
  const [effectiveFrom, setEffectiveFrom] = useState('');
  const [effectiveTo, setEffectiveTo] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const assign = useAssignSchedule();
  const who = target === 'EMPLOYEE' ? 'Employee' : 'Team';

  useEffect(() => {
    if (opened) {
      setAssigneeId(null);
      setScheduleId(null);
      setEffectiveFrom(manilaDate(new Date()));
      setEffectiveTo('');
      setErrors({});
    }
  }, [opened]);

  const submit = () => {
    const found: Record<string, string> = {};
    if (!assigneeId) found.assignee = `Choose the ${who.toLowerCase()}`;
    if (!scheduleId) found.schedule = 'Choose the schedule';
    if (!effectiveFrom) found.from = 'Choose the first day';
    if (effectiveTo && effectiveFrom && effectiveTo < effectiveFrom) found.to = 'Must be on or after the first day';
    setErrors(found);
    if (Object.keys(found).length) return;
    assign.mutate(
      { scheduleId: scheduleId!, ...(target === 'EMPLOYEE' ? { employeeId: assigneeId! } : { teamId: assigneeId! }), effectiveFrom, effectiveTo: effectiveTo || null },
      { onSuccess: onClose },
    );
  };

  return (
    <DialogShell
      opened={opened}
      onClose={onClose}
      title={`Assign Schedule to ${target === 'EMPLOYEE' ? 'an Employee' : 'a Team'}`}
      icon={<IconCalendarUser size={20} aria-hidden />}
      size="md"
      submitActions={
        <>
          <DialogCancelButton>Close</DialogCancelButton>
          <Button onClick={submit} loading={assign.isPending}>
            Assign
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <SelectField label={who} required apiUrl={target === 'EMPLOYEE' ? SCHEDULE_URLS.employeeList : SCHEDULE_URLS.teamList} isAutoSelect={false} value={assigneeId ?? 0} onChange={(v) => setAssigneeId(v ? Number(v) : null)} error={errors.assignee} />
        <SelectField label="Schedule" required apiUrl={SCHEDULE_URLS.scheduleList} isAutoSelect={false} value={scheduleId ?? 0} onChange={(v) => setScheduleId(v ? Number(v) : null)} error={errors.schedule} />
        <SimpleGrid cols={2} spacing="sm">
          <TextInput label="From" type="date" required value={effectiveFrom} onChange={(e) => setEffectiveFrom(e.currentTarget.value)} error={errors.from} />
          <TextInput label="To (optional)" type="date" value={effectiveTo} onChange={(e) => setEffectiveTo(e.currentTarget.value)} error={errors.to} description="Empty: until changed" />
        </SimpleGrid>
      </Stack>
    </DialogShell>
  );
}
