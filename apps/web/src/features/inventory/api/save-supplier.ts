import { api } from '../../../lib/api';
import { useServerAction, type ActionAnswer } from '../../../lib/use-server-action';
import { INVENTORY_URLS } from './inventory-keys';
import type { Supplier } from './inventory-types';

/** The body supplierRequest / updateSupplierRequest validate. */
export interface SupplierBody {
  id?: number;
  name: string;
  contactPerson: string;
  contactNumber: string;
  email: string;
  address: string;
  tin: string;
  paymentTerms: string;
  /** Expanded withholding code (BIR), or null when nothing is withheld. */
  ewtAtc: string | null;
}

/** POST /supplier creates, PATCH /supplier (with id) updates. */
export function useSaveSupplier() {
  return useServerAction(
    (body: SupplierBody) => api<ActionAnswer<Supplier>>(body.id ? 'PATCH' : 'POST', INVENTORY_URLS.supplier, { body }),
    { invalidates: [['table', INVENTORY_URLS.supplier], ['select', INVENTORY_URLS.supplierList], ['table', INVENTORY_URLS.supplierItems]] },
  );
}
