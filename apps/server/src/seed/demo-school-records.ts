import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts, courses, enrollments, gradeLevels, guardians, schoolYears, sections, studentGuardians, students } from '../db/schema';

/**
 * The demo company's school records (issue 18): school year 2026-2027 active (2025-2026 before
 * it), Grades 7-10 with their sections and the DepEd subjects, and twenty learners with guardians
 * and RFID cards, enrolled. Advisers are the demo sign-ins.
 */
const DEMO_GRADES = [7, 8, 9, 10] as const;
const DEMO_SECTIONS: { grade: number; name: string; capacity: number }[] = [
  { grade: 7, name: 'Rizal', capacity: 40 },
  { grade: 7, name: 'Bonifacio', capacity: 40 },
  { grade: 8, name: 'Mabini', capacity: 40 },
  { grade: 8, name: 'Luna', capacity: 35 },
  { grade: 9, name: 'Del Pilar', capacity: 40 },
  { grade: 10, name: 'Silang', capacity: 40 },
];
const DEMO_SUBJECTS = [
  { code: 'FIL', name: 'Filipino', learningArea: 'LANGUAGES' },
  { code: 'ENG', name: 'English', learningArea: 'LANGUAGES' },
  { code: 'MATH', name: 'Mathematics', learningArea: 'MATH' },
  { code: 'SCI', name: 'Science', learningArea: 'SCIENCE' },
  { code: 'AP', name: 'Araling Panlipunan', learningArea: 'AP' },
  { code: 'ESP', name: 'Edukasyon sa Pagpapakatao', learningArea: 'ESP' },
  { code: 'TLE', name: 'Technology and Livelihood Education', learningArea: 'EPP_TLE' },
  { code: 'MAPEH', name: 'MAPEH', learningArea: 'MAPEH' },
] as const;

/** [first, middle, last, sex, birth date, section index, guardian, relationship, guardian channel, language] */
const DEMO_STUDENTS = [
  ['Andrea', 'Lopez', 'Bautista', 'FEMALE', '2014-02-11', 0, 'Carmela Bautista', 'Mother', 'sms', 'fil'],
  ['Miguel', 'Santos', 'Reyes', 'MALE', '2014-05-23', 0, 'Roberto Reyes', 'Father', 'email', 'en'],
  ['Bea', 'Cruz', 'Villanueva', 'FEMALE', '2014-08-02', 0, 'Liza Villanueva', 'Mother', 'email', 'en'],
  ['Paolo', 'Garcia', 'Mendoza', 'MALE', '2014-01-17', 1, 'Arnel Mendoza', 'Father', 'sms', 'fil'],
  ['Kristine', 'Ramos', 'Aquino', 'FEMALE', '2014-11-30', 1, 'Grace Aquino', 'Mother', 'email', 'fil'],
  ['Joshua', 'Dizon', 'Castillo', 'MALE', '2014-07-09', 1, 'Nestor Castillo', 'Grandfather', 'sms', 'fil'],
  ['Angelica', 'Torres', 'Navarro', 'FEMALE', '2013-03-14', 2, 'Maricel Navarro', 'Mother', 'email', 'en'],
  ['Carlo', 'Pascual', 'Domingo', 'MALE', '2013-09-05', 2, 'Ramil Domingo', 'Father', 'sms', 'en'],
  ['Danica', 'Morales', 'Salazar', 'FEMALE', '2013-06-21', 2, 'Josephine Salazar', 'Aunt', 'email', 'en'],
  ['Enzo', 'Valdez', 'Gonzales', 'MALE', '2013-12-01', 3, 'Edgar Gonzales', 'Father', 'sms', 'fil'],
  ['Francine', 'Medina', 'Ferrer', 'FEMALE', '2013-04-18', 3, 'Rowena Ferrer', 'Mother', 'email', 'en'],
  ['Gabriel', 'Soriano', 'De Leon', 'MALE', '2012-10-10', 4, 'Manuel De Leon', 'Father', 'email', 'en'],
  ['Hannah', 'Aguilar', 'Manalo', 'FEMALE', '2012-02-27', 4, 'Teresa Manalo', 'Mother', 'sms', 'fil'],
  ['Ivan', 'Rosales', 'Santiago', 'MALE', '2012-08-15', 4, 'Romeo Santiago', 'Father', 'sms', 'fil'],
  ['Jasmine', 'Padilla', 'Tolentino', 'FEMALE', '2012-05-04', 4, 'Elena Tolentino', 'Mother', 'email', 'en'],
  ['Kevin', 'Lim', 'Ocampo', 'MALE', '2011-11-19', 5, 'Victor Ocampo', 'Father', 'email', 'en'],
  ['Lovely', 'Marquez', 'Panganiban', 'FEMALE', '2011-07-07', 5, 'Corazon Panganiban', 'Grandmother', 'sms', 'fil'],
  ['Mark', 'Ignacio', 'Velasco', 'MALE', '2011-03-25', 5, 'Danilo Velasco', 'Father', 'sms', 'en'],
  ['Nicole', 'Sison', 'Robles', 'FEMALE', '2011-09-12', 5, 'Imelda Robles', 'Mother', 'email', 'fil'],
  ['Oscar', 'Tan', 'Javier', 'MALE', '2011-12-28', 5, 'Lourdes Javier', 'Mother', 'email', 'en'],
] as const;

export async function createDemoSchoolRecords(db: Db, companyId: number): Promise<void> {
  await db.insert(schoolYears).values({ companyId, name: '2025-2026', startDate: '2025-06-16', endDate: '2026-04-15', isActive: false });
  const [year] = await db.insert(schoolYears).values({ companyId, name: '2026-2027', startDate: '2026-06-08', endDate: '2027-04-09', isActive: true }).returning();
  const grades = await db
    .insert(gradeLevels)
    .values(DEMO_GRADES.map((g) => ({ companyId, name: `Grade ${g}`, sortOrder: g })))
    .returning();
  const gradeOf = (n: number) => grades.find((g) => g.sortOrder === n)!;
  const advisers = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.companyId, companyId)).orderBy(asc(accounts.id));
  const sectionRows = await db
    .insert(sections)
    .values(
      DEMO_SECTIONS.map((s, i) => ({
        companyId,
        schoolYearId: year.id,
        gradeLevelId: gradeOf(s.grade).id,
        name: s.name,
        capacity: s.capacity,
        adviserAccountId: advisers.length ? advisers[(i + 1) % advisers.length].id : null,
      })),
    )
    .returning();
  await db.insert(courses).values(
    DEMO_GRADES.flatMap((g) =>
      DEMO_SUBJECTS.map((s) => ({ companyId, code: `${s.code}${g}`, name: `${s.name} ${g}`, gradeLevelId: gradeOf(g).id, learningArea: s.learningArea })),
    ),
  );
  let n = 0;
  for (const [firstName, middleName, lastName, sex, birthDate, sectionIndex, guardianName, relationship, notifyBy, language] of DEMO_STUDENTS) {
    n += 1;
    const section = sectionRows[sectionIndex];
    const [student] = await db
      .insert(students)
      .values({
        companyId,
        lrn: `1365120${String(26000 + n).padStart(5, '0')}`,
        firstName,
        middleName,
        lastName,
        sex,
        birthDate,
        address: 'Quezon City',
        cardNumber: `00045${String(21900 + n).padStart(5, '0')}`,
      })
      .returning();
    const handle = guardianName.toLowerCase().replace(/[^a-z]+/g, '.');
    const [guardian] = await db
      .insert(guardians)
      .values({ companyId, name: guardianName, email: `${handle}@example.ph`, mobile: `0917${String(5550000 + n * 137).slice(0, 7)}`, notifyBy, language })
      .returning();
    await db.insert(studentGuardians).values({ studentId: student.id, guardianId: guardian.id, relationship });
    await db.insert(enrollments).values({ companyId, studentId: student.id, schoolYearId: year.id, gradeLevelId: section.gradeLevelId, sectionId: section.id, status: 'ENROLLED', enrolledOn: '2026-06-01' });
  }
}
