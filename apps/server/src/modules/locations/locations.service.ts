import { formatFullAddress, formatLocationLabel, type CreateLocationRequest } from '@haligi/shared';
import { asc, count, eq, type SQL } from 'drizzle-orm';
import { locations, psgcBarangays, psgcMunicipalities, psgcProvinces, psgcRegions } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { notFound } from '../../http/errors';
import type { TableSource } from '../../http/table';
import { assertCascade } from './psgc.repository';

const selectLocation = (tenant: Tenant) =>
  tenant.db
    .select({
      id: locations.id,
      name: locations.name,
      regionId: locations.regionId,
      provinceId: locations.provinceId,
      municipalityId: locations.municipalityId,
      barangayId: locations.barangayId,
      zipCode: locations.zipCode,
      street: locations.street,
      landmark: locations.landmark,
      createdAt: locations.createdAt,
      regionName: psgcRegions.name,
      provinceName: psgcProvinces.name,
      municipalityName: psgcMunicipalities.name,
      barangayName: psgcBarangays.name,
    })
    .from(locations)
    .innerJoin(psgcRegions, eq(psgcRegions.id, locations.regionId))
    .leftJoin(psgcProvinces, eq(psgcProvinces.id, locations.provinceId))
    .innerJoin(psgcMunicipalities, eq(psgcMunicipalities.id, locations.municipalityId))
    .innerJoin(psgcBarangays, eq(psgcBarangays.id, locations.barangayId));

type LocationRow = Awaited<ReturnType<ReturnType<typeof selectLocation>['execute']>>[number];

/** The location as POST and GET answer it, with its address written out. */
export const toLocationAnswer = (row: LocationRow) => ({
  ...row,
  fullAddress: formatFullAddress({
    street: row.street,
    barangay: row.barangayName,
    municipality: row.municipalityName,
    province: row.provinceName,
    zipCode: row.zipCode,
  }),
});

const active = (tenant: Tenant, ...conditions: (SQL | undefined)[]) => tenant.where(locations, eq(locations.isDeleted, false), ...conditions);

/** A company's saved addresses (Add Location dialog, location select, Locations table). */
export class LocationsService {
  async find(tenant: Tenant, id: number) {
    const [row] = await selectLocation(tenant).where(active(tenant, eq(locations.id, id)));
    if (!row) throw notFound('Location');
    return toLocationAnswer(row);
  }

  async create(tenant: Tenant, input: CreateLocationRequest) {
    await assertCascade(tenant.db, input);
    const [created] = await tenant.db.insert(locations).values(tenant.values(input)).returning({ id: locations.id });
    return this.find(tenant, created.id);
  }

  async selectList(tenant: Tenant) {
    const rows = await selectLocation(tenant).where(active(tenant)).orderBy(asc(locations.name), asc(locations.id));
    return rows.map((row) => ({
      label: formatLocationLabel({ name: row.name, street: row.street, barangay: row.barangayName, municipality: row.municipalityName }),
      value: row.id,
    }));
  }

  table(tenant: Tenant): TableSource<ReturnType<typeof toLocationAnswer>> {
    return {
      sortable: {
        name: locations.name,
        municipalityName: psgcMunicipalities.name,
        zipCode: locations.zipCode,
        createdAt: locations.createdAt,
      },
      searchable: { name: locations.name, street: locations.street, municipalityName: psgcMunicipalities.name },
      baseWhere: active(tenant),
      idColumn: locations.id,
      list: async (where, orderBy, limit, offset) =>
        (await selectLocation(tenant).where(where).orderBy(...orderBy).limit(limit).offset(offset)).map(toLocationAnswer),
      // Search may name the municipality, so the count keeps that join.
      count: async (where) =>
        (
          await tenant.db
            .select({ n: count() })
            .from(locations)
            .innerJoin(psgcMunicipalities, eq(psgcMunicipalities.id, locations.municipalityId))
            .where(where)
        )[0].n,
    };
  }
}
