import { formatDisplayDate } from '@haligi/shared';
import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { MUTED_TEXT_COLOR } from '../../../../components/page-header';
import type { LeadInformation } from '../../api/get-lead';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c={MUTED_TEXT_COLOR} tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

const day = (value: string | null) => (value ? formatDisplayDate(value) : 'Not set');

/** Description, Timeline and Payment Terms (only when a down payment exists), plus the deal facts. */
export function LeadDetails({ lead }: { lead: LeadInformation }) {
  return (
    <Card padding="lg">
      <Title order={2} size="h4" mb="sm">
        Lead Details
      </Title>
      <Stack gap="sm">
        <Detail label="Description">{lead.description || 'No description'}</Detail>
        <Detail label="Timeline">
          {day(lead.startDate)} to {day(lead.endDate)}
        </Detail>
        {lead.downpaymentAmount > 0 && (
          <Detail label="Payment Terms">
            Down payment {lead.downpaymentAmount}% · Retention {lead.retentionAmount}%
          </Detail>
        )}
        <Detail label="Lead Source">{lead.leadSource || 'Not set'}</Detail>
        <Detail label="Contact Details">{lead.contactDetails || 'Not set'}</Detail>
        <Detail label="Relationship Owner">{lead.relationshipOwner?.name ?? 'Not set'}</Detail>
      </Stack>
    </Card>
  );
}
