import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { clients, locations, psgcBarangays, psgcMunicipalities, psgcProvinces } from '../db/schema';

/** Demo addresses: real PSGC places, looked up by name after the PSGC data is loaded. */
export const DEMO_LOCATIONS = [
  { name: 'Rizal Tower Site', province: 'City of Makati', municipality: 'City of Makati', barangay: 'San Lorenzo', street: '125 Ayala Avenue', zipCode: '1223', landmark: 'Near Greenbelt' },
  { name: 'Lahug IT Park Site', province: 'City of Cebu', municipality: 'City of Cebu', barangay: 'Lahug', street: 'Salinas Drive', zipCode: '6000', landmark: 'Cebu IT Park' },
  { name: 'Davao Centro Warehouse', province: 'City of Davao', municipality: 'City of Davao', barangay: 'Centro', street: 'J.P. Laurel Avenue', zipCode: '8000', landmark: '' },
  { name: 'Calamba Industrial Lot', province: 'Laguna', municipality: 'City of Calamba', barangay: 'Real', street: 'National Highway', zipCode: '4027', landmark: 'Beside Calamba Crossing' },
];

export const DEMO_CLIENTS = [
  { name: 'Ayala Land Estates Inc.', contactNumber: '+63 2 8908 3000', email: 'projects@ayalaestates.ph', location: 'Rizal Tower Site' },
  { name: 'Sugbo Development Corporation', contactNumber: '+63 32 231 4455', email: 'build@sugbodev.ph', location: 'Lahug IT Park Site' },
  { name: 'Mindanao Logistics Hub', contactNumber: '+63 82 224 7788', email: 'facilities@mlhub.ph', location: 'Davao Centro Warehouse' },
  { name: 'Laguna Agro Industrial Park', contactNumber: '+63 49 545 1200', email: 'engineering@lagunaagro.ph', location: 'Calamba Industrial Lot' },
];

/** Adds the demo company's locations and clients; a place missing from PSGC is skipped. */
export async function createDemoSalesRecords(db: Db, companyId: number): Promise<void> {
  const savedLocations = new Map<string, number>();
  for (const demo of DEMO_LOCATIONS) {
    const [place] = await db
      .select({
        regionId: psgcProvinces.regionId,
        provinceId: psgcProvinces.id,
        municipalityId: psgcMunicipalities.id,
        barangayId: psgcBarangays.id,
      })
      .from(psgcBarangays)
      .innerJoin(psgcMunicipalities, eq(psgcMunicipalities.id, psgcBarangays.municipalityId))
      .innerJoin(psgcProvinces, eq(psgcProvinces.id, psgcMunicipalities.provinceId))
      .where(and(eq(psgcProvinces.name, demo.province), eq(psgcMunicipalities.name, demo.municipality), eq(psgcBarangays.name, demo.barangay)))
      .limit(1);
    if (!place) continue;
    const [location] = await db
      .insert(locations)
      .values({ companyId, ...place, name: demo.name, street: demo.street, zipCode: demo.zipCode, landmark: demo.landmark })
      .returning({ id: locations.id });
    savedLocations.set(demo.name, location.id);
  }
  await db.insert(clients).values(
    DEMO_CLIENTS.map(({ location, ...client }) => ({ companyId, ...client, locationId: savedLocations.get(location) ?? null })),
  );
}
