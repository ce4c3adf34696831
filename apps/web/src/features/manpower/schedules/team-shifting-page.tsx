import { ActionIcon, Box, Button, Group, Modal, Paper, ScrollArea, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconHandFinger } from '@tabler/icons-react';
import { addDays, formatDisplayDate, isoWeekday, manilaDate, WEEKDAYS } from '@haligi/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { SelectField } from '../../../components/select-field';
import { api } from '../../../lib/api';
import { SCHEDULE_URLS, useSetOverride, useShiftPlan, type PlanDay, type ShiftPlan } from './schedules-api';

interface ShiftOption {
  value: number;
  label: string;
  color: string;
  startTime: string;
  endTime: string;
}

const mondayOf = (date: string) => addDays(date, 1 - isoWeekday(date));
const dayHeading = (date: string) => `${WEEKDAYS[isoWeekday(date) - 1].short} ${Number(date.slice(8, 10))}`;

/** What a cell says, for the eye and for a screen reader. */
function describe(day: PlanDay, plan: ShiftPlan) {
  const shift = day.shiftId !== null ? plan.shifts.find((s) => s.id === day.shiftId) : undefined;
  const text = day.kind === 'SHIFT' ? (shift ? shift.name : 'Shift') : day.kind === 'REST_DAY' ? 'Rest day' : 'No schedule';
  const time = shift ? `${shift.startTime}–${shift.endTime}` : '';
  const mark = day.isOverride ? (day.overrideSource === 'FILING' ? 'set by a filing' : 'set by hand') : day.source === 'EMPLOYEE' ? 'own schedule' : day.source === 'TEAM' ? 'team schedule' : '';
  return { text, time, mark, color: shift?.color ?? (day.kind === 'REST_DAY' ? 'gray' : 'red') };
}

/** The picker: shifts, rest day, back to the schedule; arrow keys move, Enter picks. */
function CellPicker({
  target,
  shifts,
  onPick,
  onClose,
}: {
  target: { name: string; date: string; day: PlanDay } | null;
  shifts: ShiftOption[];
  onPick: (choice: { kind: 'SHIFT' | 'REST_DAY' | 'CLEAR'; shiftId?: number }) => void;
  onClose: () => void;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const buttons = [...(listRef.current?.querySelectorAll<HTMLButtonElement>('button:not([disabled])') ?? [])];
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    buttons[(index + (event.key === 'ArrowDown' ? 1 : buttons.length - 1)) % buttons.length]?.focus();
  };
  return (
    <Modal opened={target !== null} onClose={onClose} title={target ? `${target.name}, ${formatDisplayDate(target.date)}` : ''} size="sm" centered>
      <Stack gap={4} ref={listRef} onKeyDown={move} role="listbox" aria-label="Shift for the day">
        {shifts.map((s, index) => (
          <Button key={s.value} role="option" aria-selected={target?.day.shiftId === s.value} data-autofocus={index === 0 ? true : undefined} variant={target?.day.shiftId === s.value ? 'light' : 'subtle'} color={s.color} justify="flex-start" onClick={() => onPick({ kind: 'SHIFT', shiftId: s.value })}>
            {s.label}
          </Button>
        ))}
        <Button role="option" aria-selected={target?.day.kind === 'REST_DAY'} data-autofocus={shifts.length === 0 ? true : undefined} variant="subtle" color="gray" justify="flex-start" onClick={() => onPick({ kind: 'REST_DAY' })}>
          Rest day
        </Button>
        <Button role="option" aria-selected={false} variant="subtle" color="dark" justify="flex-start" disabled={!target?.day.isOverride} onClick={() => onPick({ kind: 'CLEAR' })}>
          Back to the schedule
        </Button>
      </Stack>
    </Modal>
  );
}

/** Manpower > Team Shifting: a team's members by the days of a week; a day can be set to another shift or a rest day. */
export function TeamShiftingPage() {
  const [teamId, setTeamId] = useState<number | null>(null);
  const [from, setFrom] = useState(() => mondayOf(manilaDate(new Date())));
  const to = addDays(from, 6);
  const plan = useShiftPlan(teamId, from, to);
  const shiftOptions = useQuery({ queryKey: ['select', SCHEDULE_URLS.shiftList, 'plan'], queryFn: ({ signal }) => api<ShiftOption[]>('GET', SCHEDULE_URLS.shiftList, { signal }) });
  const setOverride = useSetOverride();
  const [active, setActive] = useState<[number, number]>([0, 0]);
  const [picking, setPicking] = useState<{ row: number; col: number } | null>(null);
  const cells = useRef(new Map<string, HTMLTableCellElement>());
  const [focusWanted, setFocusWanted] = useState(false);

  useEffect(() => {
    if (focusWanted) cells.current.get(`${active[0]}:${active[1]}`)?.focus();
    setFocusWanted(false);
  }, [active, focusWanted]);

  const data = plan.data;
  const rows = data?.rows ?? [];

  const apply = (row: number, col: number, choice: { kind: 'SHIFT' | 'REST_DAY' | 'CLEAR'; shiftId?: number }) => {
    const member = rows[row];
    if (!member) return;
    setOverride.mutate({ employeeId: member.employee.id, date: data!.dates[col], kind: choice.kind, shiftId: choice.shiftId ?? null });
  };

  const onKey = (event: KeyboardEvent<HTMLTableCellElement>, row: number, col: number) => {
    const moves: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    if (moves[event.key]) {
      event.preventDefault();
      const [dr, dc] = moves[event.key];
      setActive([Math.min(Math.max(row + dr, 0), rows.length - 1), Math.min(Math.max(col + dc, 0), 6)]);
      setFocusWanted(true);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      setActive([row, event.key === 'Home' ? 0 : 6]);
      setFocusWanted(true);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      setPicking({ row, col });
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      if (rows[row]?.days[col]?.isOverride) apply(row, col, { kind: 'CLEAR' });
    }
  };

  const closePicker = () => {
    setPicking(null);
    setFocusWanted(true);
  };

  return (
    <>
      <PageHeader title="Team Shifting" description="Each member's shift for the week, from their schedules. Set a day to another shift or a rest day; set days are marked." />
      <Group gap="sm" mb="md" align="flex-end" wrap="wrap">
        <SelectField label="Team" apiUrl={SCHEDULE_URLS.teamList} value={teamId ?? 0} onChange={(v) => setTeamId(v ? Number(v) : null)} style={{ minWidth: 220 }} />
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="default" size="lg" aria-label="Previous week" onClick={() => setFrom(addDays(from, -7))}>
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
          <Text size="sm" fw={500} miw={170} ta="center" aria-live="polite">
            {formatDisplayDate(from)} – {formatDisplayDate(to)}
          </Text>
          <ActionIcon variant="default" size="lg" aria-label="Next week" onClick={() => setFrom(addDays(from, 7))}>
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
        </Group>
        <Button variant="subtle" size="sm" onClick={() => setFrom(mondayOf(manilaDate(new Date())))}>
          This week
        </Button>
      </Group>
      {plan.isError && <LoadError what="shift plan" error={plan.error} onRetry={() => void plan.refetch()} isRetrying={plan.isFetching} />}
      {!teamId && !plan.isError && (
        <Paper withBorder p="lg">
          <Text c="dimmed">Choose a team to see its week.</Text>
        </Paper>
      )}
      {data && rows.length === 0 && (
        <Paper withBorder p="lg">
          <Text c="dimmed">{data.team.name} has no members you can see.</Text>
        </Paper>
      )}
      {data && rows.length > 0 && (
        <>
          <Text size="xs" c="dimmed" mb={6} id="shift-grid-help">
            <IconHandFinger size={12} aria-hidden /> Arrow keys move, Enter picks a shift, Delete puts a set day back to the schedule.
          </Text>
          <ScrollArea type="auto" offsetScrollbars>
            <Box component="table" role="grid" aria-label={`${data.team.name} shifts`} aria-describedby="shift-grid-help" style={{ borderCollapse: 'separate', borderSpacing: 4, minWidth: 760 }}>
              <thead>
                <tr>
                  <Box component="th" scope="col" ta="left" style={{ position: 'sticky', left: 0, background: 'var(--mantine-color-body)', zIndex: 1 }}>
                    <Text size="sm" fw={600}>
                      Member
                    </Text>
                  </Box>
                  {data.dates.map((date) => (
                    <Box component="th" scope="col" key={date} miw={96}>
                      <Text size="sm" fw={600} c={isoWeekday(date) >= 6 ? 'dimmed' : undefined}>
                        {dayHeading(date)}
                      </Text>
                    </Box>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((member, r) => (
                  <tr key={member.employee.id}>
                    <Box component="th" scope="row" ta="left" style={{ position: 'sticky', left: 0, background: 'var(--mantine-color-body)', zIndex: 1 }} maw={180}>
                      <Text size="sm" fw={500} lineClamp={1}>
                        {member.employee.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {member.employee.employeeNo}
                        {member.employee.isLeader ? ' · Leader' : ''}
                      </Text>
                    </Box>
                    {member.days.map((day, c) => {
                      const d = describe(day, data);
                      const isActive = active[0] === r && active[1] === c;
                      return (
                        <td
                          key={day.date}
                          role="gridcell"
                          tabIndex={isActive ? 0 : -1}
                          ref={(el) => {
                            if (el) cells.current.set(`${r}:${c}`, el);
                          }}
                          data-testid={`cell-${member.employee.id}-${day.date}`}
                          data-override={day.isOverride ? 'true' : 'false'}
                          onKeyDown={(event) => onKey(event, r, c)}
                          onFocus={() => setActive([r, c])}
                          onClick={() => {
                            setActive([r, c]);
                            setPicking({ row: r, col: c });
                          }}
                          style={{
                            cursor: 'pointer',
                            padding: '6px 8px',
                            borderRadius: 6,
                            verticalAlign: 'top',
                            background: day.kind === 'SHIFT' ? `var(--mantine-color-${d.color}-light)` : day.kind === 'REST_DAY' ? 'var(--mantine-color-gray-1)' : 'transparent',
                            border: day.isOverride ? `2px dashed var(--mantine-color-${d.color === 'gray' ? 'dark' : d.color}-6)` : '1px solid var(--mantine-color-gray-3)',
                          }}
                        >
                          <Box component="span" style={{ display: 'block' }}>
                            <VisuallyHidden>{`${member.employee.name}, ${formatDisplayDate(day.date)}: `}</VisuallyHidden>
                            <Text size="xs" fw={600} c={day.kind === 'NO_SCHEDULE' ? 'red.9' : undefined} lineClamp={1}>
                              {d.text}
                            </Text>
                            <Text size="xs" c="dimmed">
                              {d.time || '\u00a0'}
                            </Text>
                            {day.isOverride && (
                              <Text size="xs" fw={600} c="dark.5">
                                {day.overrideSource === 'FILING' ? 'Filing' : 'Set'}
                              </Text>
                            )}
                            {d.mark && <VisuallyHidden>{`, ${d.mark}`}</VisuallyHidden>}
                          </Box>
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </Box>
          </ScrollArea>
        </>
      )}
      <CellPicker
        target={picking && rows[picking.row] ? { name: rows[picking.row].employee.name, date: data!.dates[picking.col], day: rows[picking.row].days[picking.col] } : null}
        shifts={shiftOptions.data ?? []}
        onClose={closePicker}
        onPick={(choice) => {
          if (picking) apply(picking.row, picking.col, choice);
          closePicker();
        }}
      />
    </>
  );
}
