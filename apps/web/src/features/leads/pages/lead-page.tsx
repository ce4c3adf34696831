import { Alert, Button, Card, Grid, Loader, Stack, Title } from '@mantine/core';
import { CLOSED_LOST_STAGE, documentKindForStage, LEAD_MESSAGES } from '@haligi/shared';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ActivityTimeline } from '../../../components/activity-timeline';
import { DocumentsCard } from '../../../components/record-documents';
import { isNotFound, LoadError } from '../../../components/load-error';
import { confirmAction } from '../../../lib/confirm';
import { notify } from '../../../lib/notify';
import { useConvertLead } from '../api/convert-lead';
import { useLead } from '../api/get-lead';
import { useMoveLeadStage } from '../api/move-lead-stage';
import { LeadDialog } from '../components/lead-dialog';
import { LeadDetails } from '../components/lead-page/lead-details';
import { LeadHeader } from '../components/lead-page/lead-header';
import { LeadMetrics } from '../components/lead-page/lead-metrics';
import { LeadNotes } from '../components/lead-page/lead-notes';
import { QuickActions } from '../components/lead-page/quick-actions';
import { LostReasonDialog } from '../components/lost-reason-dialog';
import { LeadTasksCard } from '../../tasks';

/** The lead page (spec part 1 section 2). */
export function LeadPage() {
  const leadId = Number(useParams().id);
  const lead = useLead(leadId);
  const convert = useConvertLead();
  const move = useMoveLeadStage(leadId);
  const navigate = useNavigate();
  const [isEditing, setIsEditing] = useState(false);
  const [isLosing, setIsLosing] = useState(false);

  useEffect(() => {
    if (lead.isError) notify({ type: 'negative', message: LEAD_MESSAGES.loadFailed, position: 'top' });
  }, [lead.isError]);

  if (lead.isLoading) return <Loader role="status" aria-label="Loading the lead" />;
  if (!lead.data) {
    return (
      <Stack gap="md" align="flex-start">
        <Title order={1} size="h2">
          Lead
        </Title>
        {lead.isError && !isNotFound(lead.error) ? (
          <LoadError what="lead" error={lead.error} onRetry={() => void lead.refetch()} isRetrying={lead.isFetching} />
        ) : (
          <Alert color="red" title={LEAD_MESSAGES.loadFailed}>
            {lead.error?.message ?? 'The lead was not found.'}
          </Alert>
        )}
        <Button component={Link} to="/member/leads/list" variant="default">
          Back to the lead list
        </Button>
      </Stack>
    );
  }
  const data = lead.data;

  const askConvert = async () => {
    const isConfirmed = await confirmAction({
      title: 'Convert to Project',
      message: `Convert ${data.name} to a project? The project gets the lead's client, location, budget and dates, and an empty Bill of Quantity.`,
      confirmLabel: 'Convert',
    });
    if (!isConfirmed) return;
    convert.mutate(data.id, {
      onSuccess: (answer) => {
        notify({ type: 'positive', message: LEAD_MESSAGES.converted, position: 'top' });
        navigate(`/member/project/${answer.id}`);
      },
      onError: () => notify({ type: 'negative', message: LEAD_MESSAGES.convertFailed, position: 'top' }),
    });
  };

  return (
    <>
      <LeadHeader
        lead={data}
        onEdit={() => setIsEditing(true)}
        onConvert={askConvert}
        isConverting={convert.isPending}
        onStageChange={(stage) => (stage === CLOSED_LOST_STAGE && data.leadBoardStage !== CLOSED_LOST_STAGE ? setIsLosing(true) : move.mutate({ boardKey: stage }))}
        isMoving={move.isPending}
      />
      <Stack gap="md">
        {data.lostReason && data.leadBoardStage === CLOSED_LOST_STAGE && (
          <Alert color="red" title="Lost reason" data-testid="lead-lost-reason">
            {data.lostReason}
          </Alert>
        )}
        <LeadMetrics lead={data} />
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="md">
              <LeadDetails lead={data} />
              <Card padding="lg">
                <Title order={2} size="h4" mb="md">
                  Activity Timeline
                </Title>
                <ActivityTimeline url={`/lead/${data.id}/activities`} />
              </Card>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="md">
              <QuickActions lead={data} />
              <LeadTasksCard leadId={data.id} />
              <DocumentsCard recordUrl={`/lead/${data.id}`} defaultKind={documentKindForStage(data.leadBoardStage)} />
              <LeadNotes leadId={data.id} />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
      <LeadDialog opened={isEditing} onClose={() => setIsEditing(false)} lead={data} />
      <LostReasonDialog
        leadName={isLosing ? data.name : null}
        onCancel={() => setIsLosing(false)}
        onConfirm={(lostReason) => {
          setIsLosing(false);
          move.mutate({ boardKey: CLOSED_LOST_STAGE, lostReason });
        }}
      />
    </>
  );
}
