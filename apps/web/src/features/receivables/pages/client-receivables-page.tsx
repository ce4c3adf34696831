import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { MUTED_TEXT_COLOR, PageHeader } from '../../../components/page-header';
import { ClientPicker } from '../components/client-picker';
import { ClientStatementCard } from '../components/client-statement';
import { ReceivablesOverview } from '../components/receivables-overview';

/** Treasury > Receivables > Client: a client's statement; the company's receivables aging and monthly figures. */
export function ClientReceivablesPage() {
  const [clientId, setClientId] = useState<number | null>(null);
  return (
    <>
      <PageHeader title="Client receivables" description="What each client was billed and paid, and how long what is owed has been waiting." />
      <Stack gap="md">
        <ClientPicker value={clientId} onChange={setClientId} />
        {clientId ? (
          <ClientStatementCard clientId={clientId} />
        ) : (
          <Text size="sm" c={MUTED_TEXT_COLOR}>
            Choose a client to see their statement.
          </Text>
        )}
        <ReceivablesOverview />
      </Stack>
    </>
  );
}
