import { CUTOFF_RULE_LABELS, DATE_FORMAT, formatCurrency, manilaDate, PLAN_METHOD_LABELS, type CutoffRule, type PlanKind, type PlanMethod } from '@haligi/shared';
import { Alert, Anchor, Breadcrumbs, Button, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconCalendarOff, IconCash, IconCoins, IconGift, IconPencil, IconReceipt, IconUsers, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { DataTable, StatusBadge } from '../../../components/data-table';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';
import { isNotFound, LoadError } from '../../../components/load-error';
import { MetricCard } from '../../../components/metric-card';
import { PageHeader } from '../../../components/page-header';
import { RowAction } from '../../inventory/components/row-actions';
import { EnrolDialog } from './enrol-dialog';
import { LoanDrawer } from './loan-drawer';
import { PlanDialog } from './plan-dialog';
import { KIND_SCREENS, PLAN_URLS, useEndEnrolment, usePlan, useSilGrant, type Plan, type PlanMember } from './plans-api';

/** manpower/{allowance|deduction|service-incentive-leave}/{planId}: a plan, its members, loans and SIL balances. */
export function PlanPage({ kind }: { kind: PlanKind }) {
  const planId = Number(useParams().planId);
  const screen = KIND_SCREENS[kind];
  const plan = usePlan(planId);
  const back = (
    <Breadcrumbs separator="/" aria-label="Breadcrumb" mb="xs">
      <Anchor component={Link} to={`/member/manpower/${screen.slug}`} size="sm">
        {screen.title}
      </Anchor>
      <span aria-current="page">{plan.data?.name ?? 'Plan'}</span>
    </Breadcrumbs>
  );
  if (plan.isLoading) return <Loader role="status" aria-label="Loading the plan" />;
  if (plan.isError || !plan.data || plan.data.kind !== kind) {
    return (
      <Stack gap="sm">
        {back}
        {plan.isError && !isNotFound(plan.error) ? (
          <LoadError what="plan" error={plan.error} onRetry={() => void plan.refetch()} isRetrying={plan.isFetching} />
        ) : (
          <Alert color="gray" title="Plan not found">
            This {screen.noun} does not exist or was deleted.
          </Alert>
        )}
      </Stack>
    );
  }
  return (
    <>
      {back}
      <PlanView plan={plan.data} />
    </>
  );
}

function PlanView({ plan }: { plan: Plan }) {
  const kind = plan.kind;
  const screen = KIND_SCREENS[kind];
  const isLoan = plan.method === 'LOAN';
  const [editing, setEditing] = useState(false);
  const [enrolling, setEnrolling] = useState(false);
  const [loanId, setLoanId] = useState<number | null>(null);
  const [ending, setEnding] = useState<PlanMember | null>(null);
  const grant = useSilGrant();
  const year = Number(manilaDate(new Date()).slice(0, 4));
  const memberTableKey = isLoan ? 'loanMember' : screen.memberTableKey;
  const cards =
    kind === 'SIL'
      ? [
          { label: 'Days a year', value: Number(plan.daysPerYear).toString(), icon: <IconGift size={20} />, hint: 'After a year of service' },
          { label: 'Members', value: String(plan.memberCount), icon: <IconUsers size={20} /> },
        ]
      : [
          {
            label: isLoan ? 'Open balances' : 'Amount',
            value: formatCurrency(isLoan ? plan.openBalance : plan.amount),
            icon: <IconCash size={20} />,
            hint: isLoan ? 'Sum of the loan ledgers' : plan.method === 'PER_DAY' ? 'Per day worked' : 'Per cutoff',
          },
          { label: 'Method', value: PLAN_METHOD_LABELS[plan.method as PlanMethod] ?? plan.method, icon: <IconCoins size={20} />, hint: CUTOFF_RULE_LABELS[plan.cutoffRule as CutoffRule] },
          { label: 'Tax', value: plan.taxTreatment || '-', icon: <IconReceipt size={20} />, hint: plan.isInFundSalary ? 'In the Pag-IBIG fund salary' : undefined },
          { label: 'Members', value: String(plan.memberCount), icon: <IconUsers size={20} /> },
        ];
  return (
    <>
      <PageHeader
        title={`${plan.name} (${plan.code})`}
        description={plan.isActive ? screen.description : 'Inactive: the payroll run skips this plan.'}
        actions={
          <>
            <Button variant="default" leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing(true)}>
              Edit
            </Button>
            {kind === 'SIL' && (
              <Button variant="light" leftSection={<IconGift size={16} aria-hidden />} loading={grant.isPending} onClick={() => grant.mutate({ planId: plan.id, year })}>
                Grant {year} SIL
              </Button>
            )}
            <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setEnrolling(true)} disabled={!plan.isActive}>
              {isLoan ? 'Grant loan' : 'Enrol'}
            </Button>
          </>
        }
      />
      <SimpleGrid cols={{ base: 2, md: cards.length }} spacing="sm" mb="md">
        {cards.map((card) => (
          <MetricCard key={card.label} label={card.label} value={card.value} icon={card.icon} hint={card.hint} />
        ))}
      </SimpleGrid>
      <DataTable<PlanMember>
        tableKey={memberTableKey}
        apiUrl={PLAN_URLS.member}
        fixedFilters={[{ key: 'planId', value: plan.id }]}
        caption={isLoan ? 'Loans' : 'Members'}
        emptyState={{ text: isLoan ? 'No loans yet. Grant one to an employee.' : 'Nobody is enrolled yet.', action: plan.isActive ? <Button size="xs" onClick={() => setEnrolling(true)}>{isLoan ? 'Grant loan' : 'Enrol'}</Button> : undefined }}
        cardTitle="employeeName"
        cardFields={isLoan ? ['balance', 'amortization', 'status'] : kind === 'SIL' ? ['silBalance', 'cashValue', 'silEligible'] : ['amount', 'startDate', 'status']}
        renderCell={{
          employeeName: (row) =>
            isLoan ? (
              <Anchor component="button" type="button" size="sm" onClick={() => setLoanId(row.id)}>
                {row.employeeName}
              </Anchor>
            ) : (
              row.employeeName
            ),
          amount: (row) => formatCurrency(row.amount),
          principal: (row) => formatCurrency(row.principal),
          amortization: (row) => formatCurrency(row.amortization),
          balance: (row) => formatCurrency(row.balance),
          dailyRate: (row) => formatCurrency(row.dailyRate),
          cashValue: (row) => formatCurrency(row.cashValue),
          silBalance: (row) => `${Number(row.silBalance ?? 0)} days`,
          status: (row) => <StatusBadge value={row.status} tone={row.status === 'ACTIVE' ? 'green' : row.status === 'UPCOMING' ? 'blue' : 'light'} />,
        }}
        renderActions={(row) => (
          <Group gap={4} wrap="nowrap">
            {isLoan && <RowAction label="Loan" ariaLabel={`Loan of ${row.employeeName}`} name={row.employeeName} icon={<IconCash size={18} aria-hidden />} onClick={() => setLoanId(row.id)} />}
            {row.status !== 'ENDED' && <RowAction label="End" ariaLabel={`End enrolment of ${row.employeeName}`} name={row.employeeName} icon={<IconCalendarOff size={18} aria-hidden />} onClick={() => setEnding(row)} />}
          </Group>
        )}
      />
      <PlanDialog kind={kind} opened={editing} plan={plan} onClose={() => setEditing(false)} />
      <EnrolDialog plan={plan} opened={enrolling} onClose={() => setEnrolling(false)} />
      <LoanDrawer memberId={loanId} onClose={() => setLoanId(null)} />
      <EndDialog member={ending} onClose={() => setEnding(null)} />
    </>
  );
}

function EndDialog({ member, onClose }: { member: PlanMember | null; onClose: () => void }) {
  const [endDate, setEndDate] = useState(manilaDate(new Date()));
  const end = useEndEnrolment();
  const tooEarly = member !== null && endDate < member.startDate;
  return (
    <DialogShell
      opened={member !== null}
      onClose={onClose}
      title="End enrolment"
      icon={<IconCalendarOff size={20} aria-hidden />}
      size="sm"
      submitActions={
        <>
          <DialogCancelButton>Close</DialogCancelButton>
          <Button onClick={() => member && !tooEarly && end.mutate({ id: member.id, endDate }, { onSuccess: onClose })} loading={end.isPending}>
            End enrolment
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <Text size="sm">{member ? `The last day the plan applies to ${member.employeeName}.` : ''}</Text>
        <DateInput label="Last day" required valueFormat={DATE_FORMAT} value={endDate} onChange={(v) => v && setEndDate(String(v).slice(0, 10))} error={tooEarly ? 'Must be on or after the start date' : undefined} />
      </Stack>
    </DialogShell>
  );
}
