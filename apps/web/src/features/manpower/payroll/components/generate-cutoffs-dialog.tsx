import { Button, NumberInput, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { DialogCancelButton, DialogShell } from '../../../../components/dialog-shell';
import { MUTED_TEXT_COLOR } from '../../../../components/page-header';
import { SelectField } from '../../../../components/select-field';
import { PAYROLL_URLS, useGenerateCutoffs } from '../api/payroll-api';
import { currentPhilippineMonth, MONTH_OPTIONS } from '../utils/months';

/** Make a group's cutoffs of a month from its rule (those missing; an overlapping one is skipped). */
export function GenerateCutoffsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const generate = useGenerateCutoffs();
  const [groupId, setGroupId] = useState<number | null>(null);
  const [year, setYear] = useState(currentPhilippineMonth().year);
  const [month, setMonth] = useState(currentPhilippineMonth().month);
  const [groupError, setGroupError] = useState<string | null>(null);

  useEffect(() => {
    if (!opened) return;
    const now = currentPhilippineMonth();
    setYear(now.year);
    setMonth(now.month);
    setGroupError(null);
  }, [opened]);

  const submit = () => {
    if (!groupId) {
      setGroupError('Pick a payroll group');
      return;
    }
    generate.mutate({ payrollGroupId: groupId, year, month }, { onSuccess: onClose });
  };

  return (
    <DialogShell
      opened={opened}
      onClose={onClose}
      title="Generate Cutoffs"
      icon={<IconCalendarPlus size={20} aria-hidden />}
      size="sm"
      submitActions={
        <>
          <DialogCancelButton />
          <Button onClick={submit} loading={generate.isPending}>
            Generate
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <SelectField label="Payroll group" required apiUrl={PAYROLL_URLS.groupList} value={groupId} onChange={(value) => setGroupId(value ? Number(value) : null)} error={groupError} comboboxProps={{ withinPortal: true }} />
        <SimpleGrid cols={2} spacing="sm">
          <Select label="Month" allowDeselect={false} data={MONTH_OPTIONS} value={String(month)} onChange={(value) => setMonth(Number(value ?? 1))} comboboxProps={{ withinPortal: true }} />
          <NumberInput label="Year" min={2000} max={2100} allowDecimal={false} value={year} onChange={(value) => setYear(Number(value) || year)} />
        </SimpleGrid>
        <Text size="xs" c={MUTED_TEXT_COLOR}>
          The cutoffs ending in that month, by the group's start day and pay day; cutoffs that already exist are kept.
        </Text>
      </Stack>
    </DialogShell>
  );
}
