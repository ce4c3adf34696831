import '@mantine/charts/styles.css';
import { Alert, Card, Loader, SimpleGrid, Title } from '@mantine/core';
import { IconChartBar, IconCoin, IconPercentage, IconTargetArrow } from '@tabler/icons-react';
import { formatCurrencyCompact } from '@haligi/shared';
import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/page-header';
import { useLeadDashboard } from '../api/get-lead-dashboard';
import { ClosingThisMonth } from '../components/dashboard/closing-this-month';
import { RankedList } from '../components/dashboard/ranked-list';
import { StageBarChart } from '../components/dashboard/stage-bar-chart';
import { LeadsTabs } from '../components/leads-tabs';
import { MetricCard } from '../../../components/metric-card';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card padding="lg">
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** Leads > Dashboard: the pipeline at a glance (GET /lead/dashboard). */
export function LeadsDashboardPage() {
  const dashboard = useLeadDashboard();
  const data = dashboard.data;

  return (
    <>
      <PageHeader title="Leads Dashboard" description="Open pipeline, forecast and where the deals come from." />
      <LeadsTabs />
      {dashboard.isLoading && <Loader role="status" aria-label="Loading the dashboard" />}
      {dashboard.isError && <Alert color="red" title="The dashboard could not be loaded">{dashboard.error.message}</Alert>}
      {data && (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md" mb="md">
            <MetricCard label="Open leads" value={data.openCount} icon={<IconTargetArrow size={20} />} />
            <MetricCard label="Pipeline value" value={formatCurrencyCompact(data.openTotal.raw)} hint={data.openTotal.formatted} icon={<IconCoin size={20} />} />
            <MetricCard
              label="Weighted forecast"
              value={formatCurrencyCompact(data.forecast.raw)}
              hint="Open budgets times win probability"
              icon={<IconChartBar size={20} />}
            />
            <MetricCard label="Win rate" value={`${Math.round(data.winRate * 100)}%`} hint="Won of won and lost" icon={<IconPercentage size={20} />} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" mb="md">
            <Panel title="Leads by stage">
              <StageBarChart
                label={`Leads by stage: ${data.byStage.map((s) => `${s.label} ${s.count}`).join(', ')}`}
                bars={data.byStage.map((s) => ({ label: s.label, color: s.color, value: s.count }))}
                formatValue={(v) => String(v)}
              />
            </Panel>
            <Panel title="Value by stage">
              <StageBarChart
                label={`Value by stage: ${data.byStage.map((s) => `${s.label} ${s.total.formatted}`).join(', ')}`}
                bars={data.byStage.map((s) => ({ label: s.label, color: s.color, value: Number(s.total.raw) }))}
                formatValue={(v) => formatCurrencyCompact(v)}
              />
            </Panel>
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
            <Panel title="By source">
              <RankedList
                emptyText="No leads yet."
                rows={data.bySource.map((s) => ({ key: s.source, label: s.source || 'Unknown', count: s.count, total: s.total.raw }))}
              />
            </Panel>
            <Panel title="By owner">
              <RankedList
                emptyText="No leads yet."
                rows={data.byOwner.map((o) => ({ key: o.ownerId, label: o.name, count: o.count, total: o.total.raw }))}
              />
            </Panel>
            <Panel title="Closing this month">
              <ClosingThisMonth leads={data.closingThisMonth} />
            </Panel>
          </SimpleGrid>
        </>
      )}
    </>
  );
}
