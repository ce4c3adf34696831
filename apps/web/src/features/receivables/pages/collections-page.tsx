import { Anchor, Button, Stack, Title } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import type { Billing, CollectionRow } from '../api/receivables-types';
import { RECEIVABLES_URLS } from '../api/receivables-urls';
import { useLiveBillings } from '../api/use-live-billings';
import { BillingDrawer } from '../components/billing-drawer';
import { CollectionDialog } from '../components/collection-dialog';
import { MoneyText } from '../components/money-text';
import { ToCollectCard } from '../components/to-collect-card';
import { useIdParam } from '../../../lib/use-id-param';
import { RECEIVABLES_SCOPES, useCan } from '../utils/use-can';

/** Treasury > Receivables > Logs: money received on billings, and what is left to collect. */
export function CollectionsPage() {
  const [collecting, setCollecting] = useState<{ billing: Billing | null } | null>(null);
  const [viewing, setViewing] = useIdParam();
  // Billings are read with the billing screens' rights; without them the log lists collections only.
  const canReadBillings = useCan(RECEIVABLES_SCOPES.billings);
  useLiveBillings();
  const recordButton = (size?: 'xs') => (
    <Button size={size} color="teal.9" leftSection={<IconCash size={size ? 14 : 16} aria-hidden />} onClick={() => setCollecting({ billing: null })}>
      Record collection
    </Button>
  );
  return (
    <>
      <PageHeader title="Collections" description="What clients paid on their billings, into which account, with the official receipt number." actions={canReadBillings ? recordButton() : undefined} />
      <Stack gap="md">
        {canReadBillings && <ToCollectCard onCollect={(billing) => setCollecting({ billing })} onOpen={setViewing} />}
        <section aria-labelledby="collections-title">
          <Title order={2} size="h4" id="collections-title" mb={4}>
            Collections log
          </Title>
          <DataTable<CollectionRow>
            tableKey="billing-collection"
            apiUrl={RECEIVABLES_URLS.collection}
            emptyState={{ text: 'Every amount received on a billing is logged here with its fund account and OR number.', action: canReadBillings ? recordButton('xs') : undefined }}
            cardTitle="billingCode"
            cardFields={['amount', 'fundAccountName', 'createdAt']}
            renderCell={{
              billingCode: (row) =>
                canReadBillings ? (
                  <Anchor component="button" type="button" size="sm" fw={500} onClick={() => setViewing(row.billingId)} style={{ whiteSpace: 'nowrap' }}>
                    {row.billingCode}
                  </Anchor>
                ) : (
                  row.billingCode
                ),
              amount: (row) => <MoneyText value={row.amount} />,
              reference: (row) => row.reference || '-',
              collectedBy: (row) => row.collectedBy ?? '-',
            }}
          />
        </section>
      </Stack>
      {canReadBillings && <BillingDrawer billingId={viewing} onClose={() => setViewing(null)} onCollect={(billing) => setCollecting({ billing })} />}
      <CollectionDialog opened={collecting !== null} billing={collecting?.billing ?? null} onClose={() => setCollecting(null)} />
    </>
  );
}
