import { Alert, Anchor, Breadcrumbs, Button, Card, Grid, Group, Loader, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconCalendarTime, IconCash, IconChecklist, IconEdit, IconMapPin, IconTrash, IconUser } from '@tabler/icons-react';
import { daysRemaining, PROJECT_STAGES, formatDisplayDate } from '@haligi/shared';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ActivityTimeline } from '../../../components/activity-timeline';
import { DocumentsCard } from '../../../components/record-documents';
import { MetricCard } from '../../../components/metric-card';
import { StageBadge } from '../../../components/stage-badge';
import { BoqDialog } from '../../boq';
import { MeetingDialog } from '../../leads';
import { TaskDialog } from '../../tasks';
import { useProject } from '../api/get-project';
import { DeleteProjectDialog } from '../components/delete-project-dialog';
import { isNotFound, LoadError } from '../../../components/load-error';
import { LatestBoqCard } from '../components/latest-boq-card';
import { ProjectPurchasingTab } from '../components/project-purchasing-tab';
import { ProjectDialog } from '../components/project-dialog';

const day = (value: string | null) => (value ? formatDisplayDate(value) : 'Not set');
const describeDays = (value: ReturnType<typeof daysRemaining>) => (typeof value === 'number' ? `${value} ${value === 1 ? 'day' : 'days'}` : value);

/** The project page: figures, BOQ and activity (Schedule Meeting and Create Task add to it and the calendar); its purchasing on a tab. */
export function ProjectPage() {
  const projectId = Number(useParams().id);
  const project = useProject(projectId);
  const navigate = useNavigate();
  const [open, setOpen] = useState<'edit' | 'delete' | 'meeting' | 'task' | null>(null);
  // The BOQ dialog is deep-linked: ?boq={id}.
  const [searchParams, setSearchParams] = useSearchParams();
  const boqId = Number(searchParams.get('boq')) || null;
  // The tab is in the address too (?tab=purchasing), so a link can open it.
  const tab = searchParams.get('tab') === 'purchasing' ? 'purchasing' : 'overview';
  const showTab = (value: string | null) =>
    setSearchParams((params) => {
      if (value === 'purchasing') params.set('tab', value);
      else params.delete('tab');
      return params;
    });
  const showBoq = (id: number | null) =>
    setSearchParams((params) => {
      if (id === null) params.delete('boq');
      else params.set('boq', String(id));
      return params;
    });

  if (project.isLoading) return <Loader role="status" aria-label="Loading the project" />;
  if (!project.data) {
    return (
      <Stack gap="md" align="flex-start">
        <Title order={1} size="h2">
          Project
        </Title>
        {project.isError && !isNotFound(project.error) ? (
          <LoadError what="project" error={project.error} onRetry={() => void project.refetch()} isRetrying={project.isFetching} />
        ) : (
          <Alert color="red" title="The project could not be loaded">
            {project.error?.message ?? 'The project was not found.'}
          </Alert>
        )}
        <Button component={Link} to="/member/project" variant="default">
          Back to projects
        </Button>
      </Stack>
    );
  }
  const data = project.data;
  const stage = PROJECT_STAGES.find((s) => s.key === data.boardKey) ?? { label: data.boardKey, color: 'gray' };

  return (
    <>
      <Stack gap="sm" mb="md">
        <Breadcrumbs separator="/" aria-label="Breadcrumb">
          <Anchor component={Link} to="/member/dashboard" size="sm">
            Dashboard
          </Anchor>
          <Anchor component={Link} to="/member/project" size="sm">
            Projects
          </Anchor>
          <Anchor component={Link} to={`/member/project/${data.id}`} size="sm" aria-current="page" c="inherit">
            {data.name}
          </Anchor>
        </Breadcrumbs>
        <Group justify="space-between" align="flex-end" gap="sm">
          <Group gap="sm" style={{ minWidth: 0 }}>
            <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
              {data.name}
            </Title>
            <StageBadge label={stage.label} color={stage.color} size="lg" />
          </Group>
          <Group gap="xs">
            <Button variant="light" leftSection={<IconCalendarEvent size={16} aria-hidden />} onClick={() => setOpen('meeting')}>
              Schedule Meeting
            </Button>
            <Button variant="light" leftSection={<IconChecklist size={16} aria-hidden />} onClick={() => setOpen('task')}>
              Create Task
            </Button>
            <Button variant="default" leftSection={<IconEdit size={16} aria-hidden />} onClick={() => setOpen('edit')}>
              Edit Project
            </Button>
            <Button color="red.9" variant="outline" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setOpen('delete')}>
              Delete
            </Button>
          </Group>
        </Group>
      </Stack>
      <Tabs value={tab} onChange={showTab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="overview">Overview</Tabs.Tab>
          <Tabs.Tab value="purchasing">Purchasing</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="overview">
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, xs: 2, xl: 4 }} spacing="md">
              <MetricCard label="Budget" value={data.budget.formatted} icon={<IconCash size={20} />} />
              <MetricCard label="Days Remaining" value={describeDays(daysRemaining(data.endDate))} icon={<IconCalendarTime size={20} />} />
              <MetricCard label="Client" value={data.client?.name ?? 'None'} icon={<IconUser size={20} />} />
              <MetricCard label="Location" value={data.location?.name ?? 'None'} icon={<IconMapPin size={20} />} />
            </SimpleGrid>
            <Grid gap="md">
              <Grid.Col span={{ base: 12, md: 7 }}>
                <Stack gap="md">
                  <Card padding="lg">
                    <Title order={2} size="h4" mb="sm">
                      Project Details
                    </Title>
                    <Stack gap="xs">
                      <Text size="sm">{data.description || 'No description'}</Text>
                      <Text size="sm">
                        <strong>Timeline:</strong> {day(data.startDate)} to {day(data.endDate)}
                      </Text>
                      {data.downpaymentAmount > 0 && (
                        <Text size="sm">
                          <strong>Payment Terms:</strong> down payment {data.downpaymentAmount}% · retention {data.retentionAmount}%
                        </Text>
                      )}
                      {data.convertedFromId && (
                        <Anchor component={Link} to={`/member/leads/${data.convertedFromId}`} size="sm">
                          Converted from a lead
                        </Anchor>
                      )}
                    </Stack>
                  </Card>
                  <Card padding="lg">
                    <Title order={2} size="h4" mb="md">
                      Activity Timeline
                    </Title>
                    <ActivityTimeline url={`/project/${data.id}/activities`} />
                  </Card>
                </Stack>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 5 }}>
                <Stack gap="md">
                  <LatestBoqCard boq={data.latestBoq} onOpen={showBoq} />
                  <DocumentsCard recordUrl={`/project/${data.id}`} defaultKind="OTHER" />
                </Stack>
              </Grid.Col>
            </Grid>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="purchasing">
          <ProjectPurchasingTab projectId={data.id} />
        </Tabs.Panel>
      </Tabs>
      <ProjectDialog opened={open === 'edit'} project={data} onClose={() => setOpen(null)} />
      <MeetingDialog record={{ kind: 'project', id: data.id, name: data.name }} opened={open === 'meeting'} onClose={() => setOpen(null)} />
      <TaskDialog projectId={data.id} opened={open === 'task'} onClose={() => setOpen(null)} />
      <DeleteProjectDialog
        project={data}
        opened={open === 'delete'}
        onClose={() => setOpen(null)}
        onDeleted={() => navigate('/member/project', { replace: true })}
      />
      <BoqDialog
        boqId={boqId}
        projectId={data.id}
        projectName={data.name}
        onClose={() => {
          showBoq(null);
          void project.refetch(); // the status or latest version may have changed
        }}
        onSwitched={(id) => {
          showBoq(id);
          void project.refetch();
        }}
      />
    </>
  );
}
