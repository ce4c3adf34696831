import { CONTRIBUTION_SPLITS, PAYROLL_FREQUENCIES, type ContributionSplit, type PayrollFrequency } from '@haligi/shared';
import { Button, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { DialogCancelButton, DialogShell } from '../../../../components/dialog-shell';
import { MUTED_TEXT_COLOR } from '../../../../components/page-header';
import { useSavePayrollGroup, type PayrollGroup, type PayrollGroupBody } from '../api/payroll-api';
import { describeCutoffStart, FREQUENCY_LABEL, SPLIT_LABEL, WEEKDAYS } from '../utils/payroll-labels';

export interface PayrollGroupDialogProps {
  opened: boolean;
  /** The group to edit, or null to create one. */
  group: PayrollGroup | null;
  onClose: () => void;
}

const FACTORS = [
  { value: '261', label: '261: five days a week' },
  { value: '313', label: '313: six days a week' },
  { value: '365', label: '365: every day' },
  { value: 'custom', label: 'Another number' },
];
const EMPTY: PayrollGroupBody = { name: '', frequency: 'SEMI_MONTHLY', workingDaysPerYear: 261, cutoffStartDay: 1, payDayOffset: 5, contributionSplit: 'HALF' };

/** Create or change a payroll group: how often it is paid, its daily-rate factor, cutoffs and contributions. */
export function PayrollGroupDialog({ opened, group, onClose }: PayrollGroupDialogProps) {
  const save = useSavePayrollGroup();
  const [form, setForm] = useState<PayrollGroupBody>(EMPTY);
  const [isCustomFactor, setIsCustomFactor] = useState(false);
  const [nameError, setNameError] = useState<string | null>(null);

  useEffect(() => {
    if (!opened) return;
    const start = group ? { name: group.name, frequency: group.frequency, workingDaysPerYear: group.workingDaysPerYear, cutoffStartDay: group.cutoffStartDay, payDayOffset: group.payDayOffset, contributionSplit: group.contributionSplit } : EMPTY;
    setForm(start);
    setIsCustomFactor(![261, 313, 365].includes(start.workingDaysPerYear));
    setNameError(null);
  }, [opened, group]);

  const set = <K extends keyof PayrollGroupBody>(key: K, value: PayrollGroupBody[K]) => setForm((current) => ({ ...current, [key]: value }));
  const isWeekly = form.frequency === 'WEEKLY';
  const isDirty = group ? JSON.stringify(form) !== JSON.stringify({ name: group.name, frequency: group.frequency, workingDaysPerYear: group.workingDaysPerYear, cutoffStartDay: group.cutoffStartDay, payDayOffset: group.payDayOffset, contributionSplit: group.contributionSplit }) : form.name.trim() !== '';

  const submit = () => {
    if (!form.name.trim()) {
      setNameError('Name is required');
      return;
    }
    save.mutate({ ...form, name: form.name.trim(), ...(group ? { id: group.id } : {}) }, { onSuccess: onClose });
  };

  return (
    <DialogShell
      opened={opened}
      onClose={onClose}
      title={group ? 'Edit Payroll Group' : 'New Payroll Group'}
      icon={<IconUsersGroup size={20} aria-hidden />}
      size="md"
      isDirty={isDirty}
      submitActions={
        <>
          <DialogCancelButton />
          <Button onClick={submit} loading={save.isPending}>
            {group ? 'Save changes' : 'Create group'}
          </Button>
        </>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <TextInput label="Name" required maxLength={120} value={form.name} onChange={(e) => set('name', e.currentTarget.value)} error={nameError} placeholder="e.g. Rizal Tower field crew" data-autofocus />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Select
              label="Pay frequency"
              allowDeselect={false}
              data={PAYROLL_FREQUENCIES.map((value) => ({ value, label: FREQUENCY_LABEL[value] }))}
              value={form.frequency}
              onChange={(value) => {
                const frequency = (value ?? 'SEMI_MONTHLY') as PayrollFrequency;
                setForm((current) => ({ ...current, frequency, cutoffStartDay: frequency === 'WEEKLY' ? Math.min(current.cutoffStartDay, 7) : current.cutoffStartDay }));
              }}
              comboboxProps={{ withinPortal: true }}
            />
            <Select
              label="Working days a year"
              description="Daily rate = monthly rate × 12 ÷ this"
              allowDeselect={false}
              data={FACTORS}
              value={isCustomFactor ? 'custom' : String(form.workingDaysPerYear)}
              onChange={(value) => {
                if (value === 'custom') setIsCustomFactor(true);
                else {
                  setIsCustomFactor(false);
                  set('workingDaysPerYear', Number(value));
                }
              }}
              comboboxProps={{ withinPortal: true }}
            />
          </SimpleGrid>
          {isCustomFactor && (
            <NumberInput label="Working days a year (200 to 366)" min={200} max={366} allowDecimal={false} value={form.workingDaysPerYear} onChange={(value) => set('workingDaysPerYear', Number(value) || 0)} />
          )}
          {isWeekly ? (
            <Select
              label="Week starts on"
              allowDeselect={false}
              data={WEEKDAYS.map((label, index) => ({ value: String(index + 1), label }))}
              value={String(form.cutoffStartDay)}
              onChange={(value) => set('cutoffStartDay', Number(value ?? 1))}
              description={describeCutoffStart(form.frequency, form.cutoffStartDay)}
              comboboxProps={{ withinPortal: true }}
            />
          ) : (
            <NumberInput
              label="Cutoff start day"
              min={1}
              max={28}
              allowDecimal={false}
              value={form.cutoffStartDay}
              onChange={(value) => set('cutoffStartDay', Number(value) || 0)}
              description={`The day the month's first cutoff starts: ${describeCutoffStart(form.frequency, form.cutoffStartDay)}. E.g. 1: 1st–15th and 16th–end; 26: 26th–10th and 11th–25th.`}
            />
          )}
          <NumberInput
            label="Pay day (days after the cutoff ends)"
            min={0}
            max={31}
            allowDecimal={false}
            value={form.payDayOffset}
            onChange={(value) => set('payDayOffset', Number(value) || 0)}
            description={form.payDayOffset === 0 ? 'Paid on the last day of the cutoff' : `Paid ${form.payDayOffset} ${form.payDayOffset === 1 ? 'day' : 'days'} after the cutoff ends`}
          />
          <Select
            label="SSS, PhilHealth and Pag-IBIG deducted"
            allowDeselect={false}
            data={CONTRIBUTION_SPLITS.map((value) => ({ value, label: SPLIT_LABEL[value] }))}
            value={form.contributionSplit}
            onChange={(value) => set('contributionSplit', (value ?? 'HALF') as ContributionSplit)}
            comboboxProps={{ withinPortal: true }}
          />
          <Text size="xs" c={MUTED_TEXT_COLOR}>
            Whatever the split, the month's last cutoff takes what is left, so a month always adds up to the table.
          </Text>
        </Stack>
      </form>
    </DialogShell>
  );
}
