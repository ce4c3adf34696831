import { BarChart } from '@mantine/charts';
import { Box, Group, SimpleGrid, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { formatDisplayDate, formatDisplayDateTime, todayInManila } from '@haligi/shared';
import { useState } from 'react';
import { LoadError } from '../../components/load-error';
import { MUTED_TEXT_COLOR, PageHeader } from '../../components/page-header';
import { SectionCard } from '../../components/section-card';
import { CountCards } from './daily-summary';
import { useSchoolDashboard } from './school-grading-api';

/** School > Dashboard: the day's attendance by grade level (chart), enrolment, the last taps at the gates. */
export function SchoolDashboardPage() {
  const [date, setDate] = useState(todayInManila());
  const dashboard = useSchoolDashboard(date);
  const data = dashboard.data;
  return (
    <>
      <PageHeader title="School Dashboard" description="Today's attendance, enrolment and the latest taps at the gates." actions={<TextInput aria-label="Date" type="date" value={date} onChange={(e) => setDate(e.currentTarget.value)} w={170} />} />
      {dashboard.isError ? (
        <LoadError what="school dashboard" error={dashboard.error} onRetry={() => void dashboard.refetch()} isRetrying={dashboard.isFetching} />
      ) : !data ? (
        <Skeleton height={320} />
      ) : (
        <Stack gap="md">
          <CountCards counts={data.attendance.totals} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <SectionCard title="Attendance by grade level" description={`${formatDisplayDate(data.date)}; classes start at ${data.schoolDay.dayStartTime} with ${data.schoolDay.lateGraceMinutes} minutes of grace.`}>
              {data.attendance.byGradeLevel.length === 0 ? (
                <Text size="sm">No section of a school year holds this day.</Text>
              ) : (
                <Box
                  role="img"
                  aria-label={`Attendance by grade level: ${data.attendance.byGradeLevel.map((g) => `${g.gradeLevel.name} ${g.counts.PRESENT} present, ${g.counts.LATE} late, ${g.counts.ABSENT} absent, ${g.counts.EXCUSED} excused`).join('; ')}`}
                >
                  <BarChart
                    h={240}
                    data={data.attendance.byGradeLevel.map((g) => ({ grade: g.gradeLevel.name, Present: g.counts.PRESENT, Late: g.counts.LATE, Absent: g.counts.ABSENT, Excused: g.counts.EXCUSED }))}
                    dataKey="grade"
                    type="stacked"
                    series={[
                      { name: 'Present', color: 'teal.6' },
                      { name: 'Late', color: 'orange.6' },
                      { name: 'Absent', color: 'red.6' },
                      { name: 'Excused', color: 'blue.6' },
                    ]}
                    withLegend
                    gridAxis="y"
                    yAxisProps={{ allowDecimals: false, width: 32 }}
                    barProps={{ isAnimationActive: false }}
                    data-testid="school-attendance-chart"
                  />
                </Box>
              )}
            </SectionCard>
            <SectionCard title="Enrolment" description="Students enrolled in the active school year." aside={<Text fw={700} data-testid="enrolment-total">{data.enrolment.total}</Text>}>
              {data.enrolment.byGradeLevel.length === 0 ? (
                <Text size="sm">No student is enrolled in the active school year yet.</Text>
              ) : (
                <Stack gap={4} component="dl" m={0}>
                  {data.enrolment.byGradeLevel.map((g) => (
                    <Group key={g.gradeLevel.id} justify="space-between">
                      <Text component="dt" size="sm">
                        {g.gradeLevel.name}
                      </Text>
                      <Text component="dd" m={0} fw={600}>
                        {g.count}
                      </Text>
                    </Group>
                  ))}
                </Stack>
              )}
            </SectionCard>
          </SimpleGrid>
          <SectionCard title="Recent taps" description="The last ten taps of the day at the gates.">
            {data.recentTaps.length === 0 ? (
              <Text size="sm">No tap yet on {formatDisplayDate(data.date)}.</Text>
            ) : (
              <Table.ScrollContainer minWidth={300}>
                <Table striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Person</Table.Th>
                      <Table.Th>Action</Table.Th>
                      <Table.Th>Time</Table.Th>
                      <Table.Th>Gate</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.recentTaps.map((tap) => (
                      <Table.Tr key={tap.id}>
                        <Table.Td>
                          {tap.name}
                          {tap.personType === 'guardian' && (
                            <Text span size="xs" c={MUTED_TEXT_COLOR}>
                              {' '}
                              (guardian)
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td>{tap.action === 'check_in' ? 'In' : 'Out'}</Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDisplayDateTime(tap.tappedAt).split(', ')[1]}</Table.Td>
                        <Table.Td>{tap.gate ?? ''}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </SectionCard>
        </Stack>
      )}
    </>
  );
}
