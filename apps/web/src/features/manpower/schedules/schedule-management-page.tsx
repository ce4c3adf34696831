import { Button, Group, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { formatDisplayDate, formatMinutes } from '@haligi/shared';
import { useState } from 'react';
import { DataTable, StatusBadge } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { confirmAction } from '../../../lib/confirm';
import { RowAction } from '../../inventory/components/row-actions';
import { ScheduleDialog } from './schedule-dialog';
import { SCHEDULE_URLS, useDeleteSchedule, type Schedule } from './schedules-api';

/** The week as small badges: "Mon Day shift", rest days grey. */
export function WeekBadges({ schedule }: { schedule: Schedule }) {
  return (
    <Group gap={4} wrap="wrap">
      {schedule.days.map((d) => (
        <StatusBadge key={d.weekday} value={`${d.label.slice(0, 3)} ${d.shift ? d.shift.startTime : 'Rest'}`} tone={d.shift ? 'blue' : 'gray'} />
      ))}
    </Group>
  );
}

/** Manpower > Schedule Management: weeks of shifts and rest days. */
export function ScheduleManagementPage() {
  const [editing, setEditing] = useState<{ schedule: Schedule | null } | null>(null);
  const remove = useDeleteSchedule();
  const askDelete = async (schedule: Schedule) => {
    if (await confirmAction({ title: 'Delete schedule', message: `Delete ${schedule.name}?`, confirmLabel: 'Delete', isDanger: true })) remove.mutate(schedule.id);
  };
  const create = () => setEditing({ schedule: null });
  return (
    <>
      <PageHeader
        title="Schedule Management"
        description="A week of shifts and rest days, given to employees and teams in Individual and Team Scheduling."
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={create}>
            New schedule
          </Button>
        }
      />
      <DataTable<Schedule>
        tableKey="schedule"
        apiUrl={SCHEDULE_URLS.schedule}
        emptyState={{ text: 'Make a schedule: a shift or a rest day for each day of the week.', action: <Button size="xs" onClick={create}>New schedule</Button> }}
        cardTitle="name"
        cardFields={['week', 'workDays']}
        renderCell={{
          name: (row) => (
            <div>
              <Text size="sm" fw={500}>
                {row.name}
              </Text>
              {row.description && (
                <Text size="xs" c="dimmed">
                  {row.description}
                </Text>
              )}
            </div>
          ),
          week: (row) => <WeekBadges schedule={row} />,
          workDays: (row) => `${row.workDays} (${formatMinutes(row.weeklyMinutes)}/week)`,
          createdAt: (row) => formatDisplayDate(row.createdAt),
        }}
        renderActions={(row) => (
          <Group gap={4} wrap="nowrap">
            <RowAction label="Edit" name={row.name} icon={<IconPencil size={18} aria-hidden />} onClick={() => setEditing({ schedule: row })} />
            <RowAction label="Delete" name={row.name} icon={<IconTrash size={18} aria-hidden />} onClick={() => void askDelete(row)} isDanger />
          </Group>
        )}
      />
      <ScheduleDialog opened={editing !== null} schedule={editing?.schedule ?? null} onClose={() => setEditing(null)} />
    </>
  );
}
