import { Button, Card, SimpleGrid, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconChecklist, IconFileSpreadsheet, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmailComposeDialog, EMAIL_MESSAGES, type EmailDraft } from '../../../../components/email-compose';
import { MUTED_TEXT_COLOR } from '../../../../components/page-header';
import { ApiError } from '../../../../lib/api';
import { notify } from '../../../../lib/notify';
import type { LeadInformation } from '../../api/get-lead';
import { useSendLeadEmail } from '../../api/send-lead-email';
import { MeetingDialog } from './meeting-dialog';
import { TaskDialog } from './task-dialog';

/** Send Email, Schedule Meeting, Create Task and Bill of Quantity. */
export function QuickActions({ lead }: { lead: LeadInformation }) {
  const [open, setOpen] = useState<'email' | 'meeting' | 'task' | null>(null);
  const sendEmail = useSendLeadEmail(lead.id);
  const close = () => setOpen(null);

  const send = async (draft: EmailDraft) => {
    try {
      const answer = await sendEmail.mutateAsync(draft);
      if (!answer.success) throw new Error(answer.message || EMAIL_MESSAGES.failed);
      notify({ type: 'positive', message: EMAIL_MESSAGES.sent, position: 'top' });
    } catch (error) {
      // Spec part 2 section 8: "Failed to send email", or the server message.
      const message = error instanceof ApiError || error instanceof Error ? error.message : EMAIL_MESSAGES.failed;
      notify({ type: 'negative', message: message || EMAIL_MESSAGES.failed, position: 'top' });
      throw error;
    }
  };

  return (
    <Card padding="lg">
      <Title order={2} size="h4" mb="sm">
        Quick Actions
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 1, xl: 2 }} spacing="sm">
        <Button variant="light" leftSection={<IconMail size={16} aria-hidden />} onClick={() => setOpen('email')}>
          Send Email
        </Button>
        <Button variant="light" leftSection={<IconCalendarEvent size={16} aria-hidden />} onClick={() => setOpen('meeting')}>
          Schedule Meeting
        </Button>
        <Button variant="light" leftSection={<IconChecklist size={16} aria-hidden />} onClick={() => setOpen('task')}>
          Create Task
        </Button>
        {lead.convertedToId ? (
          <Button variant="light" component={Link} to={`/member/project/${lead.convertedToId}`} leftSection={<IconFileSpreadsheet size={16} aria-hidden />}>
            Bill of Quantity
          </Button>
        ) : (
          <Button variant="light" disabled leftSection={<IconFileSpreadsheet size={16} aria-hidden />} aria-describedby="boq-hint">
            Bill of Quantity
          </Button>
        )}
      </SimpleGrid>
      {!lead.convertedToId && (
        <Text id="boq-hint" size="xs" c={MUTED_TEXT_COLOR} mt="xs">
          The Bill of Quantity opens once the lead is converted to a project.
        </Text>
      )}
      <EmailComposeDialog
        opened={open === 'email'}
        onClose={close}
        initial={{ to: lead.client?.email ?? '', subject: lead.name }}
        onSend={send}
        mailbox="preferred"
      />
      <MeetingDialog record={{ kind: 'lead', id: lead.id, name: lead.name }} opened={open === 'meeting'} onClose={close} />
      <TaskDialog leadId={lead.id} opened={open === 'task'} onClose={close} />
    </Card>
  );
}
