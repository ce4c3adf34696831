import type { TestServer } from './helper';

/**
 * Students and guardians for the school gate tests, inserted straight into the tables (the
 * student screens are another module's). Card numbers as readers send them.
 */
export interface FixtureGuardian {
  name: string;
  email?: string;
  mobile?: string;
  notifyBy?: 'email' | 'sms';
  language?: 'en' | 'fil';
  cardNumber?: string | null;
}

let lrnSeq = 0;
const nextLrn = () => `${process.pid % 1000}`.padStart(3, '0') + `${++lrnSeq}`.padStart(9, '0');

export async function insertStudent(
  server: TestServer,
  companyId: number,
  student: { firstName: string; lastName: string; cardNumber: string | null; guardians?: FixtureGuardian[] },
): Promise<{ id: number; guardianIds: number[] }> {
  const [row] = await server.context.database.query<{ id: number }>(
    `insert into students (company_id, lrn, first_name, last_name, card_number) values ($1, $2, $3, $4, $5) returning id`,
    [companyId, nextLrn(), student.firstName, student.lastName, student.cardNumber],
  );
  const guardianIds: number[] = [];
  for (const guardian of student.guardians ?? []) {
    const id = await insertGuardian(server, companyId, guardian);
    await server.context.database.query(`insert into student_guardians (student_id, guardian_id, relationship) values ($1, $2, 'Parent')`, [row.id, id]);
    guardianIds.push(id);
  }
  return { id: row.id, guardianIds };
}

export async function insertGuardian(server: TestServer, companyId: number, guardian: FixtureGuardian): Promise<number> {
  const [row] = await server.context.database.query<{ id: number }>(
    `insert into guardians (company_id, name, email, mobile, notify_by, language, card_number) values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [companyId, guardian.name, guardian.email ?? '', guardian.mobile ?? '', guardian.notifyBy ?? 'email', guardian.language ?? 'en', guardian.cardNumber ?? null],
  );
  return row.id;
}

/**
 * `count` students in one statement, cards `${prefix}${i}`, each with a guardian by mail; every
 * `smsEvery`-th student also has a second guardian by SMS in Filipino. Answers the card numbers.
 */
export async function insertStudentsInBulk(server: TestServer, companyId: number, prefix: string, count: number, smsEvery = 4): Promise<string[]> {
  const { database } = server.context;
  await database.query(
    `with s as (
       insert into students (company_id, lrn, first_name, last_name, card_number)
       select $1, lpad(($4::bigint * 100000 + i)::text, 12, '0'), 'Student', 'No. ' || i, $2 || i from generate_series(1, $3) as i
       returning id, card_number
     ), g as (
       insert into guardians (company_id, name, email, notify_by, language)
       select $1, 'Parent of ' || card_number, lower(card_number) || '@parents.example.ph', 'email', 'en' from s
       returning id, name
     )
     insert into student_guardians (student_id, guardian_id, relationship)
     select s.id, g.id, 'Parent' from s join g on g.name = 'Parent of ' || s.card_number`,
    [companyId, prefix, count, (process.pid % 9000) + lrnSeq++],
  );
  await database.query(
    `with s as (
       select id, card_number from students where company_id = $1 and card_number like $2 || '%' and (substr(card_number, length($2) + 1)::int % $3) = 0
     ), g as (
       insert into guardians (company_id, name, mobile, notify_by, language)
       select $1, 'Lola of ' || card_number, '0917' || lpad(id::text, 7, '0'), 'sms', 'fil' from s
       returning id, name
     )
     insert into student_guardians (student_id, guardian_id, relationship)
     select s.id, g.id, 'Grandparent' from s join g on g.name = 'Lola of ' || s.card_number`,
    [companyId, prefix, smsEvery],
  );
  return Array.from({ length: count }, (_, i) => `${prefix}${i + 1}`);
}
