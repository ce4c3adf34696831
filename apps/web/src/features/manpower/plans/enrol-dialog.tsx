import { DATE_FORMAT, manilaDate } from '@haligi/shared';
import { Button, NumberInput, SegmentedControl, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconUserPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';
import { SelectField } from '../../../components/select-field';
import { PLAN_URLS, useBulkEnrol, useEnrol, type Plan } from './plans-api';

const dateText = (value: unknown) => (value ? String(value).slice(0, 10) : '');

/** Enrol one employee (a loan: its principal and amortization), or a whole team or department. */
export function EnrolDialog({ plan, opened, onClose }: { plan: Plan; opened: boolean; onClose: () => void }) {
  const isLoan = plan.method === 'LOAN';
  const [who, setWho] = useState<'EMPLOYEE' | 'TEAM' | 'DEPARTMENT'>('EMPLOYEE');
  const [employeeId, setEmployeeId] = useState<number | null>(null);
  const [groupId, setGroupId] = useState<number | null>(null);
  const [amount, setAmount] = useState<string | number>('');
  const [principal, setPrincipal] = useState<string | number>('');
  const [amortization, setAmortization] = useState<string | number>('');
  const [startDate, setStartDate] = useState(manilaDate(new Date()));
  const [endDate, setEndDate] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const enrol = useEnrol();
  const bulk = useBulkEnrol();
  useEffect(() => {
    if (!opened) return;
    setWho('EMPLOYEE');
    setEmployeeId(null);
    setGroupId(null);
    setAmount('');
    setPrincipal('');
    setAmortization(plan.method === 'LOAN' && Number(plan.amount) > 0 ? Number(plan.amount) : '');
    setStartDate(manilaDate(new Date()));
    setEndDate('');
    setNote('');
    setErrors({});
  }, [opened, plan]);
  const submit = () => {
    const found: Record<string, string> = {};
    if (who === 'EMPLOYEE' && employeeId === null) found.employeeId = 'Choose an employee';
    if (who !== 'EMPLOYEE' && groupId === null) found.groupId = `Choose a ${who === 'TEAM' ? 'team' : 'department'}`;
    if (isLoan && !(Number(principal) > 0)) found.principal = 'Principal must be more than 0';
    if (isLoan && !(Number(amortization) > 0)) found.amortization = 'Amortization must be more than 0';
    if (!startDate) found.startDate = 'Start date is required';
    if (endDate && endDate < startDate) found.endDate = 'Must be on or after the start date';
    if (Object.keys(found).length) return setErrors(found);
    const dates = { startDate, endDate: endDate || null };
    const override = amount === '' ? null : Number(amount);
    if (who === 'EMPLOYEE') {
      enrol.mutate({ planId: plan.id, employeeId: employeeId!, ...dates, note, ...(isLoan ? { principal: Number(principal), amortization: Number(amortization) } : { amount: override }) }, { onSuccess: onClose });
    } else {
      bulk.mutate({ planId: plan.id, ...(who === 'TEAM' ? { teamId: groupId! } : { departmentId: groupId! }), ...dates, amount: override }, { onSuccess: onClose });
    }
  };
  return (
    <DialogShell
      opened={opened}
      onClose={onClose}
      title={isLoan ? 'Grant a loan' : 'Enrol employees'}
      icon={<IconUserPlus size={20} aria-hidden />}
      size="lg"
      submitActions={
        <>
          <DialogCancelButton>Close</DialogCancelButton>
          <Button onClick={submit} loading={enrol.isPending || bulk.isPending}>
            {isLoan ? 'Grant loan' : 'Enrol'}
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        {!isLoan && (
          <SegmentedControl
            aria-label="Enrol"
            value={who}
            onChange={(v) => {
              setWho(v as typeof who);
              setGroupId(null);
            }}
            data={[
              { value: 'EMPLOYEE', label: 'One employee' },
              { value: 'TEAM', label: 'A team' },
              { value: 'DEPARTMENT', label: 'A department' },
            ]}
          />
        )}
        {who === 'EMPLOYEE' ? (
          <SelectField label="Employee" required apiUrl={PLAN_URLS.employeeList} value={employeeId} onChange={(v) => { setEmployeeId(v === null ? null : Number(v)); setErrors((e) => ({ ...e, employeeId: '' })); }} error={errors.employeeId} data-autofocus />
        ) : (
          <SelectField
            key={who}
            label={who === 'TEAM' ? 'Team' : 'Department'}
            required
            apiUrl={who === 'TEAM' ? PLAN_URLS.teamList : PLAN_URLS.departmentList}
            value={groupId}
            onChange={(v) => { setGroupId(v === null ? null : Number(v)); setErrors((e) => ({ ...e, groupId: '' })); }}
            error={errors.groupId}
          />
        )}
        {isLoan ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NumberInput label="Principal" required min={0} decimalScale={2} fixedDecimalScale thousandSeparator="," prefix="₱" value={principal} onChange={setPrincipal} error={errors.principal} />
            <NumberInput label="Amortization per cutoff" required min={0} decimalScale={2} fixedDecimalScale thousandSeparator="," prefix="₱" value={amortization} onChange={setAmortization} error={errors.amortization} />
          </SimpleGrid>
        ) : (
          <NumberInput label="Amount" description={`Leave empty for the plan's ₱${plan.amount}`} min={0} decimalScale={2} fixedDecimalScale thousandSeparator="," prefix="₱" value={amount} onChange={setAmount} />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <DateInput label="From" required valueFormat={DATE_FORMAT} value={startDate} onChange={(v) => setStartDate(dateText(v))} error={errors.startDate} />
          <DateInput label="Until" clearable valueFormat={DATE_FORMAT} value={endDate || null} onChange={(v) => setEndDate(dateText(v))} error={errors.endDate} placeholder="No end" />
        </SimpleGrid>
        {who === 'EMPLOYEE' && <TextInput label="Note" maxLength={500} value={note} onChange={(e) => setNote(e.currentTarget.value)} placeholder={isLoan ? 'e.g. SSS loan no. 0123456' : undefined} />}
      </Stack>
    </DialogShell>
  );
}
