import { addDays, isoWeekday, manilaDate, manilaInstant } from '@haligi/shared';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { employees, teamMembers, teams, timekeepingDevices, timekeepingRawLogs } from '../db/schema';

const MAKATI_GATE = 'CQZ7224460245';
const CEBU_GATE = 'CQZ7224460311';

/** A fixed small variation per employee and day (the demo looks the same on every seed). */
const wobble = (seed: number, spread: number) => ((seed * 7919) % (spread * 2 + 1)) - spread;

/**
 * Demo punches for the attendance screens (issue 14, decision 0050): the last two weeks of
 * weekdays before today, day crews around 08:00-17:00 and the Cebu Night Crew around 22:00-06:00,
 * with a few late arrivals, one absence and one forgotten time out. Stored as an imported file
 * (`IMPORT`) unless the demo terminals exist, as raw punches; attendance is computed when a screen reads it.
 */
export async function createDemoAttendance(db: Db, companyId: number, now = new Date()): Promise<void> {
  const people = await db
    .select({ id: employees.id, biometricId: employees.biometricId, teamName: teams.name })
    .from(employees)
    .leftJoin(teamMembers, eq(teamMembers.employeeId, employees.id))
    .leftJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(and(eq(employees.companyId, companyId), isNotNull(employees.biometricId)));
  // Punched at the demo terminals of createDemoTimekeeping when they exist, else as an imported file.
  const gates = new Map(
    (await db.select({ id: timekeepingDevices.id, serialNumber: timekeepingDevices.serialNumber }).from(timekeepingDevices).where(eq(timekeepingDevices.companyId, companyId))).map((d) => [d.serialNumber, d]),
  );
  const today = manilaDate(now);
  const rows: (typeof timekeepingRawLogs.$inferInsert)[] = [];
  for (let back = 14; back >= 1; back--) {
    const date = addDays(today, -back);
    if (isoWeekday(date) > 5) continue;
    people.forEach((person, index) => {
      const seed = index * 31 + back;
      // One absence and one forgotten time out to look at.
      if (index === 6 && back === 3) return;
      const night = person.teamName === 'Cebu Night Crew';
      const inAt = manilaInstant(date, night ? '22:00' : '08:00');
      const outAt = manilaInstant(date, night ? '06:00' : '17:00', night ? 1 : 0);
      const late = index === 5 && back % 4 === 0 ? 17 : 0;
      const punchIn = new Date(inAt.getTime() + (wobble(seed, 8) - 6 + late) * 60_000);
      const punchOut = new Date(outAt.getTime() + Math.abs(wobble(seed + 3, 40)) * 60_000);
      const gate = gates.get(night ? CEBU_GATE : MAKATI_GATE);
      const base = gate
        ? { companyId, deviceSerial: gate.serialNumber, deviceId: gate.id, biometricId: person.biometricId!, employeeId: person.id, source: 'DEVICE', verify: 1 }
        : { companyId, deviceSerial: 'DEMO-IMPORT', biometricId: person.biometricId!, employeeId: person.id, source: 'IMPORT' };
      rows.push({ ...base, punchedAt: punchIn, status: 0 });
      if (!(index === 2 && back === 2)) rows.push({ ...base, punchedAt: punchOut, status: 1 });
    });
  }
  if (rows.length) await db.insert(timekeepingRawLogs).values(rows).onConflictDoNothing();
}
