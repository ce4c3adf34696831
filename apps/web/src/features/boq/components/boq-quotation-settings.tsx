import { Alert, Button, Group, NumberInput, SimpleGrid, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { BOQ_QUOTATION_TERMS_MAX, boqSummaryLines, formatCurrency, type BoqSettings } from '@haligi/shared';
import { IconDeviceFloppy, IconLock } from '@tabler/icons-react';
import { percentText, type QuotationSettingsValues } from '../utils/quotation-settings';

export interface BoqQuotationSettingsProps {
  settings: BoqSettings;
  totals: { boqTotal: string; boqTotalWithProfit: string };
  values: QuotationSettingsValues;
  onChange: (values: QuotationSettingsValues) => void;
  onSave: () => void;
  isSaving: boolean;
  isDirty: boolean;
}

/**
 * The quotation settings of a BOQ (OCM and contingency percentages, terms) beside the summary lines
 * they give. The summary follows the form as it is typed (the shared `boqSummaryLines`); the
 * downloads use the saved settings, so unsaved changes are pointed out.
 */
export function BoqQuotationSettings({ settings, totals, values, onChange, onSave, isSaving, isDirty }: BoqQuotationSettingsProps) {
  const readOnly = settings.readOnlyReason !== null;
  const summary = boqSummaryLines(totals, { ocmPercentage: percentText(values.ocmPercentage), contingencyPercentage: percentText(values.contingencyPercentage) });
  const set = <K extends keyof QuotationSettingsValues>(key: K, value: QuotationSettingsValues[K]) => onChange({ ...values, [key]: value });
  return (
    <Stack gap="sm" mt="md">
      <Title order={3} size="h5">
        Quotation summary
      </Title>
      {readOnly && (
        <Alert color="gray" icon={<IconLock size={16} aria-hidden />} p="xs">
          {settings.readOnlyReason}: the settings cannot be changed.
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Stack gap="xs">
          <Group grow gap="sm" align="flex-start">
            <NumberInput
              label="Overhead (OCM) %"
              description="Of the direct cost; empty for none"
              min={0}
              max={100}
              decimalScale={2}
              suffix="%"
              allowNegative={false}
              disabled={readOnly}
              value={values.ocmPercentage}
              onChange={(v) => set('ocmPercentage', v)}
            />
            <NumberInput
              label="Contingency %"
              description="Of the direct cost; empty for none"
              min={0}
              max={100}
              decimalScale={2}
              suffix="%"
              allowNegative={false}
              disabled={readOnly}
              value={values.contingencyPercentage}
              onChange={(v) => set('contingencyPercentage', v)}
            />
          </Group>
          <Textarea
            label="Quotation terms"
            description="Printed on the quotation; empty for the default terms"
            placeholder={settings.effectiveQuotationTerms}
            autosize
            minRows={3}
            maxRows={8}
            maxLength={BOQ_QUOTATION_TERMS_MAX}
            disabled={readOnly}
            value={values.quotationTerms}
            onChange={(e) => set('quotationTerms', e.currentTarget.value)}
          />
          {!readOnly && (
            <Group justify="space-between" gap="xs">
              <Text size="xs" c={isDirty ? 'orange.9' : 'dimmed'}>
                {isDirty ? 'Unsaved changes: save them to use them in the downloads' : 'Saved with this BOQ'}
              </Text>
              <Button size="xs" leftSection={<IconDeviceFloppy size={14} aria-hidden />} onClick={onSave} loading={isSaving} disabled={!isDirty}>
                Save settings
              </Button>
            </Group>
          )}
        </Stack>
        <Table data-testid="boq-summary" withTableBorder fz="sm" verticalSpacing={6} aria-label="Quotation summary">
          <Table.Tbody>
            {summary.map((line) => (
              <Table.Tr key={line.key} data-key={line.key} style={line.isTotal ? { fontWeight: 700, background: 'var(--mantine-color-gray-0)' } : undefined}>
                <Table.Td>{line.label}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatCurrency(line.amount)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </SimpleGrid>
    </Stack>
  );
}
