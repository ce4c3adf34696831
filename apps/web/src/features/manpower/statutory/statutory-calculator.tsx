import { Button, Card, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCalculator } from '@tabler/icons-react';
import { manilaDate, TAX_PERIODS, type StatutoryAgency } from '@haligi/shared';
import { useState, type FormEvent } from 'react';
import { STATUTORY_URLS, useCalculate, type ContributionsAnswer } from './statutory-api';
import { peso } from './statutory-format';

const AMOUNT_LABELS: Record<StatutoryAgency, string> = {
  SSS: 'Monthly compensation',
  PHILHEALTH: 'Monthly basic salary',
  PAGIBIG: 'Monthly fund salary (basic + allowances)',
  TAX: 'Taxable compensation',
};

type Figures = [label: string, value: string][];

function figuresOf(agency: StatutoryAgency, answer: ContributionsAnswer): Figures {
  if (agency === 'SSS') {
    const s = answer.sss;
    return [['Monthly salary credit', s.monthlySalaryCredit], ['Employee', s.employee], ['Employer', s.employer], ['Employer EC', s.employerEc], ['Total', s.total]];
  }
  if (agency === 'PHILHEALTH') return [['Premium', answer.philhealth.premium], ['Employee', answer.philhealth.employee], ['Employer', answer.philhealth.employer]];
  return [['Employee', answer.pagibig.employee], ['Employer', answer.pagibig.employer]];
}

/** The table's calculator: asks the calculation API with the version in force on the date. */
export function StatutoryCalculator({ agency }: { agency: StatutoryAgency }) {
  const [date, setDate] = useState(() => manilaDate(new Date()));
  const [amount, setAmount] = useState('');
  const [period, setPeriod] = useState<string>('monthly');
  const [figures, setFigures] = useState<Figures | null>(null);
  const contributions = useCalculate<Record<string, string>, ContributionsAnswer>(STATUTORY_URLS.contributions);
  const tax = useCalculate<Record<string, string>, { tax: string }>(STATUTORY_URLS.withholdingTax);
  const busy = contributions.isPending || tax.isPending;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (agency === 'TAX') {
      tax.mutate({ date, period, taxableCompensation: amount }, { onSuccess: (answer) => setFigures([['Withholding tax', answer.tax]]) });
    } else {
      contributions.mutate({ date, monthlyCompensation: amount, monthlyBasicSalary: amount, pagibigFundSalary: amount }, { onSuccess: (answer) => setFigures(figuresOf(agency, answer)) });
    }
  };
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="statutory-calculator-title">
      <Group gap="xs" mb="sm">
        <IconCalculator size={20} aria-hidden />
        <Title order={2} size="h4" id="statutory-calculator-title">
          Calculator
        </Title>
      </Group>
      <form onSubmit={submit}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: agency === 'TAX' ? 3 : 2 }} spacing="sm">
            <TextInput label="Date" type="date" required value={date} onChange={(e) => setDate(e.currentTarget.value)} />
            {agency === 'TAX' && (
              <Select label="Period" data={TAX_PERIODS.map((p) => ({ value: p, label: p[0].toUpperCase() + p.slice(1) }))} value={period} onChange={(v) => setPeriod(v ?? 'monthly')} allowDeselect={false} />
            )}
            <TextInput label={AMOUNT_LABELS[agency]} required inputMode="decimal" placeholder="25000.00" value={amount} onChange={(e) => setAmount(e.currentTarget.value)} />
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={busy} leftSection={<IconCalculator size={16} aria-hidden />}>
              Calculate
            </Button>
          </Group>
          <div aria-live="polite">
            {figures && (
              <SimpleGrid cols={{ base: 2, sm: figures.length > 3 ? 5 : figures.length }} spacing="sm" data-testid="calculator-answer">
                {figures.map(([label, value]) => (
                  <div key={label}>
                    <Text size="xs" c="dimmed">
                      {label}
                    </Text>
                    <Text fw={600} data-figure={label}>
                      {peso(value)}
                    </Text>
                  </div>
                ))}
              </SimpleGrid>
            )}
          </div>
        </Stack>
      </form>
    </Card>
  );
}
