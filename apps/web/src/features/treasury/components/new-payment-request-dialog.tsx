import { Button, NumberInput, Paper, SegmentedControl, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCashBanknote } from '@tabler/icons-react';
import { DATE_FORMAT, formatCurrency, paymentRequestRequest } from '@haligi/shared';
import { useEffect, useState } from 'react';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';
import { SelectField } from '../../../components/select-field/select-field';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import { validateWith } from '../../../lib/form-validation';
import { useCreatePaymentRequest, usePayableOrderChoices } from '../api/payment-requests-api';
import type { PayableOrder, PaymentRequest } from '../api/treasury-types';
import { isMoreThanHeld } from '../utils/money-checks';
import { orderLabel } from './order-label';

/** What is paid: an approved purchase order, or a supplier's bill that has no order. */
type Mode = 'order' | 'bill';
interface FormValues {
  mode: Mode;
  order: PayableOrder | null;
  supplierId: number | null;
  billReference: string;
  dueDate: string | null;
  amount: number | string;
  memo: string;
}
interface RequestBody {
  purchaseOrderId?: number;
  supplierId?: number;
  billReference?: string;
  dueDate?: string;
  amount: string;
  memo: string;
}

const toBody = (values: FormValues): RequestBody =>
  values.mode === 'order'
    ? { purchaseOrderId: values.order?.id, amount: String(values.amount), memo: values.memo.trim() }
    : {
        // Without a supplier the schema asks for the order: the picker stands for both.
        ...(values.supplierId ? { supplierId: values.supplierId } : {}),
        billReference: values.billReference.trim(),
        ...(values.dueDate ? { dueDate: values.dueDate } : {}),
        amount: String(values.amount),
        memo: values.memo.trim(),
      };
const validate = validateWith<RequestBody>(paymentRequestRequest, {
  purchaseOrderId: 'Purchase order',
  supplierId: 'Supplier',
  billReference: "Supplier's invoice number",
  dueDate: 'Due date',
  amount: 'Amount',
  memo: 'Memo',
});

export interface NewPaymentRequestDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The order to pay, when the dialog opens from it; otherwise one is picked. */
  order?: PayableOrder | null;
  onCreated?: (request: PaymentRequest) => void;
}

/** New request for payment: an order with a balance, how much of it (its balance by default) and why; it goes to approval. */
export function NewPaymentRequestDialog({ opened, onClose, order: fixedOrder = null, onCreated }: NewPaymentRequestDialogProps) {
  const start = (order: PayableOrder | null): FormValues => ({ mode: 'order', order, supplierId: null, billReference: '', dueDate: null, amount: order?.balance ?? '', memo: '' });
  const form = useForm<FormValues>({ initialValues: start(fixedOrder), validate: (values) => {
    const errors = validate(toBody(values));
    // The pickers are the fields the user sees for the order or the supplier.
    // The schema asks for an order or a supplier only once the other fields pass: say it at once.
    if (values.mode === 'order') return { order: values.order ? errors.purchaseOrderId : 'Purchase order is required', amount: errors.amount, memo: errors.memo };
    return {
      supplierId: values.supplierId ? errors.supplierId : 'Supplier is required',
      billReference: errors.billReference,
      dueDate: errors.dueDate,
      amount: errors.amount,
      memo: errors.memo,
    };
  } });
  const mode = form.values.mode;
  const create = useCreatePaymentRequest();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const chosen = form.values.order;
  // Once an order is picked the search box shows its label: that is not a new search.
  const searchText = chosen && search === orderLabel(chosen) ? '' : debounced;
  const choices = usePayableOrderChoices(searchText, opened && !fixedOrder);

  useEffect(() => {
    if (!opened) return;
    const values = start(fixedOrder);
    form.setValues(values);
    form.resetDirty(values);
    form.clearErrors();
    setSearch('');
    // Refilled each time it opens, for the order it opens with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, fixedOrder?.id]);

  const options = [...(chosen ? [chosen] : []), ...(choices.data ?? []).filter((o) => o.id !== chosen?.id)];
  const choose = (id: string | null) => {
    const order = options.find((o) => String(o.id) === id) ?? null;
    form.setFieldValue('order', order);
    // The whole balance by default.
    form.setFieldValue('amount', order?.balance ?? '');
    form.clearFieldError('order');
  };
  const submit = form.onSubmit((values) =>
    create.mutate(
      toBody(values),
      {
        onSuccess: (answer) => {
          onClose();
          if (answer.data) onCreated?.(answer.data);
        },
      },
    ),
  );
  const isAboveBalance = mode === 'order' && chosen !== null && isMoreThanHeld(chosen.balance, form.values.amount);

  return (
    <DialogShell
      opened={opened}
      onClose={onClose}
      isDirty={form.isDirty()}
      title="New request for payment"
      icon={<IconCashBanknote size={20} aria-hidden />}
      size="md"
      submitActions={
        <>
          <DialogCancelButton>Close</DialogCancelButton>
          <Button type="submit" form="payment-request-form" loading={create.isPending}>
            Submit for approval
          </Button>
        </>
      }
    >
      <form id="payment-request-form" onSubmit={submit} noValidate>
        <Stack gap="sm">
          {fixedOrder ? (
            <Paper withBorder p="xs" radius="sm">
              <Text size="xs" c={MUTED_TEXT_COLOR}>
                Purchase order
              </Text>
              <Text fw={600}>{fixedOrder.code}</Text>
              <Text size="sm">{fixedOrder.supplier?.name ?? 'No supplier'}</Text>
              <Text size="sm">
                Total {formatCurrency(fixedOrder.total)} · paid {formatCurrency(fixedOrder.paidAmount)} · balance <strong>{formatCurrency(fixedOrder.balance)}</strong>
              </Text>
            </Paper>
          ) : (
            <>
              <SegmentedControl
                aria-label="Pay for"
                fullWidth
                data={[
                  { value: 'order', label: 'A purchase order' },
                  { value: 'bill', label: 'A bill without an order' },
                ]}
                value={mode}
                onChange={(value) => {
                  form.setFieldValue('mode', value as Mode);
                  form.clearErrors();
                }}
              />
              {mode === 'order' ? (
              <Select
                label="Purchase order"
                required
                searchable
                clearable
                placeholder="Type an order code or a supplier"
                description="Approved orders with a balance, the largest balance first"
                searchValue={search}
                onSearchChange={setSearch}
                // The server searched already: show what it found.
                filter={({ options: found }) => found}
                data={options.map((o) => ({ value: String(o.id), label: orderLabel(o) }))}
                value={chosen ? String(chosen.id) : null}
                onChange={choose}
                nothingFoundMessage={choices.isFetching ? 'Searching...' : 'No approved order with a balance matches'}
                error={form.errors.order}
                maxDropdownHeight={280}
                comboboxProps={{ withinPortal: true }}
              />
              ) : (
                <>
                  <SelectField
                    label="Supplier"
                    required
                    apiUrl="/select-box/supplier-list"
                    isAutoSelect={false}
                    value={form.values.supplierId ?? 0}
                    onChange={(value) => {
                      form.setFieldValue('supplierId', value ? Number(value) : null);
                      form.clearFieldError('supplierId');
                    }}
                    error={form.errors.supplierId}
                  />
                  <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                    <TextInput label="Supplier's invoice number" required maxLength={100} placeholder="e.g. SI-00871" {...form.getInputProps('billReference')} />
                    <DateInput label="Due date" clearable valueFormat={DATE_FORMAT} placeholder={DATE_FORMAT} {...form.getInputProps('dueDate')} />
                  </SimpleGrid>
                </>
              )}
            </>
          )}
          <NumberInput
            label="Amount (PHP)"
            required
            min={0}
            decimalScale={2}
            fixedDecimalScale
            thousandSeparator=","
            hideControls
            description={
              chosen
                ? isAboveBalance
                  ? `More than the ${formatCurrency(chosen.balance)} balance: it will be refused.`
                  : `The order's balance is ${formatCurrency(chosen.balance)}.`
                : undefined
            }
            {...form.getInputProps('amount')}
          />
          <Textarea label="Memo" autosize minRows={2} maxLength={500} placeholder="e.g. Second of three payments, per the contract" {...form.getInputProps('memo')} />
        </Stack>
      </form>
    </DialogShell>
  );
}
