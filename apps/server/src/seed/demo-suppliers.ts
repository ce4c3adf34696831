import { and, asc, eq, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts, items, suppliers } from '../db/schema';
import { Tenant } from '../db/tenant';
import { recordSupplierPrice } from '../modules/suppliers/suppliers.service';

/** Fictional construction suppliers in Metro Manila and Cebu (names, people and TINs are made up). */
export const DEMO_SUPPLIERS = [
  {
    name: 'Bagong Lakas Hardware – Quezon Ave',
    contactPerson: 'Rodel Villanueva',
    contactNumber: '+63 2 8372 4410',
    email: 'sales@bagonglakashardware.ph',
    address: '1180 Quezon Avenue, Barangay Paligsahan, Quezon City, Metro Manila 1103',
    tin: '008-214-573-000',
    paymentTerms: '30 days',
  },
  {
    name: 'Tibay Steel Trading – Valenzuela',
    contactPerson: 'Marites Gonzales',
    contactNumber: '+63 917 845 2210',
    email: 'orders@tibaysteel.ph',
    address: '45 MacArthur Highway, Barangay Malinta, Valenzuela City, Metro Manila 1440',
    tin: '214-667-908-000',
    paymentTerms: '50% down payment, balance on delivery',
  },
  {
    name: 'Pasig Aggregates and Ready-Mix Corp.',
    contactPerson: 'Engr. Arnel Bautista',
    contactNumber: '+63 2 8641 7789',
    email: 'dispatch@pasigreadymix.ph',
    address: 'C. Raymundo Avenue, Barangay Maybunga, Pasig City, Metro Manila 1607',
    tin: '005-932-118-000',
    paymentTerms: '15 days PDC',
  },
  {
    name: 'Chino Roces Plumbing and Sanitary Center',
    contactPerson: 'Liza Fernandez',
    contactNumber: '+63 2 8893 1502',
    email: 'liza.fernandez@crplumbing.ph',
    address: '2290 Chino Roces Avenue, Barangay Pio del Pilar, Makati City, Metro Manila 1230',
    tin: '117-450-236-000',
    paymentTerms: 'Cash on delivery',
  },
  {
    name: 'Sugbu Builders Supply – Mandaue',
    contactPerson: 'Jerome Cabahug',
    contactNumber: '+63 32 346 2281',
    email: 'purchasing@sugbubuilders.ph',
    address: 'A.C. Cortes Avenue, Barangay Ibabao-Estancia, Mandaue City, Cebu 6014',
    tin: '402-118-775-000',
    paymentTerms: '30 days',
  },
  {
    name: 'Kalinaw Electrical Supply – Cebu City',
    contactPerson: 'Ma. Cristina Alcantara',
    contactNumber: '+63 917 632 0954',
    email: 'kalinaw.electrical@gmail.com',
    address: 'Osmeña Boulevard, Barangay Kalubihan, Cebu City, Cebu 6000',
    tin: '403-561-209-000',
    paymentTerms: '7 days',
  },
];

/** How many catalogue items get demo prices, and how many suppliers price each. */
const PRICED_ITEMS = 8;
const SUPPLIERS_PER_ITEM = 2;
const DAY = 24 * 60 * 60 * 1000;

/**
 * Adds the demo suppliers and, when the catalogue has items (the items demo seed runs first), each
 * of the first few sellable items gets prices from two suppliers: a first price and two changes,
 * backdated so the price history reads like the last quarter. With no items, prices are skipped.
 */
export async function createDemoSuppliers(db: Db, companyId: number): Promise<void> {
  const tenant = new Tenant(db, companyId);
  const created = await db
    .insert(suppliers)
    .values(DEMO_SUPPLIERS.map((s) => tenant.values(s)))
    .returning({ id: suppliers.id });

  // Sellable items: not deleted, not a parent of variations (its variations carry the prices).
  const priced = await db
    .select({ id: items.id, estimatedBuyingPrice: items.estimatedBuyingPrice })
    .from(items)
    .where(tenant.where(items, eq(items.isDeleted, false), or(isNotNull(items.parentId), eq(items.variationCount, 0))))
    .orderBy(asc(items.id))
    .limit(PRICED_ITEMS);
  if (priced.length === 0) return;

  const [estimator] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.companyId, companyId), eq(accounts.email, 'estimator@bayanihan.ph')));
  const accountId = estimator?.id ?? null;
  const now = Date.now();

  for (const [index, item] of priced.entries()) {
    const base = Math.max(Math.round(Number(item.estimatedBuyingPrice) * 100), 25_000 + index * 7_550);
    for (let k = 0; k < SUPPLIERS_PER_ITEM; k++) {
      const supplierId = created[(index + k * 3) % created.length].id;
      // Centavos: this supplier's first quote, a rise, then a small discount.
      const first = Math.round(base * (0.96 + 0.05 * k + 0.01 * (index % 3)));
      const raised = Math.round(first * 1.045);
      const discounted = Math.round(raised * 0.985);
      for (const [step, cents] of [first, raised, discounted].entries()) {
        const at = new Date(now - (80 - step * 33 - k) * DAY);
        await recordSupplierPrice(db, tenant, { supplierId, itemId: item.id, price: (cents / 100).toFixed(2), accountId, at });
      }
    }
  }
}
