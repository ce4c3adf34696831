import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { psgcBarangays, psgcMunicipalities, psgcProvinces, psgcRegions } from '../../db/schema';
import { unprocessable } from '../../http/errors';

export interface Option {
  label: string;
  value: number;
}

/** PSGC reference lists for the location cascade; shared by every company. */
export const listRegions = (db: Db): Promise<Option[]> =>
  db.select({ label: psgcRegions.name, value: psgcRegions.id }).from(psgcRegions).orderBy(asc(psgcRegions.code));

export const listProvinces = (db: Db, regionId: number): Promise<Option[]> =>
  db
    .select({ label: psgcProvinces.name, value: psgcProvinces.id })
    .from(psgcProvinces)
    .where(eq(psgcProvinces.regionId, regionId))
    .orderBy(asc(psgcProvinces.name), asc(psgcProvinces.id));

export const listMunicipalities = (db: Db, provinceId: number): Promise<Option[]> =>
  db
    .select({ label: psgcMunicipalities.name, value: psgcMunicipalities.id })
    .from(psgcMunicipalities)
    .where(eq(psgcMunicipalities.provinceId, provinceId))
    .orderBy(asc(psgcMunicipalities.name), asc(psgcMunicipalities.id));

export const listBarangays = (db: Db, municipalityId: number): Promise<Option[]> =>
  db
    .select({ label: psgcBarangays.name, value: psgcBarangays.id })
    .from(psgcBarangays)
    .where(eq(psgcBarangays.municipalityId, municipalityId))
    .orderBy(asc(psgcBarangays.name), asc(psgcBarangays.id));

export interface CascadeIds {
  regionId: number;
  provinceId: number;
  municipalityId: number;
  barangayId: number;
}

/**
 * Refuses a region > province > municipality > barangay choice whose levels do not belong to
 * each other (422), checking from the top so the message names the first broken link.
 */
export async function assertCascade(db: Db, ids: CascadeIds): Promise<void> {
  const [region] = await db.select({ id: psgcRegions.id }).from(psgcRegions).where(eq(psgcRegions.id, ids.regionId));
  if (!region) throw unprocessable('The chosen region does not exist');
  const [province] = await db.select().from(psgcProvinces).where(eq(psgcProvinces.id, ids.provinceId));
  if (!province) throw unprocessable('The chosen province does not exist');
  if (province.regionId !== ids.regionId) throw unprocessable(`${province.name} is not in the chosen region`);
  const [municipality] = await db.select().from(psgcMunicipalities).where(eq(psgcMunicipalities.id, ids.municipalityId));
  if (!municipality) throw unprocessable('The chosen city or municipality does not exist');
  if (municipality.provinceId !== ids.provinceId) throw unprocessable(`${municipality.name} is not in ${province.name}`);
  const [barangay] = await db.select().from(psgcBarangays).where(eq(psgcBarangays.id, ids.barangayId));
  if (!barangay) throw unprocessable('The chosen barangay does not exist');
  if (barangay.municipalityId !== ids.municipalityId) throw unprocessable(`Barangay ${barangay.name} is not in ${municipality.name}`);
}
