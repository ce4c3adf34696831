import { FILING_TYPE, type FilingType } from '@haligi/shared';
import { Button, Checkbox, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { DialogCancelButton, DialogShell } from '../../../../components/dialog-shell';
import { SelectField } from '../../../../components/select-field';
import { useCreateFiling, useLeaveTypes } from '../api/filings-api';

export interface FileFilingDialogProps {
  opened: boolean;
  onClose: () => void;
  onFiled?: (id: number) => void;
  /** Another employee (HR): picked in the dialog when set. */
  forOthers?: boolean;
}

const EMPTY = {
  type: 'LEAVE' as FilingType,
  employeeId: null as number | null,
  dateFrom: '',
  dateTo: '',
  startTime: '',
  endTime: '',
  leaveTypeId: null as number | null,
  isHalfDay: false,
  shiftId: null as number | null,
  timeIn: '',
  timeOut: '',
  reason: '',
};

/** Per type the fields it needs; the server checks them all again (shared `filingProblems`). */
const ONE_DAY: FilingType[] = ['OVERTIME', 'ATTENDANCE_CORRECTION'];

/** "File": a leave, overtime, official business, schedule adjustment or attendance correction. */
export function FileFilingDialog({ opened, onClose, onFiled, forOthers = false }: FileFilingDialogProps) {
  const [values, setValues] = useState(EMPTY);
  const create = useCreateFiling();
  const leaveTypes = useLeaveTypes(opened);
  useEffect(() => {
    if (opened) setValues(EMPTY);
  }, [opened]);
  const set = <K extends keyof typeof EMPTY>(key: K, value: (typeof EMPTY)[K]) => setValues((v) => ({ ...v, [key]: value }));
  const input = (key: 'dateFrom' | 'dateTo' | 'startTime' | 'endTime' | 'timeIn' | 'timeOut' | 'reason') => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    set(key, event.currentTarget.value);
  const oneDay = ONE_DAY.includes(values.type) || (values.type === 'LEAVE' && values.isHalfDay);

  const submit = () => {
    const { type } = values;
    const body: Record<string, unknown> = { type, dateFrom: values.dateFrom, dateTo: oneDay ? values.dateFrom : values.dateTo || values.dateFrom, reason: values.reason };
    if (forOthers && values.employeeId) body.employeeId = values.employeeId;
    if (type === 'LEAVE') Object.assign(body, { leaveTypeId: values.leaveTypeId, isHalfDay: values.isHalfDay });
    if (type === 'OVERTIME' || type === 'OFFICIAL_BUSINESS') Object.assign(body, { startTime: values.startTime || null, endTime: values.endTime || null });
    if (type === 'SCHEDULE_ADJUSTMENT') body.shiftId = values.shiftId || null;
    if (type === 'ATTENDANCE_CORRECTION') Object.assign(body, { timeIn: values.timeIn || null, timeOut: values.timeOut || null });
    create.mutate(body, {
      onSuccess: (answer) => {
        onClose();
        if (answer.data) onFiled?.(answer.data.id);
      },
    });
  };

  return (
    <DialogShell
      opened={opened}
      onClose={onClose}
      title="File"
      icon={<IconFileText size={20} aria-hidden />}
      submitActions={
        <>
          <DialogCancelButton />
          <Button onClick={submit} loading={create.isPending}>
            Submit filing
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <Select
          label="Type"
          required
          allowDeselect={false}
          data={FILING_TYPE.list.map((t) => ({ value: t.key, label: t.label }))}
          value={values.type}
          onChange={(value) => value && set('type', value as FilingType)}
          data-autofocus
        />
        {forOthers && (
          <SelectField
            label="Employee"
            description="Leave empty to file for yourself"
            apiUrl="/select-box/employee-list"
            isAutoSelect={false}
            clearable
            value={values.employeeId}
            onChange={(value) => set('employeeId', value === null ? null : Number(value))}
          />
        )}
        {values.type === 'LEAVE' && (
          <Select
            label="Leave type"
            required
            data={(leaveTypes.data?.list ?? []).map((t) => ({ value: String(t.id), label: `${t.name} (${t.code})` }))}
            value={values.leaveTypeId === null ? null : String(values.leaveTypeId)}
            onChange={(value) => set('leaveTypeId', value === null ? null : Number(value))}
          />
        )}
        <Group grow gap="sm" align="flex-start" wrap="wrap">
          <TextInput label={oneDay ? 'Date' : 'From'} type="date" required value={values.dateFrom} onChange={input('dateFrom')} miw={150} />
          {!oneDay && <TextInput label="To" type="date" required value={values.dateTo} onChange={input('dateTo')} miw={150} />}
        </Group>
        {values.type === 'LEAVE' && <Checkbox label="Half day" checked={values.isHalfDay} onChange={(event) => set('isHalfDay', event.currentTarget.checked)} />}
        {(values.type === 'OVERTIME' || values.type === 'OFFICIAL_BUSINESS') && (
          <Group grow gap="sm" align="flex-start" wrap="wrap">
            <TextInput label="Start time" type="time" required={values.type === 'OVERTIME'} value={values.startTime} onChange={input('startTime')} miw={120} />
            <TextInput label="End time" type="time" required={values.type === 'OVERTIME'} value={values.endTime} onChange={input('endTime')} miw={120} />
          </Group>
        )}
        {values.type === 'SCHEDULE_ADJUSTMENT' && (
          <SelectField
            label="Shift"
            apiUrl="/select-box/shift-list"
            nullOptionLabel="Rest day"
            isAutoSelect={false}
            value={values.shiftId ?? 0}
            onChange={(value) => set('shiftId', value ? Number(value) : null)}
          />
        )}
        {values.type === 'ATTENDANCE_CORRECTION' && (
          <Group grow gap="sm" align="flex-start" wrap="wrap">
            <TextInput label="Time in" type="time" value={values.timeIn} onChange={input('timeIn')} miw={120} />
            <TextInput label="Time out" type="time" value={values.timeOut} onChange={input('timeOut')} miw={120} />
          </Group>
        )}
        <Textarea label="Reason" required autosize minRows={2} value={values.reason} onChange={input('reason')} />
      </Stack>
    </DialogShell>
  );
}
