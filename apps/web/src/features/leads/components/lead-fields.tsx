import { NumberInput, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { DATE_FORMAT } from '@haligi/shared';
import { SelectField } from '../../../components/select-field';
import { SELECT_URLS } from '../api/select-lists';
import { LEAD_LABELS, type LeadForm } from '../utils/lead-form-values';
import { LocationChooser } from './location-chooser';
import { SelectWithAdd } from './select-with-add';

export interface LeadFieldsProps {
  form: UseFormReturnType<LeadForm>;
  /** The client picked (or cleared), with its option (email, contactNumber). */
  onClientChange: (clientId: number | null, option: Record<string, unknown> | null) => void;
  onAddClient: () => void;
  onAddLeadType: () => void;
}

const PESO = '₱';

/** The lead dialog's fields in the spec's order (part 1 section 2). */
export function LeadFields({ form, onClientChange, onAddClient, onAddLeadType }: LeadFieldsProps) {
  const money = (field: 'abc' | 'mmr' | 'initialCosting') => (
    <NumberInput
      label={LEAD_LABELS[field]}
      required
      min={0}
      allowNegative={false}
      decimalScale={2}
      thousandSeparator=","
      leftSection={PESO}
      {...form.getInputProps(field)}
    />
  );
  const date = (field: 'endDate' | 'startDate') => (
    <DateInput
      label={LEAD_LABELS[field]}
      required
      valueFormat={DATE_FORMAT}
      placeholder={DATE_FORMAT}
      {...form.getInputProps(field)}
      onChange={(value) => form.setFieldValue(field, value ?? '')}
    />
  );

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
      <SelectWithAdd
        label={LEAD_LABELS.clientId}
        placeholder="Choose a client"
        required
        apiUrl={SELECT_URLS.client}
        value={form.values.clientId}
        onChange={(value, option) => onClientChange(value === null ? null : Number(value), option as Record<string, unknown> | null)}
        error={form.errors.clientId}
        addLabel="Add new client"
        onAdd={onAddClient}
      />
      <SelectWithAdd
        label={LEAD_LABELS.leadType}
        placeholder="Choose a deal type"
        clearable
        apiUrl={SELECT_URLS.leadType}
        value={form.values.leadType}
        onChange={(value) => form.setFieldValue('leadType', value === null ? null : String(value))}
        error={form.errors.leadType}
        addLabel="Add new deal type"
        onAdd={onAddLeadType}
      />
      <TextInput label={LEAD_LABELS.name} required maxLength={200} {...form.getInputProps('name')} />
      {money('abc')}
      {money('mmr')}
      {money('initialCosting')}
      <LocationChooser
        label={LEAD_LABELS.locationId}
        value={form.values.locationId}
        onChange={(locationId) => form.setFieldValue('locationId', locationId)}
        error={form.errors.locationId as string | undefined}
      />
      <SelectField
        label={LEAD_LABELS.winProbability}
        required
        apiUrl={SELECT_URLS.winProbability}
        value={form.values.winProbability}
        onChange={(value) => form.setFieldValue('winProbability', value === null ? null : String(value))}
        error={form.errors.winProbability}
      />
      <Textarea label={LEAD_LABELS.contactDetails} required maxLength={500} placeholder="Filled in from the client" autosize minRows={1} maxRows={4} {...form.getInputProps('contactDetails')} />
      <SelectField
        label={LEAD_LABELS.relationshipOwnerId}
        required
        apiUrl={SELECT_URLS.user}
        value={form.values.relationshipOwnerId}
        onChange={(value) => form.setFieldValue('relationshipOwnerId', value === null ? null : Number(value))}
        error={form.errors.relationshipOwnerId}
      />
      <TextInput label={LEAD_LABELS.leadSource} required maxLength={200} placeholder="e.g. Referral, Website, PhilGEPS" {...form.getInputProps('leadSource')} />
      {date('endDate')}
      {date('startDate')}
    </SimpleGrid>
  );
}
