import { APPROVAL_DOCUMENT_TYPES, findRouteByName, type ApprovalDocumentType } from '@haligi/shared';
import { Anchor, Badge, Button, Card, Group, Loader, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { MUTED_TEXT_COLOR, PageHeader } from '../../../components/page-header';
import { canOpenRoute } from '../../../lib/navigation';
import { useAccount, useSession } from '../../../lib/session';
import { useWorkflowList, type WorkflowSummary } from '../api/workflows-api';
import { WorkflowDocumentPage } from './workflow-document-page';

/** Document types with a screen of their own (spec: settings/workflow-*). */
const OWN_SCREEN: Partial<Record<ApprovalDocumentType, string>> = {
  PURCHASE_REQUEST: 'member_settings_workflow_purchase_request',
  DELIVERY: 'member_settings_workflow_delivery',
  LIQUIDATION: 'member_settings_workflow_liquidation',
};

const stepsLabel = (count: number) => (count === 0 ? 'No steps: approved when submitted' : count === 1 ? '1 step' : `${count} steps`);

function EditLink({ workflow }: { workflow: WorkflowSummary }) {
  const account = useAccount();
  const { token } = useSession();
  if (!workflow.canEdit) return <Text size="sm" c={MUTED_TEXT_COLOR}>Not yours to edit</Text>;
  const own = OWN_SCREEN[workflow.documentType];
  const route = own ? findRouteByName(own) : undefined;
  const to = route && canOpenRoute(route, token, account) ? route.path : `/member/settings/workflow?documentType=${workflow.documentType}`;
  return (
    <Button component={Link} to={to} size="xs" variant="light" leftSection={<IconPencil size={14} aria-hidden />} aria-label={`Edit the ${workflow.label.toLowerCase()} workflow`}>
      Edit
    </Button>
  );
}

/**
 * settings/workflow: every document type with its workflow in short, each opening its editor
 * (types without a screen of their own are edited here, `?documentType=`).
 */
export function WorkflowsPage() {
  const [searchParams] = useSearchParams();
  const chosen = searchParams.get('documentType');
  const list = useWorkflowList();
  if (chosen && (APPROVAL_DOCUMENT_TYPES as readonly string[]).includes(chosen)) return <WorkflowDocumentPage documentType={chosen as ApprovalDocumentType} />;

  return (
    <Stack gap="md" maw={960}>
      <PageHeader
        title="Workflows"
        description="Who approves each kind of document, in which order, and above which amount. A company starts with one step per document, decided by anyone holding its approve scope."
      />
      {list.isPending && <Loader role="status" aria-label="Loading the workflows" />}
      {list.isError && <LoadError what="workflows" error={list.error} onRetry={() => void list.refetch()} isRetrying={list.isFetching} />}
      {list.data && (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} hiddenFrom="sm" aria-label="Workflows">
          {list.data.map((workflow) => (
            <Card key={workflow.documentType} component="li" padding="md" data-document-type={workflow.documentType}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600}>
                    {workflow.label}
                    {workflow.isDefault ? ' (default)' : ''}
                  </Text>
                  <Text size="xs" c={MUTED_TEXT_COLOR}>
                    {stepsLabel(workflow.stepCount)} · self-approval {workflow.allowSelfApproval ? 'allowed' : 'not allowed'}
                  </Text>
                </div>
                <EditLink workflow={workflow} />
              </Group>
            </Card>
          ))}
        </Stack>
      )}
      {list.data && (
        <Card padding={0} visibleFrom="sm">
          <Table.ScrollContainer minWidth={0}>
            <Table verticalSpacing="sm" horizontalSpacing="md" aria-label="Workflows">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Document</Table.Th>
                  <Table.Th>Steps</Table.Th>
                  <Table.Th>Self-approval</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.map((workflow) => (
                  <Table.Tr key={workflow.documentType} data-document-type={workflow.documentType}>
                    <Table.Td>
                      <Group gap={6} wrap="wrap">
                        <Text size="sm" fw={600}>
                          {workflow.label}
                        </Text>
                        {workflow.isDefault && (
                          <Badge size="xs" variant="outline" color="gray.8">
                            Default
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{stepsLabel(workflow.stepCount)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{workflow.allowSelfApproval ? 'Allowed' : 'Not allowed'}</Text>
                    </Table.Td>
                    <Table.Td>
                      <EditLink workflow={workflow} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
      <Text size="sm" c={MUTED_TEXT_COLOR}>
        To let someone decide for you while you are away, see{' '}
        <Anchor component={Link} to="/member/profile" size="sm" underline="always">
          your profile
        </Anchor>
        .
      </Text>
    </Stack>
  );
}
