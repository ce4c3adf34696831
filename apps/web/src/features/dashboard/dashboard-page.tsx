import { findRouteByName } from '@haligi/shared';
import { Alert, Button, Card, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { PageHeader } from '../../components/page-header';
import { ApprovalQueueCard } from '../approvals';
import { MyTasksCard } from '../tasks';
import { canOpenRoute } from '../../lib/navigation';
import { useAccount, useSession } from '../../lib/session';
import { useDashboardSummary } from './api/get-dashboard-summary';
import { BoqsWaitingCard } from './components/boqs-waiting-card';
import { LowStockCard } from './components/low-stock-card';
import { PipelineCard } from './components/pipeline-card';
import { ProjectsCard } from './components/projects-card';

const greetingFor = (hour: number) => (hour < 12 ? 'Good morning' : hour < 18 ? 'Good afternoon' : 'Good evening');

/** Screens that show stock, in the order the low-stock card prefers to open them. */
const STOCK_SCREENS = [
  'member_asset_item_simple',
  'member_asset_item_advance',
  'member_asset_warehouse_company',
  'member_asset_warehouse_project',
  'member_asset_warehouse_intransit',
  'member_asset_warehouse_temporary',
];

/** member_dashboard: the morning view, with the sections the user's scopes allow (decision 0032). */
export function DashboardPage() {
  const account = useAccount();
  const { token } = useSession();
  const summary = useDashboardSummary();
  const data = summary.data;
  const stockScreen = STOCK_SCREENS.map(findRouteByName).find((route) => route && canOpenRoute(route, token, account));
  const hasSection = Boolean(data && (data.pipeline || data.projects || data.boqsWaiting || data.lowStock));

  return (
    <Stack gap="lg">
      <PageHeader
        title={`${greetingFor(new Date().getHours())}, ${account.firstName}`}
        description={`${account.company.name} · signed in as ${account.role.name}`}
      />
      {summary.isPending && <Loader role="status" aria-label="Loading the dashboard" />}
      {summary.isError && (
        <Alert color="red" title="The dashboard could not be loaded">
          <Text size="sm" mb="sm">
            {summary.error.message}
          </Text>
          <Button size="xs" variant="light" color="red" onClick={() => summary.refetch()} loading={summary.isFetching}>
            Retry
          </Button>
        </Alert>
      )}
      {/* The tasks and the approval queue load on their own: a failed summary does not hide them. */}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <MyTasksCard />
        <ApprovalQueueCard />
        {data?.pipeline && <PipelineCard pipeline={data.pipeline} />}
        {data?.projects && <ProjectsCard projects={data.projects} />}
        {data?.boqsWaiting && <BoqsWaitingCard boqs={data.boqsWaiting} />}
        {data?.lowStock && <LowStockCard lowStock={data.lowStock} to={stockScreen?.path ?? '/member/asset/item/simple'} />}
      </SimpleGrid>
      {data && !hasSection && (
        <Card padding="lg">
          <Text>
            Your role does not include any of the morning view&apos;s figures: the sales pipeline, projects and their BOQs, or stock. The
            navigation lists the screens you can open.
          </Text>
        </Card>
      )}
    </Stack>
  );
}
