import { formatCurrency, PLAN_METHOD_LABELS, CUTOFF_RULE_LABELS, type CutoffRule, type PlanKind, type PlanMethod } from '@haligi/shared';
import { Anchor, Button, Group } from '@mantine/core';
import { IconEye, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { DataTable, StatusBadge } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { confirmAction } from '../../../lib/confirm';
import { RowAction } from '../../inventory/components/row-actions';
import { PlanDialog } from './plan-dialog';
import { KIND_SCREENS, PLAN_URLS, useDeletePlan, type Plan } from './plans-api';

/** manpower/allowance, manpower/deduction, manpower/service-incentive-leave: one kind's plans. */
export function PlansPage({ kind }: { kind: PlanKind }) {
  const screen = KIND_SCREENS[kind];
  const navigate = useNavigate();
  const [editing, setEditing] = useState<{ plan: Plan | null } | null>(null);
  const remove = useDeletePlan();
  const askDelete = async (plan: Plan) => {
    const loans = Number(plan.openBalance) !== 0 ? ' A plan whose loans still have a balance cannot be deleted.' : '';
    if (await confirmAction({ title: 'Delete plan', message: `Delete ${plan.name}?${loans}`, confirmLabel: 'Delete', isDanger: true })) remove.mutate(plan.id);
  };
  const create = () => setEditing({ plan: null });
  const pathOf = (plan: Plan) => `/member/manpower/${screen.slug}/${plan.id}`;
  return (
    <>
      <PageHeader
        title={screen.title}
        description={screen.description}
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={create}>
            New plan
          </Button>
        }
      />
      <DataTable<Plan>
        tableKey={screen.tableKey}
        apiUrl={PLAN_URLS.plan}
        fixedFilters={[{ key: 'kind', value: kind }]}
        emptyState={{ text: `No ${screen.noun}s yet. Add one, then enrol employees in it.`, action: <Button size="xs" onClick={create}>New plan</Button> }}
        cardTitle="name"
        cardFields={kind === 'SIL' ? ['daysPerYear', 'memberCount', 'isActive'] : ['amount', 'method', 'memberCount']}
        renderCell={{
          name: (row) => (
            <Anchor component={Link} to={pathOf(row)} size="sm">
              {row.name}
            </Anchor>
          ),
          method: (row) => PLAN_METHOD_LABELS[row.method as PlanMethod] ?? row.method,
          cutoffRule: (row) => CUTOFF_RULE_LABELS[row.cutoffRule as CutoffRule] ?? row.cutoffRule,
          amount: (row) => (row.method === 'LOAN' ? '-' : formatCurrency(row.amount)),
          openBalance: (row) => (row.method === 'LOAN' ? formatCurrency(row.openBalance) : '-'),
          isActive: (row) => <StatusBadge value={row.isActive ? 'Active' : 'Inactive'} tone={row.isActive ? 'green' : 'light'} />,
        }}
        renderActions={(row) => (
          <Group gap={4} wrap="nowrap">
            <RowAction label="Open" name={row.name} icon={<IconEye size={18} aria-hidden />} onClick={() => void navigate(pathOf(row))} />
            <RowAction label="Edit" name={row.name} icon={<IconPencil size={18} aria-hidden />} onClick={() => setEditing({ plan: row })} />
            <RowAction label="Delete" name={row.name} icon={<IconTrash size={18} aria-hidden />} onClick={() => void askDelete(row)} isDanger />
          </Group>
        )}
      />
      <PlanDialog kind={kind} opened={editing !== null} plan={editing?.plan ?? null} onClose={() => setEditing(null)} onSaved={(plan) => !editing?.plan && void navigate(pathOf(plan))} />
    </>
  );
}
