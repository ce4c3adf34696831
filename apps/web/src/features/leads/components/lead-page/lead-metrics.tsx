import { SimpleGrid } from '@mantine/core';
import { IconCalendarTime, IconCash, IconMapPin, IconUser } from '@tabler/icons-react';
import { daysRemaining, formatDisplayDate } from '@haligi/shared';
import type { LeadInformation } from '../../api/get-lead';
import { MetricCard } from '../../../../components/metric-card';

const describeDays = (value: ReturnType<typeof daysRemaining>) =>
  typeof value === 'number' ? `${value} ${value === 1 ? 'day' : 'days'}` : value;

/** Budget, Days Remaining, Client, Location (spec part 1 section 2). */
export function LeadMetrics({ lead }: { lead: LeadInformation }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, xl: 4 }} spacing="md">
      <MetricCard label="Budget" value={lead.budget.formatted} icon={<IconCash size={20} />} />
      <MetricCard
        label="Days Remaining"
        value={describeDays(daysRemaining(lead.endDate))}
        hint={lead.endDate ? `Closing ${formatDisplayDate(lead.endDate)}` : undefined}
        icon={<IconCalendarTime size={20} />}
      />
      <MetricCard label="Client" value={lead.client?.name ?? 'None'} hint={lead.client?.email ?? undefined} icon={<IconUser size={20} />} />
      <MetricCard label="Location" value={lead.location?.name ?? 'None'} icon={<IconMapPin size={20} />} />
    </SimpleGrid>
  );
}
