import { Alert, Button, Card, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFileInvoice, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import { useSuppliersOnOrders } from '../api/payables-api';
import type { NamedRef } from '../api/treasury-types';

/**
 * The suppliers of the company's purchase orders, found by name: the supplier list for a member who
 * reads payable orders but not purchasing's supplier list.
 */
export function SuppliersOnOrders({ onOpen }: { onOpen: (supplier: NamedRef) => void }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 400);
  const suppliers = useSuppliersOnOrders(debounced);
  return (
    <Stack gap="sm">
      <Alert color="blue" variant="light" p="xs" title="Suppliers you have ordered from" styles={{ title: { color: 'var(--mantine-color-text)' } }}>
        <Text size="sm">The full supplier list is purchasing&apos;s; here are the suppliers of your purchase orders.</Text>
      </Alert>
      <TextInput maw={420} label="Find a supplier" placeholder="Supplier name" leftSection={<IconSearch size={16} aria-hidden />} value={search} onChange={(e) => setSearch(e.currentTarget.value)} maxLength={200} />
      {suppliers.isError ? (
        <LoadError what="suppliers" error={suppliers.error} onRetry={() => void suppliers.refetch()} isRetrying={suppliers.isFetching} />
      ) : suppliers.isPending ? (
        <Group gap="xs">
          <Loader size="sm" aria-hidden />
          <Text size="sm">Loading...</Text>
        </Group>
      ) : suppliers.data.length === 0 ? (
        <Text size="sm" c={MUTED_TEXT_COLOR}>
          {debounced ? `No supplier of a purchase order matches "${debounced}".` : 'No purchase orders yet: their suppliers appear here.'}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Suppliers">
          {suppliers.data.map((supplier) => (
            <Card key={supplier.id} component="li" withBorder padding="sm" radius="md">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text fw={600} size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  {supplier.name}
                </Text>
                <Button size="xs" variant="light" leftSection={<IconFileInvoice size={14} aria-hidden />} onClick={() => onOpen(supplier)} aria-label={`Statement of ${supplier.name}`}>
                  Statement
                </Button>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
