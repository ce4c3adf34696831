// Not a test: `TEST_DATABASE_URL=… npx tsx apps/server/test/attendance-speed.script.ts` prints the time
// to compute 2,000 employees x a 15-day cutoff (decision 0050).
import { addDays, manilaInstant } from '@haligi/shared';
import { attendanceDays, employees, scheduleAssignments, scheduleDays, schedules, shifts, timekeepingRawLogs } from '../src/db/schema';
import { computeAttendance } from '../src/modules/attendance/attendance.compute';
import { createCompany, openTestDatabase } from './helper';

const { database, drop } = await openTestDatabase();
const db = (database as any).db ?? database;
const server = { context: { db } } as any;
try {
  const company = await createCompany(server, 'Speed');
  const companyId = company.id;
  const [shift] = await db.insert(shifts).values({ companyId, name: 'Day', startTime: '08:00', endTime: '17:00', breaks: [{ start: '12:00', end: '13:00' }], graceMinutes: 5, requiredMinutes: 480 }).returning();
  const [schedule] = await db.insert(schedules).values({ companyId, name: 'Mon-Sat' }).returning();
  await db.insert(scheduleDays).values([1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ companyId, scheduleId: schedule.id, weekday, shiftId: weekday <= 6 ? shift.id : null })));
  const people: { id: number }[] = [];
  for (let i = 0; i < 2000; i += 500) {
    people.push(...(await db.insert(employees).values(Array.from({ length: 500 }, (_, k) => ({ companyId, employeeNo: `E${i + k}`, firstName: 'F', lastName: `L${i + k}`, biometricId: String(10000 + i + k) }))).returning({ id: employees.id })));
  }
  for (let i = 0; i < people.length; i += 1000) await db.insert(scheduleAssignments).values(people.slice(i, i + 1000).map((p) => ({ companyId, scheduleId: schedule.id, employeeId: p.id, effectiveFrom: '2026-01-01' })));
  const from = '2026-11-01';
  const to = '2026-11-15';
  const rows: any[] = [];
  for (const [n, p] of people.entries()) {
    for (let d = 0; d < 15; d++) {
      const date = addDays(from, d);
      rows.push({ companyId, deviceSerial: 'S', biometricId: String(10000 + n), employeeId: p.id, punchedAt: manilaInstant(date, '08:0' + (n % 9)) });
      rows.push({ companyId, deviceSerial: 'S', biometricId: String(10000 + n), employeeId: p.id, punchedAt: manilaInstant(date, '17:3' + (n % 9)) });
    }
  }
  for (let i = 0; i < rows.length; i += 5000) await db.insert(timekeepingRawLogs).values(rows.slice(i, i + 5000));
  for (const run of ['first', 'again']) {
    const started = performance.now();
    const { days } = await computeAttendance(db, companyId, { from, to });
    console.log(`${run}: ${days} days for ${people.length} employees in ${Math.round(performance.now() - started)} ms`);
  }
  void attendanceDays;
} finally {
  await database.close?.();
  await drop();
}
