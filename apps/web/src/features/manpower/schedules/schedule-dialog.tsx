import { Button, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import { IconCalendarWeek } from '@tabler/icons-react';
import { WEEKDAYS } from '@haligi/shared';
import { useEffect, useState } from 'react';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';
import { SelectField } from '../../../components/select-field';
import { SCHEDULE_URLS, useSaveSchedule, type Schedule } from './schedules-api';

const REST = 0;
type Week = Record<number, number>;
const toWeek = (schedule: Schedule | null): Week => Object.fromEntries(WEEKDAYS.map(({ weekday }) => [weekday, schedule?.days.find((d) => d.weekday === weekday)?.shift?.id ?? REST]));

/** New Schedule / Edit Schedule: a shift or a rest day for each weekday. */
export function ScheduleDialog({ opened, onClose, schedule }: { opened: boolean; onClose: () => void; schedule: Schedule | null }) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [week, setWeek] = useState<Week>(toWeek(null));
  const [nameError, setNameError] = useState<string>();
  const save = useSaveSchedule();

  useEffect(() => {
    if (opened) {
      setName(schedule?.name ?? '');
      setDescription(schedule?.description ?? '');
      setWeek(toWeek(schedule));
      setNameError(undefined);
    }
  }, [opened, schedule]);

  const submit = () => {
    if (!name.trim()) {
      setNameError('Name is required');
      return;
    }
    const days = WEEKDAYS.map(({ weekday }) => ({ weekday, shiftId: week[weekday] ? week[weekday] : null }));
    save.mutate({ ...(schedule ? { id: schedule.id } : {}), name: name.trim(), description: description.trim(), days }, { onSuccess: onClose });
  };
  const workDays = WEEKDAYS.filter(({ weekday }) => week[weekday]).length;

  return (
    <DialogShell
      opened={opened}
      onClose={onClose}
      title={schedule ? 'Edit Schedule' : 'New Schedule'}
      icon={<IconCalendarWeek size={20} aria-hidden />}
      size="md"
      submitActions={
        <>
          <DialogCancelButton>Close</DialogCancelButton>
          <Button onClick={submit} loading={save.isPending}>
            {schedule ? 'Update Schedule' : 'Save Schedule'}
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <TextInput label="Name" required maxLength={100} data-autofocus value={name} onChange={(e) => { setName(e.currentTarget.value); setNameError(undefined); }} error={nameError} placeholder="e.g. Mon–Sat day shift" />
        <Textarea label="Description" maxLength={500} autosize minRows={1} value={description} onChange={(e) => setDescription(e.currentTarget.value)} />
        <Table verticalSpacing={4} withRowBorders={false}>
          <Table.Tbody>
            {WEEKDAYS.map(({ weekday, label }) => (
              <Table.Tr key={weekday}>
                <Table.Td w={110}>
                  <Text size="sm" fw={500} id={`weekday-${weekday}`}>
                    {label}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <SelectField
                    aria-label={`${label} shift`}
                    apiUrl={SCHEDULE_URLS.shiftList}
                    nullOptionLabel="Rest day"
                    isAutoSelect={false}
                    value={week[weekday]}
                    onChange={(v) => setWeek((w) => ({ ...w, [weekday]: Number(v) || REST }))}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="sm" c="dimmed">
          {workDays} work day{workDays === 1 ? '' : 's'}, {7 - workDays} rest day{7 - workDays === 1 ? '' : 's'}
        </Text>
      </Stack>
    </DialogShell>
  );
}
