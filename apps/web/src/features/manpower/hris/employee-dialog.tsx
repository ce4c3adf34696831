import { Button, Checkbox, NumberInput, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { CIVIL_STATUS_KEYS, EMPLOYMENT_STATUS, employmentDateProblems, formatGovernmentNumber, GENDER_KEYS, governmentNumberProblem, RATE_TYPE } from '@haligi/shared';
import { useEffect, useState } from 'react';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';
import { SelectField } from '../../../components/select-field';
import { HRIS_URLS, useSaveEmployee, type Employee, type EmployeeBody } from './hris-api';

export interface EmployeeDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The employee to edit; null hires one. */
  employee: Employee | null;
}

const TEXT_FIELDS = [
  'employeeNo', 'firstName', 'middleName', 'lastName', 'suffix', 'mobile', 'email', 'address', 'sssNo', 'philhealthNo', 'pagibigNo', 'tin',
  'position', 'bankName', 'bankAccountNo', 'biometricId', 'birthDate', 'hiredAt', 'regularizedAt', 'separatedAt',
] as const;
type TextField = (typeof TEXT_FIELDS)[number];
type FormValues = Record<TextField, string> & {
  gender: string | null;
  civilStatus: string | null;
  employmentStatus: string;
  branchId: number | null;
  departmentId: number | null;
  accountId: number | null;
  rateType: string;
  rate: number | string;
  isMinimumWageEarner: boolean;
};
type Errors = Partial<Record<keyof FormValues, string>>;

const GOV = { sssNo: 'sss', philhealthNo: 'philhealth', pagibigNo: 'pagibig', tin: 'tin' } as const;
const titleCase = (key: string) => key.charAt(0) + key.slice(1).toLowerCase();

function toForm(e: Employee | null): FormValues {
  const values = Object.fromEntries(TEXT_FIELDS.map((k) => [k, ''])) as Record<TextField, string>;
  if (e) for (const k of TEXT_FIELDS) values[k] = String(e[k] ?? '');
  if (e) for (const [field, kind] of Object.entries(GOV)) values[field as TextField] = formatGovernmentNumber(kind, e[field as keyof Employee] as string);
  return {
    ...values,
    gender: e?.gender ?? null,
    civilStatus: e?.civilStatus ?? null,
    employmentStatus: e?.employmentStatus ?? 'PROBATIONARY',
    branchId: e?.branchId ?? null,
    departmentId: e?.departmentId ?? null,
    accountId: e?.accountId ?? null,
    rateType: e?.rateType ?? 'DAILY',
    rate: e ? Number(e.rate) : 0,
    isMinimumWageEarner: e?.isMinimumWageEarner ?? false,
  };
}

/** New Employee / Edit Employee: the 201 file's fields (the rate changes later only through its history). */
export function EmployeeDialog({ opened, onClose, employee }: EmployeeDialogProps) {
  const [values, setValues] = useState<FormValues>(toForm(employee));
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveEmployee();

  useEffect(() => {
    if (opened) {
      setValues(toForm(employee));
      setErrors({});
    }
  }, [opened, employee]);

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));
  };
  const text = (key: TextField, label: string, props: Record<string, unknown> = {}) => (
    <TextInput label={label} value={values[key]} onChange={(e) => set(key, e.currentTarget.value)} error={errors[key]} {...props} />
  );
  const date = (key: TextField, label: string) => text(key, label, { type: 'date', max: '9999-12-31' });

  const submit = () => {
    const found: Errors = {};
    if (!values.firstName.trim()) found.firstName = 'First name is required';
    if (!values.lastName.trim()) found.lastName = 'Last name is required';
    for (const [field, kind] of Object.entries(GOV)) {
      const problem = governmentNumberProblem(kind, values[field as TextField]);
      if (problem) found[field as TextField] = problem;
    }
    const orNull = (v: string) => v || null;
    for (const [field, message] of employmentDateProblems({
      employmentStatus: values.employmentStatus,
      birthDate: orNull(values.birthDate),
      hiredAt: orNull(values.hiredAt),
      regularizedAt: orNull(values.regularizedAt),
      separatedAt: orNull(values.separatedAt),
    })) {
      found[field as TextField] = message;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body: EmployeeBody = {};
    for (const k of TEXT_FIELDS) body[k] = values[k].trim();
    for (const k of ['birthDate', 'hiredAt', 'regularizedAt', 'separatedAt', 'biometricId'] as const) body[k] = values[k].trim() || null;
    if (!employee && !values.employeeNo.trim()) delete body.employeeNo;
    Object.assign(body, {
      gender: values.gender,
      civilStatus: values.civilStatus,
      employmentStatus: values.employmentStatus,
      branchId: values.branchId,
      departmentId: values.departmentId,
      accountId: values.accountId,
      isMinimumWageEarner: values.isMinimumWageEarner,
    });
    if (!employee) Object.assign(body, { rateType: values.rateType, rate: Number(values.rate) || 0 });
    save.mutate(employee ? { id: employee.id, ...body } : body, { onSuccess: onClose });
  };

  return (
    <DialogShell
      opened={opened}
      onClose={onClose}
      title={employee ? `Edit ${employee.name}` : 'New Employee'}
      icon={<IconUserPlus size={20} aria-hidden />}
      size="xl"
      submitActions={
        <>
          <DialogCancelButton>Close</DialogCancelButton>
          <Button onClick={submit} loading={save.isPending}>
            {employee ? 'Update Employee' : 'Save Employee'}
          </Button>
        </>
      }
    >
      <Stack gap="md">
        <Title order={3} size="h5">
          Personal data
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          {text('firstName', 'First name', { required: true, 'data-autofocus': true, maxLength: 100 })}
          {text('middleName', 'Middle name', { maxLength: 100 })}
          {text('lastName', 'Last name', { required: true, maxLength: 100 })}
          {text('suffix', 'Suffix', { maxLength: 20, placeholder: 'Jr., III' })}
          <Select label="Gender" clearable data={GENDER_KEYS.map((k) => ({ value: k, label: titleCase(k) }))} value={values.gender} onChange={(v) => set('gender', v)} />
          {date('birthDate', 'Birth date')}
          <Select label="Civil status" clearable data={CIVIL_STATUS_KEYS.map((k) => ({ value: k, label: titleCase(k) }))} value={values.civilStatus} onChange={(v) => set('civilStatus', v)} />
          {text('mobile', 'Mobile', { maxLength: 30, placeholder: '0917 123 4567' })}
          {text('email', 'Email', { type: 'email', maxLength: 200 })}
        </SimpleGrid>
        {text('address', 'Address', { maxLength: 500 })}

        <Title order={3} size="h5">
          Government numbers
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {text('sssNo', 'SSS number', { placeholder: '##-#######-#' })}
          {text('philhealthNo', 'PhilHealth number', { placeholder: '##-#########-#' })}
          {text('pagibigNo', 'Pag-IBIG MID number', { placeholder: '####-####-####' })}
          {text('tin', 'TIN', { placeholder: '###-###-###-###' })}
        </SimpleGrid>

        <Title order={3} size="h5">
          Employment
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          {text('employeeNo', 'Employee No.', { maxLength: 30, placeholder: employee ? undefined : 'Next EMP number when blank' })}
          <Select
            label="Employment status"
            data={EMPLOYMENT_STATUS.list.map((s) => ({ value: s.key, label: s.label }))}
            value={values.employmentStatus}
            onChange={(v) => set('employmentStatus', v ?? 'PROBATIONARY')}
            allowDeselect={false}
          />
          {text('position', 'Position', { maxLength: 100, placeholder: 'e.g. Mason' })}
          {date('hiredAt', 'Hired')}
          {date('regularizedAt', 'Regularized')}
          {date('separatedAt', 'Separated')}
          <SelectField label="Branch" apiUrl={HRIS_URLS.branchList} isAutoSelect={false} nullOptionLabel="No branch" value={values.branchId ?? 0} onChange={(v) => set('branchId', v ? Number(v) : null)} />
          <SelectField label="Department" apiUrl={HRIS_URLS.departmentList} isAutoSelect={false} nullOptionLabel="No department" value={values.departmentId ?? 0} onChange={(v) => set('departmentId', v ? Number(v) : null)} />
        </SimpleGrid>

        <Title order={3} size="h5">
          Pay and bank
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          <Select
            label="Rate type"
            data={RATE_TYPE.list.map((s) => ({ value: s.key, label: s.label }))}
            value={values.rateType}
            onChange={(v) => set('rateType', v ?? 'DAILY')}
            allowDeselect={false}
            disabled={!!employee}
          />
          <NumberInput
            label="Rate (PHP)"
            min={0}
            decimalScale={2}
            thousandSeparator=","
            hideControls
            value={values.rate}
            onChange={(v) => set('rate', v)}
            disabled={!!employee}
            description={employee ? 'Change it in the rate history' : undefined}
          />
          <Checkbox mt={{ base: 0, xs: 30 }} label="Minimum wage earner" checked={values.isMinimumWageEarner} onChange={(e) => set('isMinimumWageEarner', e.currentTarget.checked)} />
          {text('bankName', 'Bank', { maxLength: 100 })}
          {text('bankAccountNo', 'Bank account No.', { maxLength: 40 })}
        </SimpleGrid>

        <Title order={3} size="h5">
          Timekeeping and user account
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {text('biometricId', 'Biometric ID', { maxLength: 24, description: 'The PIN the timekeeping terminals know' })}
          <SelectField label="Linked user account" apiUrl={HRIS_URLS.userList} isAutoSelect={false} nullOptionLabel="No user account" value={values.accountId ?? 0} onChange={(v) => set('accountId', v ? Number(v) : null)} />
        </SimpleGrid>
      </Stack>
    </DialogShell>
  );
}
