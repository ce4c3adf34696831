import '@mantine/charts/styles.css';
import { SimpleGrid } from '@mantine/core';
import { BilledCollectedChart } from './billed-collected-chart';
import { ReceivablesAgingChart } from './receivables-aging-chart';

/** Receivables at a glance (the treasury overview, the client receivables page): aging, and billed against collected by month. */
export function ReceivablesOverview() {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <ReceivablesAgingChart />
      <BilledCollectedChart />
    </SimpleGrid>
  );
}
