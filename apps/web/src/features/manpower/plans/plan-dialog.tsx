import { CUTOFF_RULE_LABELS, CUTOFF_RULES, PLAN_METHOD_LABELS, PLAN_METHODS_BY_KIND, planProblems, type PlanKind } from '@haligi/shared';
import { Button, Checkbox, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';
import { KIND_SCREENS, useSavePlan, type Plan } from './plans-api';

interface Draft {
  code: string;
  name: string;
  method: string;
  amount: string | number;
  cutoffRule: string;
  isTaxable: boolean;
  isDeMinimis: boolean;
  monthlyExemptLimit: string | number;
  isInFundSalary: boolean;
  isPreTax: boolean;
  daysPerYear: string | number;
  isActive: boolean;
}

const draftOf = (kind: PlanKind, plan: Plan | null): Draft => ({
  code: plan?.code ?? '',
  name: plan?.name ?? '',
  method: plan?.method ?? PLAN_METHODS_BY_KIND[kind][0],
  amount: plan ? Number(plan.amount) : 0,
  cutoffRule: plan?.cutoffRule ?? 'EVERY',
  isTaxable: plan?.isTaxable ?? true,
  isDeMinimis: plan?.monthlyExemptLimit != null,
  monthlyExemptLimit: plan?.monthlyExemptLimit != null ? Number(plan.monthlyExemptLimit) : '',
  isInFundSalary: plan?.isInFundSalary ?? false,
  isPreTax: plan?.isPreTax ?? false,
  daysPerYear: plan ? Number(plan.daysPerYear) : 5,
  isActive: plan?.isActive ?? true,
});

/** The body a draft saves: only the fields its kind has. */
function bodyOf(kind: PlanKind, d: Draft) {
  const common = { code: d.code.trim(), name: d.name.trim(), isActive: d.isActive };
  if (kind === 'SIL') return { ...common, method: 'YEARLY', daysPerYear: Number(d.daysPerYear) || 0 };
  const money = { method: d.method, amount: Number(d.amount) || 0, cutoffRule: d.cutoffRule };
  if (kind === 'DEDUCTION') return { ...common, ...money, isPreTax: d.isPreTax, isTaxable: true };
  const isTaxable = d.isTaxable;
  return { ...common, ...money, isTaxable, monthlyExemptLimit: !isTaxable && d.isDeMinimis && d.monthlyExemptLimit !== '' ? Number(d.monthlyExemptLimit) : null, isInFundSalary: d.isInFundSalary };
}

export interface PlanDialogProps {
  kind: PlanKind;
  opened: boolean;
  /** The plan to edit; null: a new one. */
  plan: Plan | null;
  onClose: () => void;
  onSaved?: (plan: Plan) => void;
}

/** Create or edit a plan of one kind: the fields that kind has, checked with the shared rules before saving. */
export function PlanDialog({ kind, opened, plan, onClose, onSaved }: PlanDialogProps) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(kind, plan));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSavePlan();
  useEffect(() => {
    if (!opened) return;
    setDraft(draftOf(kind, plan));
    setErrors({});
  }, [opened, plan, kind]);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => ({ ...e, [key]: '' }));
  };
  const submit = () => {
    const body = bodyOf(kind, draft);
    const found: Record<string, string> = {};
    if (!body.code) found.code = 'Code is required';
    if (!body.name) found.name = 'Name is required';
    const shape = { kind, method: body.method, amount: 'amount' in body ? body.amount : 0, isTaxable: 'isTaxable' in body ? body.isTaxable : true, monthlyExemptLimit: 'monthlyExemptLimit' in body ? (body.monthlyExemptLimit ?? null) : null, isInFundSalary: 'isInFundSalary' in body ? body.isInFundSalary : false, isPreTax: 'isPreTax' in body ? body.isPreTax : false, daysPerYear: 'daysPerYear' in body ? body.daysPerYear : 0 };
    for (const problem of planProblems(shape)) {
      const [field, ...rest] = problem.split(': ');
      found[field] = rest.join(': ');
    }
    if (Object.keys(found).length) return setErrors(found);
    save.mutate(plan ? { id: plan.id, ...body } : { kind, ...body }, {
      onSuccess: (answer) => {
        if (answer.data) onSaved?.(answer.data);
        onClose();
      },
    });
  };
  const screen = KIND_SCREENS[kind];
  const methods = PLAN_METHODS_BY_KIND[kind];
  return (
    <DialogShell
      opened={opened}
      onClose={onClose}
      title={plan ? `Edit ${screen.noun}` : `New ${screen.noun}`}
      icon={<IconCoins size={20} aria-hidden />}
      size="lg"
      submitActions={
        <>
          <DialogCancelButton>Close</DialogCancelButton>
          <Button onClick={submit} loading={save.isPending}>
            {plan ? 'Update plan' : 'Save plan'}
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Code" required data-autofocus maxLength={30} value={draft.code} onChange={(e) => set('code', e.currentTarget.value)} error={errors.code} placeholder="e.g. RICE" />
          <TextInput label="Name" required maxLength={200} value={draft.name} onChange={(e) => set('name', e.currentTarget.value)} error={errors.name} placeholder="e.g. Rice subsidy" />
        </SimpleGrid>
        {kind === 'SIL' ? (
          <NumberInput label="Days a year" description="Labor Code art. 95: at least 5, credited after a year of service" min={0} max={366} decimalScale={2} value={draft.daysPerYear} onChange={(v) => set('daysPerYear', v)} error={errors.daysPerYear} />
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <Select label="Method" data={methods.map((m) => ({ value: m, label: PLAN_METHOD_LABELS[m] }))} value={draft.method} onChange={(v) => v && set('method', v)} allowDeselect={false} error={errors.method} />
              <NumberInput
                label={draft.method === 'PER_DAY' ? 'Amount per day' : draft.method === 'LOAN' ? 'Default amortization' : 'Amount per cutoff'}
                min={0}
                decimalScale={2}
                fixedDecimalScale
                thousandSeparator=","
                prefix="₱"
                value={draft.amount}
                onChange={(v) => set('amount', v)}
                error={errors.amount}
              />
              <Select label="Cutoffs" data={CUTOFF_RULES.map((r) => ({ value: r, label: CUTOFF_RULE_LABELS[r] }))} value={draft.cutoffRule} onChange={(v) => v && set('cutoffRule', v)} allowDeselect={false} />
            </SimpleGrid>
            {kind === 'ALLOWANCE' && (
              <>
                <Checkbox label="Taxable" checked={draft.isTaxable} onChange={(e) => set('isTaxable', e.currentTarget.checked)} />
                {!draft.isTaxable && (
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                    <Checkbox label="De minimis (exempt up to a monthly limit)" checked={draft.isDeMinimis} onChange={(e) => set('isDeMinimis', e.currentTarget.checked)} mt="xs" />
                    {draft.isDeMinimis && (
                      <NumberInput label="Exempt a month" min={0} decimalScale={2} fixedDecimalScale thousandSeparator="," prefix="₱" value={draft.monthlyExemptLimit} onChange={(v) => set('monthlyExemptLimit', v)} error={errors.monthlyExemptLimit} />
                    )}
                  </SimpleGrid>
                )}
                <Checkbox label="Counts in the Pag-IBIG fund salary" checked={draft.isInFundSalary} onChange={(e) => set('isInFundSalary', e.currentTarget.checked)} />
              </>
            )}
            {kind === 'DEDUCTION' && <Checkbox label="Deducted before tax (union dues)" checked={draft.isPreTax} onChange={(e) => set('isPreTax', e.currentTarget.checked)} />}
          </>
        )}
        <Checkbox label="Active" checked={draft.isActive} onChange={(e) => set('isActive', e.currentTarget.checked)} />
      </Stack>
    </DialogShell>
  );
}
