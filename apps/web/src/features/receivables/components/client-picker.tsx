import { Alert, Select } from '@mantine/core';
import { SelectField } from '../../../components/select-field';
import { useBilledClients } from '../api/reports-api';
import { RECEIVABLES_URLS } from '../api/receivables-urls';
import { RECEIVABLES_SCOPES, useCan } from '../utils/use-can';

/**
 * The client to show: from the company's client list for members of the sales or project screens,
 * else from the clients that were billed (the client list is theirs to read).
 */
export function ClientPicker({ value, onChange }: { value: number | null; onChange: (clientId: number | null) => void }) {
  const canReadClientList = useCan(RECEIVABLES_SCOPES.clientList);
  const canReadBillings = useCan(RECEIVABLES_SCOPES.billings);
  const billed = useBilledClients(!canReadClientList && canReadBillings);
  if (canReadClientList) {
    return <SelectField label="Client" apiUrl={RECEIVABLES_URLS.clientList} isAutoSelect={false} value={value ?? 0} onChange={(next) => onChange(next ? Number(next) : null)} maw={420} />;
  }
  if (!canReadBillings) {
    return (
      <Alert color="yellow" variant="light" title="No client list is open to you" styles={{ title: { color: 'var(--mantine-color-text)' } }}>
        Choosing a client needs access to the client list (Sales or Projects) or to the progress billings. Ask an administrator to add one to your role.
      </Alert>
    );
  }
  return (
    <Select
      label="Client"
      description="Clients that were billed"
      searchable
      maw={420}
      placeholder={billed.isPending ? 'Loading...' : billed.data?.length ? 'Choose a client' : 'No client was billed yet'}
      nothingFoundMessage="No client matches"
      data={(billed.data ?? []).map((c) => ({ value: String(c.value), label: c.label }))}
      value={value ? String(value) : null}
      onChange={(next) => onChange(next ? Number(next) : null)}
      error={billed.isError ? 'The clients could not be loaded' : undefined}
    />
  );
}
