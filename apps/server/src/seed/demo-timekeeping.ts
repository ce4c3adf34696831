import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { branches, timekeepingDeviceRequests, timekeepingDevices } from '../db/schema';

/**
 * The demo company's terminals (Makati and Cebu gates, a phone kiosk) and one unknown terminal
 * asking to connect. After `createDemoEmployees`; the demo punches are `createDemoAttendance`'s,
 * made at these gates.
 */
export async function createDemoTimekeeping(db: Db, companyId: number): Promise<void> {
  const branchRows = await db.select({ id: branches.id }).from(branches).where(eq(branches.companyId, companyId)).orderBy(asc(branches.id));
  const devices = await db
    .insert(timekeepingDevices)
    .values([
      { companyId, serialNumber: 'CQZ7224460245', name: 'Rizal Tower main gate', branchId: branchRows[0]?.id ?? null },
      { companyId, serialNumber: 'CQZ7224460311', name: 'Cebu yard gate', branchId: branchRows[1]?.id ?? null },
      { companyId, serialNumber: 'KIOSK-RIZAL-1', name: 'Rizal Tower site phone', kind: 'KIOSK', branchId: branchRows[0]?.id ?? null },
    ])
    .returning();
  await db.update(timekeepingDevices).set({ lastSeenAt: new Date(Date.now() - 3 * 3600_000), lastIp: '192.168.1.201' }).where(eq(timekeepingDevices.id, devices[0].id));
  await db.insert(timekeepingDeviceRequests).values({ serialNumber: 'BJ2C19820057', lastIp: '192.168.1.77', hits: 14 }).onConflictDoNothing();
}
