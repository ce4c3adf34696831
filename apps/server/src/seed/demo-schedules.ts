import { requiredMinutes } from '@haligi/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { employees, scheduleAssignments, scheduleDays, schedules, shifts, teams } from '../db/schema';

const DEMO_SHIFTS = [
  { name: 'Day shift', startTime: '08:00', endTime: '17:00', breaks: [{ start: '12:00', end: '13:00' }], graceMinutes: 10, isFlexible: false, color: 'blue' },
  { name: 'Night shift', startTime: '22:00', endTime: '06:00', breaks: [{ start: '02:00', end: '03:00' }], graceMinutes: 10, isFlexible: false, color: 'indigo' },
  { name: 'Office flexi', startTime: '07:00', endTime: '19:00', breaks: [{ start: '12:00', end: '13:00' }], graceMinutes: 0, isFlexible: true, requiredMinutes: 480, color: 'teal' },
];

/**
 * Demo shifts and schedules (decision 0048): the Rizal Tower Crew works Monday to Saturday days,
 * the Cebu Night Crew Monday to Friday nights, the office staff flexi hours on weekdays.
 */
export async function createDemoSchedules(db: Db, companyId: number): Promise<void> {
  const shiftRows = await db
    .insert(shifts)
    .values(DEMO_SHIFTS.map((s) => ({ ...s, companyId, requiredMinutes: requiredMinutes(s) })))
    .returning();
  const [day, night, flexi] = shiftRows;
  const week = async (name: string, description: string, shiftId: number, workDays: number[]) => {
    const [schedule] = await db.insert(schedules).values({ companyId, name, description }).returning();
    await db.insert(scheduleDays).values([1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ companyId, scheduleId: schedule.id, weekday, shiftId: workDays.includes(weekday) ? shiftId : null })));
    return schedule.id;
  };
  const siteDays = await week('Site days, Mon–Sat', 'Six days on site, Sunday rest', day.id, [1, 2, 3, 4, 5, 6]);
  const nights = await week('Nights, Mon–Fri', 'Night works, weekends rest', night.id, [1, 2, 3, 4, 5]);
  const office = await week('Office flexi, Mon–Fri', 'Eight hours between 7 AM and 7 PM', flexi.id, [1, 2, 3, 4, 5]);

  const teamRows = await db.select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.companyId, companyId));
  const teamId = (name: string) => teamRows.find((t) => t.name === name)?.id;
  const assignments: (typeof scheduleAssignments.$inferInsert)[] = [];
  if (teamId('Rizal Tower Crew')) assignments.push({ companyId, scheduleId: siteDays, teamId: teamId('Rizal Tower Crew'), effectiveFrom: '2026-01-05' });
  if (teamId('Cebu Night Crew')) assignments.push({ companyId, scheduleId: nights, teamId: teamId('Cebu Night Crew'), effectiveFrom: '2026-01-05' });
  // The office people (not in a crew) get their own schedule.
  const officeStaff = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), inArray(employees.biometricId, ['1001', '1002', '1003', '1004'])));
  for (const e of officeStaff) assignments.push({ companyId, scheduleId: office, employeeId: e.id, effectiveFrom: '2026-01-05' });
  if (assignments.length) await db.insert(scheduleAssignments).values(assignments);
}
