import { Alert, Anchor, Group, Text } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { hasPermission } from '@haligi/shared';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { useAccount } from '../../../lib/session';
import { RowAction } from '../../inventory/components/row-actions';
import type { NamedRef, SupplierRow } from '../api/treasury-types';
import { TREASURY_URLS } from '../api/treasury-urls';
import { SupplierStatementDrawer } from '../components/supplier-statement-drawer';
import { SuppliersOnOrders } from '../components/suppliers-on-orders';

/** The scopes that read PUT /supplier and the purchase order table (the server's own lists). */
const SUPPLIER_TABLE_SCOPES = ['ASSET_PURCHASING_SUPPLIERS_ACCESS'];
const ORDER_TABLE_SCOPES = ['ASSET_PURCHASING_ORDER_ACCESS', 'TREASURY_PAYABLES_PURCHASE_ORDER_ACCESS'];

/** Treasury > Payables > Suppliers: who is owed, and each supplier's statement with its running balance. */
export function PayableSuppliersPage() {
  const account = useAccount();
  const [viewing, setViewing] = useState<NamedRef | null>(null);
  const canReadSuppliers = account.isDeveloper || hasPermission(account.role, SUPPLIER_TABLE_SCOPES);
  const canReadOrders = account.isDeveloper || hasPermission(account.role, ORDER_TABLE_SCOPES);

  let list;
  if (canReadSuppliers) {
    list = (
      <DataTable<SupplierRow>
        tableKey="payable-supplier"
        apiUrl={TREASURY_URLS.supplier}
        emptyState={{ text: 'Suppliers appear here once purchasing adds them; open one for its statement.' }}
        cardTitle="name"
        cardFields={['paymentTerms', 'contactPerson', 'contactNumber']}
        renderCell={{
          name: (row) => (
            <Anchor component="button" type="button" size="sm" fw={500} ta="left" onClick={() => setViewing(row)}>
              {row.name}
            </Anchor>
          ),
          paymentTerms: (row) => <Text size="sm">{row.paymentTerms || 'Due on delivery'}</Text>,
        }}
        renderActions={(row) => (
          <Group gap={4} wrap="nowrap">
            <RowAction label="Statement" ariaLabel={`Statement of ${row.name}`} name={row.name} icon={<IconFileInvoice size={18} aria-hidden />} onClick={() => setViewing(row)} />
          </Group>
        )}
      />
    );
  } else if (canReadOrders) {
    list = <SuppliersOnOrders onOpen={setViewing} />;
  } else {
    list = (
      <Alert color="yellow" variant="light" title="No supplier list for your role">
        Listing suppliers needs access to purchasing&apos;s suppliers or to the payable purchase orders. Ask an administrator.
      </Alert>
    );
  }

  return (
    <>
      <PageHeader title="Suppliers" description="What you owe each supplier: open a supplier for its orders, deliveries, payments and running balance." />
      {list}
      <SupplierStatementDrawer supplier={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
