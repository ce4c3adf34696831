import { Tabs } from '@mantine/core';
import { useState } from 'react';
import { PageHeader } from '../../components/page-header';
import { ClassAttendance } from './class-attendance';
import { DailySummary } from './daily-summary';

/**
 * School > Attendance as this branch builds it: the daily summary and class attendance tabs. The
 * attendance log tab (another module) joins them first when the branches merge (decision 0069).
 */
export function SchoolAttendancePage() {
  const [tab, setTab] = useState<string | null>('summary');
  return (
    <>
      <PageHeader title="Attendance" description="Who came to school: the gates' first taps against the school day's start, and the teachers' marks." />
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="summary">Daily summary</Tabs.Tab>
          <Tabs.Tab value="class">Class attendance</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="summary">
          <DailySummary />
        </Tabs.Panel>
        <Tabs.Panel value="class">
          <ClassAttendance />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
