import { Button, Group, Popover, Stack, Text, TextInput } from '@mantine/core';
import { IconCalendarOff, IconPlus } from '@tabler/icons-react';
import { formatDisplayDate, manilaDate } from '@haligi/shared';
import { useState } from 'react';
import { DataTable, StatusBadge } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { AssignmentDialog } from './assignment-dialog';
import { SCHEDULE_URLS, useEndAssignment, type Assignment } from './schedules-api';

const STATUS_COLOR = { ACTIVE: 'green', UPCOMING: 'blue', ENDED: 'gray' } as const;
const STATUS_LABEL = { ACTIVE: 'Active', UPCOMING: 'Upcoming', ENDED: 'Ended' } as const;

/** End an assignment on a chosen last day. */
function EndAssignment({ row }: { row: Assignment }) {
  const [opened, setOpened] = useState(false);
  const [date, setDate] = useState(manilaDate(new Date()));
  const end = useEndAssignment();
  if (row.status === 'ENDED') return null;
  return (
    <Popover opened={opened} onChange={setOpened} trapFocus position="bottom-end" withArrow>
      <Popover.Target>
        <Button size="compact-sm" variant="subtle" leftSection={<IconCalendarOff size={14} aria-hidden />} onClick={() => setOpened((o) => !o)} aria-label={`End ${row.schedule.name} for ${row.assignee}`}>
          End
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <TextInput label="Last day" type="date" value={date} min={row.effectiveFrom} onChange={(e) => setDate(e.currentTarget.value)} />
          <Button size="xs" loading={end.isPending} onClick={() => end.mutate({ id: row.id, effectiveTo: date }, { onSuccess: () => setOpened(false) })}>
            End assignment
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

function SchedulingPage({ target }: { target: 'EMPLOYEE' | 'TEAM' }) {
  const [assigning, setAssigning] = useState(false);
  const isEmployee = target === 'EMPLOYEE';
  const open = () => setAssigning(true);
  return (
    <>
      <PageHeader
        title={isEmployee ? 'Individual Scheduling' : 'Team Scheduling'}
        description={
          isEmployee
            ? "An employee's own schedule wins over their team's from its first day. Earlier assignments stay as history."
            : "A team's schedule applies to every member without a schedule of their own."
        }
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={open}>
            Assign schedule
          </Button>
        }
      />
      <DataTable<Assignment>
        tableKey="schedule-assignment"
        apiUrl={SCHEDULE_URLS.assignment}
        fixedFilters={[{ key: 'target', value: target }]}
        emptyState={{ text: isEmployee ? 'No employee has a schedule of their own yet.' : 'No team has a schedule yet.', action: <Button size="xs" onClick={open}>Assign schedule</Button> }}
        cardTitle="assignee"
        cardFields={['schedule', 'effectiveFrom', 'effectiveTo', 'status']}
        renderCell={{
          assignee: (row) => (
            <Text size="sm" fw={500}>
              {row.assignee}
            </Text>
          ),
          schedule: (row) => row.schedule.name,
          effectiveFrom: (row) => formatDisplayDate(row.effectiveFrom),
          effectiveTo: (row) => (row.effectiveTo ? formatDisplayDate(row.effectiveTo) : 'Open'),
          status: (row) => (
            <span style={{ display: 'inline-block', minWidth: 'max-content' }}>
              <StatusBadge value={STATUS_LABEL[row.status]} tone={STATUS_COLOR[row.status]} />
            </span>
          ),
        }}
        renderActions={(row) => (
          <Group gap={4} wrap="nowrap">
            <EndAssignment row={row} />
          </Group>
        )}
      />
      <AssignmentDialog opened={assigning} target={target} onClose={() => setAssigning(false)} />
    </>
  );
}

/** Manpower > Individual Scheduling */
export const IndividualSchedulingPage = () => <SchedulingPage target="EMPLOYEE" />;
/** Manpower > Team Scheduling */
export const TeamSchedulingPage = () => <SchedulingPage target="TEAM" />;
