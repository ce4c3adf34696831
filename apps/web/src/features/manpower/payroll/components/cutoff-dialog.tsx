import { formatDisplayDate } from '@haligi/shared';
import { Button, Checkbox, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { DialogCancelButton, DialogShell } from '../../../../components/dialog-shell';
import { MUTED_TEXT_COLOR } from '../../../../components/page-header';
import { SelectField } from '../../../../components/select-field';
import { PAYROLL_URLS, useCreateCutoff, useUpdateCutoff, type Cutoff } from '../api/payroll-api';

export interface CutoffDialogProps {
  opened: boolean;
  /** The open cutoff to change, or null to make one by hand. */
  cutoff: Cutoff | null;
  onClose: () => void;
}

type Form = { payrollGroupId: number | null; periodStart: string; periodEnd: string; payDate: string; includeThirteenthMonth: boolean; includeSilConversion: boolean };
const EMPTY: Form = { payrollGroupId: null, periodStart: '', periodEnd: '', payDate: '', includeThirteenthMonth: false, includeSilConversion: false };

/** A cutoff by hand (group and dates; pay date from the group's rule when left blank), or an open one's pay date and inclusions. */
export function CutoffDialog({ opened, cutoff, onClose }: CutoffDialogProps) {
  const create = useCreateCutoff();
  const update = useUpdateCutoff();
  const [form, setForm] = useState<Form>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Form, string>>>({});

  useEffect(() => {
    if (!opened) return;
    setForm(cutoff ? { payrollGroupId: cutoff.payrollGroupId, periodStart: cutoff.periodStart, periodEnd: cutoff.periodEnd, payDate: cutoff.payDate, includeThirteenthMonth: cutoff.includeThirteenthMonth, includeSilConversion: cutoff.includeSilConversion } : EMPTY);
    setErrors({});
  }, [opened, cutoff]);

  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((current) => ({ ...current, [key]: value }));
  const submit = () => {
    if (cutoff) {
      if (!form.payDate) return setErrors({ payDate: 'Pay date is required' });
      update.mutate({ id: cutoff.id, payDate: form.payDate, includeThirteenthMonth: form.includeThirteenthMonth, includeSilConversion: form.includeSilConversion }, { onSuccess: onClose });
      return;
    }
    const next: typeof errors = {
      payrollGroupId: form.payrollGroupId ? undefined : 'Pick a payroll group',
      periodStart: form.periodStart ? undefined : 'From is required',
      periodEnd: !form.periodEnd ? 'To is required' : form.periodStart && form.periodEnd < form.periodStart ? 'To must be on or after From' : undefined,
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    create.mutate(
      {
        payrollGroupId: form.payrollGroupId!,
        periodStart: form.periodStart,
        periodEnd: form.periodEnd,
        ...(form.payDate ? { payDate: form.payDate } : {}),
        includeThirteenthMonth: form.includeThirteenthMonth,
        includeSilConversion: form.includeSilConversion,
      },
      { onSuccess: onClose },
    );
  };

  return (
    <DialogShell
      opened={opened}
      onClose={onClose}
      title={cutoff ? `Edit Cutoff ${cutoff.code}` : 'New Cutoff'}
      icon={<IconCalendarEvent size={20} aria-hidden />}
      size="md"
      submitActions={
        <>
          <DialogCancelButton />
          <Button onClick={submit} loading={create.isPending || update.isPending}>
            {cutoff ? 'Save changes' : 'Create cutoff'}
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        {cutoff ? (
          <Text size="sm">
            {cutoff.payrollGroupName} · {formatDisplayDate(cutoff.periodStart)} – {formatDisplayDate(cutoff.periodEnd)}
          </Text>
        ) : (
          <>
            <SelectField label="Payroll group" required apiUrl={PAYROLL_URLS.groupList} isAutoSelect={false} value={form.payrollGroupId} onChange={(value) => set('payrollGroupId', value ? Number(value) : null)} error={errors.payrollGroupId} comboboxProps={{ withinPortal: true }} />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextInput label="From" type="date" required value={form.periodStart} onChange={(e) => set('periodStart', e.currentTarget.value)} error={errors.periodStart} />
              <TextInput label="To" type="date" required value={form.periodEnd} onChange={(e) => set('periodEnd', e.currentTarget.value)} error={errors.periodEnd} />
            </SimpleGrid>
          </>
        )}
        <TextInput
          label="Pay date"
          type="date"
          required={!!cutoff}
          value={form.payDate}
          onChange={(e) => set('payDate', e.currentTarget.value)}
          error={errors.payDate}
          description={cutoff ? undefined : "Blank: the group's pay day after the cutoff ends"}
        />
        <Checkbox label="Include 13th month pay" description="Basic pay earned this year ÷ 12, less what was already paid" checked={form.includeThirteenthMonth} onChange={(e) => set('includeThirteenthMonth', e.currentTarget.checked)} />
        <Checkbox label="Convert unused service incentive leave to cash" description="Unused SIL days of the year at the daily rate" checked={form.includeSilConversion} onChange={(e) => set('includeSilConversion', e.currentTarget.checked)} />
        <Text size="xs" c={MUTED_TEXT_COLOR}>
          Only an open cutoff can be changed; once run and approved it is adjusted in a later cutoff.
        </Text>
      </Stack>
    </DialogShell>
  );
}
