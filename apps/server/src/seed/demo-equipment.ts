import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { equipment, equipmentEvents, projects, warehouses } from '../db/schema';

/** A few units of the demo company: at the central warehouse, at a project site, one under repair. */
const UNITS = [
  { code: 'EX-01', name: 'Hydraulic Excavator 20t', type: 'Excavator', status: 'AVAILABLE', place: 'warehouse', meterType: 'HOURS', meterReading: '4215.5000', plateNumber: '', serialNumber: 'PC200-8-30211', acquisitionCost: '6850000.00' },
  { code: 'DT-01', name: 'Dump Truck 10-wheeler', type: 'Truck', status: 'IN_USE', place: 'project', meterType: 'KILOMETERS', meterReading: '128430.0000', plateNumber: 'NBC 4821', serialNumber: '', acquisitionCost: '3200000.00' },
  { code: 'GEN-01', name: 'Diesel Generator 60 kVA', type: 'Generator', status: 'AVAILABLE', place: 'warehouse', meterType: 'HOURS', meterReading: '980.0000', plateNumber: '', serialNumber: 'DG60-1187', acquisitionCost: '850000.00' },
  { code: 'CM-01', name: 'Concrete Mixer 1-bagger', type: 'Mixer', status: 'UNDER_REPAIR', place: 'none', meterType: 'HOURS', meterReading: '2310.0000', plateNumber: '', serialNumber: '', acquisitionCost: '95000.00' },
] as const;

export async function createDemoEquipment(db: Db, companyId: number): Promise<void> {
  const yards = await db.select({ id: warehouses.id, name: warehouses.name }).from(warehouses).where(eq(warehouses.companyId, companyId)).orderBy(asc(warehouses.id));
  const warehouse = yards[0];
  // The truck works at a project site; without a project in the demo, at the last yard (the staging yard).
  const site = yards[yards.length - 1];
  const [project] = await db
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(and(eq(projects.companyId, companyId), eq(projects.isLead, false), eq(projects.isDeleted, false)))
    .orderBy(asc(projects.id))
    .limit(1);
  for (const { place, ...unit } of UNITS) {
    const projectId = place === 'project' && project ? project.id : null;
    const warehouseId = place === 'warehouse' && warehouse ? warehouse.id : place === 'project' && !project && site ? site.id : null;
    const [created] = await db.insert(equipment).values({ ...unit, companyId, projectId, warehouseId }).returning({ id: equipment.id });
    const where = projectId ? `project ${project!.name}` : warehouseId ? `warehouse ${yards.find((w) => w.id === warehouseId)!.name}` : 'no assignment';
    const status = unit.status === 'IN_USE' ? 'In Use' : unit.status === 'UNDER_REPAIR' ? 'Under Repair' : 'Available';
    await db.insert(equipmentEvents).values({ companyId, equipmentId: created.id, kind: 'REGISTERED', note: `Registered ${status} at ${where}`, meterReading: unit.meterReading });
  }
}
