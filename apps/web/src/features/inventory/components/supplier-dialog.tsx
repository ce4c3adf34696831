import { EWT_CODES } from '@haligi/shared';
import { Button, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';
import { useSupplier } from '../api/get-supplier';
import type { Supplier } from '../api/inventory-types';
import { useSaveSupplier, type SupplierBody } from '../api/save-supplier';

export interface SupplierDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The supplier to edit (its row); null adds one. */
  supplier: Supplier | null;
}

type FormValues = Omit<SupplierBody, 'id'>;
type Errors = Partial<Record<keyof FormValues, string>>;

const toForm = (supplier: Supplier | null | undefined): FormValues => ({
  name: supplier?.name ?? '',
  contactPerson: supplier?.contactPerson ?? '',
  contactNumber: supplier?.contactNumber ?? '',
  email: supplier?.email ?? '',
  address: supplier?.address ?? '',
  tin: supplier?.tin ?? '',
  paymentTerms: supplier?.paymentTerms ?? '',
  ewtAtc: supplier?.ewtAtc ?? null,
});

/** The withholding codes as choices: "WC158 · 1% · Purchase of goods...". */
const EWT_OPTIONS = EWT_CODES.map((c) => ({ value: c.atc, label: `${c.atc} · ${c.rate}% · ${c.description}` }));

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Add Supplier / Edit Supplier. A failed save keeps the dialog and its input (DECISIONS). */
export function SupplierDialog({ opened, onClose, supplier }: SupplierDialogProps) {
  // Editing reads the whole record: a table row may leave fields out.
  const stored = useSupplier(opened && supplier ? supplier.id : null);
  const [values, setValues] = useState<FormValues>(toForm(supplier));
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveSupplier();

  useEffect(() => {
    if (opened) {
      setValues(toForm(supplier));
      setErrors({});
    }
  }, [opened, supplier]);
  useEffect(() => {
    if (opened && stored.data) setValues(toForm(stored.data));
  }, [opened, stored.data]);

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));
  };

  const submit = () => {
    const found: Errors = {};
    if (!values.name.trim()) found.name = 'Name is required';
    if (values.email.trim() && !EMAIL.test(values.email.trim())) found.email = 'Email must be an email';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value])) as FormValues;
    save.mutate(supplier ? { id: supplier.id, ...body } : body, { onSuccess: onClose });
  };

  const text = (key: Exclude<keyof FormValues, 'ewtAtc'>, label: string, extra: Record<string, unknown> = {}) => (
    <TextInput label={label} maxLength={200} value={values[key]} onChange={(e) => set(key, e.currentTarget.value)} error={errors[key]} {...extra} />
  );

  return (
    <DialogShell
      opened={opened}
      onClose={onClose}
      title={supplier ? 'Edit Supplier' : 'Add Supplier'}
      icon={<IconTruckDelivery size={20} aria-hidden />}
      size="lg"
      submitActions={
        <>
          <DialogCancelButton>Close</DialogCancelButton>
          <Button onClick={submit} loading={save.isPending}>
            {supplier ? 'Update Supplier' : 'Save Supplier'}
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        {text('name', 'Name', { required: true, 'data-autofocus': true })}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {text('contactPerson', 'Contact Person')}
          {text('contactNumber', 'Contact Number', { type: 'tel', maxLength: 50 })}
          {text('email', 'Email', { type: 'email' })}
          {text('tin', 'TIN', { maxLength: 50 })}
        </SimpleGrid>
        {text('address', 'Address', { maxLength: 500 })}
        {text('paymentTerms', 'Payment Terms', { placeholder: 'e.g. 30 days after delivery' })}
        <Select
          label="Expanded withholding tax"
          description="Withheld from each payment to this supplier and certified on BIR Form 2307"
          placeholder="None withheld"
          data={EWT_OPTIONS}
          value={values.ewtAtc}
          onChange={(value) => set('ewtAtc', value)}
          clearable
          searchable
          comboboxProps={{ withinPortal: true }}
        />
      </Stack>
    </DialogShell>
  );
}
