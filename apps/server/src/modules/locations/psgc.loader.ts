import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { count, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { psgcRegions } from '../../db/schema';

/** The PSGC file kept in the repo (apps/server/data, see README for its release and source). */
export const PSGC_FILE = resolve(dirname(fileURLToPath(import.meta.url)), '../../../data/psgc-2025-2Q.json.gz');

interface PsgcFile {
  source: string;
  release: string;
  regions: [code: string, name: string][];
  provinces: [code: string, regionCode: string, name: string][];
  municipalities: [code: string, provinceCode: string, name: string][];
  barangays: [code: string, municipalityCode: string, name: string][];
}

export function readPsgcFile(): PsgcFile {
  return JSON.parse(gunzipSync(readFileSync(PSGC_FILE)).toString('utf8')) as PsgcFile;
}

/**
 * Loads the region > province > municipality/city > barangay hierarchy once; a database that
 * has it already is left alone. One set-based insert per level.
 */
export async function loadPsgc(db: Db): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(psgcRegions);
  if (n > 0) return false;
  const data = readPsgcFile();
  const json = (rows: unknown) => JSON.stringify(rows);
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into psgc_regions (code, name)
      select r->>0, r->>1 from json_array_elements(${json(data.regions)}::json) r`);
    await tx.execute(sql`
      insert into psgc_provinces (code, name, region_id)
      select p->>0, p->>2, g.id from json_array_elements(${json(data.provinces)}::json) p
      join psgc_regions g on g.code = p->>1`);
    await tx.execute(sql`
      insert into psgc_municipalities (code, name, province_id, region_id)
      select m->>0, m->>2, p.id, p.region_id from json_array_elements(${json(data.municipalities)}::json) m
      join psgc_provinces p on p.code = m->>1`);
    await tx.execute(sql`
      insert into psgc_barangays (code, name, municipality_id)
      select b->>0, b->>2, m.id from json_array_elements(${json(data.barangays)}::json) b
      join psgc_municipalities m on m.code = b->>1`);
  });
  return true;
}
