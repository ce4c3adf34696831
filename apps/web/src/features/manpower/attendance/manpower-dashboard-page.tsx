import { BarChart } from '@mantine/charts';
import { Box, Card, Center, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconBeach, IconClockExclamation, IconFileCertificate, IconUserCheck, IconUserOff, IconUsers } from '@tabler/icons-react';
import { DATE_FORMAT, EMPLOYMENT_STATUS, formatDisplayDate, manilaDate } from '@haligi/shared';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { MetricCard } from '../../../components/metric-card';
import { MUTED_TEXT_COLOR, PageHeader } from '../../../components/page-header';
import { useLiveAttendance, useManpowerDashboard } from './attendance-api';
import { shortDay } from './attendance-parts';
import { PayrollDashboardCharts } from '../payroll-outputs/payroll-dashboard-charts';

function CountTable({ title, rows }: { title: string; rows: { name: string; count: number }[] }) {
  return (
    <Card padding="sm">
      <Title order={2} size="h5" mb="xs">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c={MUTED_TEXT_COLOR}>
          No employees yet.
        </Text>
      ) : (
        <Table aria-label={title} verticalSpacing={4}>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.name}>
                <Table.Td>{r.name}</Table.Td>
                <Table.Td ta="right" fw={600}>
                  {r.count}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}

/** manpower/dashboard: headcount, the day's attendance, pending filings and adjustments, the week's chart. */
export function ManpowerDashboardPage() {
  const [date, setDate] = useState(() => manilaDate(new Date()));
  const query = useManpowerDashboard(date);
  useLiveAttendance();
  const data = query.data;
  return (
    <Stack gap="md">
      <PageHeader
        title="Manpower Dashboard"
        description="Headcount by branch, department and status, the day's attendance and what waits for approval."
        actions={<DateInput aria-label="Day" valueFormat={DATE_FORMAT} value={date} onChange={(v) => v && setDate(String(v).slice(0, 10))} w={150} />}
      />
      {query.isPending ? (
        <Center p="xl">
          <Loader aria-label="Loading the dashboard" />
        </Center>
      ) : query.isError ? (
        <LoadError what="manpower dashboard" error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
      ) : data ? (
        <>
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
            <MetricCard label="Headcount" value={data.headcount.total} icon={<IconUsers size={20} />} />
            <MetricCard label="Present" value={data.today.present} icon={<IconUserCheck size={20} />} hint={formatDisplayDate(data.date)} />
            <MetricCard label="Late" value={data.today.late} icon={<IconClockExclamation size={20} />} />
            <MetricCard label="Absent" value={data.today.absent} icon={<IconUserOff size={20} />} />
            <MetricCard label="On leave" value={data.today.onLeave} icon={<IconBeach size={20} />} />
            <MetricCard label="Pending" value={`${data.pending.filings} / ${data.pending.adjustments}`} hint="Filings / adjustments" icon={<IconFileCertificate size={20} />} />
          </SimpleGrid>
          <Card padding="sm">
            <Group justify="space-between" mb="xs">
              <Title order={2} size="h5">
                Attendance, last 7 days
              </Title>
            </Group>
            <Box
              role="img"
              aria-label={`Attendance by day: ${data.week.map((d) => `${shortDay(d.date)} ${d.present} present, ${d.late} late, ${d.absent} absent, ${d.onLeave} on leave`).join('; ')}`}
            >
              <BarChart
                h={260}
                data={data.week.map((d) => ({ day: shortDay(d.date), Present: d.present - d.late, Late: d.late, Absent: d.absent, 'On leave': d.onLeave }))}
                dataKey="day"
                type="stacked"
                withLegend
                legendProps={{ verticalAlign: 'bottom' }}
                series={[
                  { name: 'Present', color: 'green.6' },
                  { name: 'Late', color: 'orange.6' },
                  { name: 'Absent', color: 'red.6' },
                  { name: 'On leave', color: 'blue.6' },
                ]}
              />
            </Box>
          </Card>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm">
            <CountTable title="By branch" rows={data.headcount.byBranch} />
            <CountTable title="By department" rows={data.headcount.byDepartment} />
            <CountTable
              title="By status"
              rows={data.headcount.byStatus.map((s) => ({ name: (EMPLOYMENT_STATUS.label as Record<string, string>)[s.status] ?? s.status, count: s.count }))}
            />
          </SimpleGrid>
          <PayrollDashboardCharts year={Number(date.slice(0, 4))} />
        </>
      ) : null}
    </Stack>
  );
}
