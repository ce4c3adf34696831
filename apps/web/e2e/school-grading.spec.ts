import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { pdfText } from '@haligi/shared/testing/pdf-text';
import pg from 'pg';
import { addDays } from '../../../packages/shared/src/format/date';
import { todayInManila } from '../../../packages/shared/src/leads/lead.rules';
import { DEMO, expectAccessible, shoot, signIn, unique } from './fixtures';

/**
 * School grading and the attendance summary (issue 18, decision 0069). The records these screens
 * read (school year, section, course, students, enrolments, taps) have their own APIs in other
 * modules, so the spec writes its own rows straight into the run's PostgreSQL database.
 */
const DATABASE_URL = process.env.E2E_DATABASE_URL?.trim() ?? '';
test.skip(!DATABASE_URL, 'writes its school records through PostgreSQL (E2E_DATABASE_URL)');

interface School {
  sectionId: number;
  sectionLabel: string;
  courseLabel: string;
  ana: { id: number; name: string };
  ben: { id: number; name: string };
}

/** A section of the demo company advised by the owner, a Math course, two students, Ana tapping in at 07:05 today. */
async function makeSchool(): Promise<School> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const tag = unique('sg').replace(/\W/g, '');
    const today = todayInManila();
    const { rows: owners } = await client.query<{ id: number; company_id: number }>('select id, company_id from accounts where email = $1', [DEMO.owner.email]);
    const { id: ownerId, company_id: companyId } = owners[0];
    const one = async <T>(sql: string, params: unknown[]) => (await client.query(sql, params)).rows[0] as T;
    const year =
      (await one<{ id: number } | undefined>('select id from school_years where company_id = $1 and is_active and not is_deleted', [companyId])) ??
      (await one<{ id: number }>('insert into school_years (company_id, name, start_date, end_date, is_active) values ($1, $2, $3, $4, true) returning id', [
        companyId,
        'SY 2026-2027',
        addDays(today, -60),
        addDays(today, 200),
      ]));
    const grade = await one<{ id: number }>('insert into grade_levels (company_id, name, sort_order) values ($1, $2, 7) returning id', [companyId, `Grade 7 ${tag}`]);
    const section = await one<{ id: number }>('insert into sections (company_id, school_year_id, grade_level_id, name, adviser_account_id) values ($1, $2, $3, $4, $5) returning id', [
      companyId,
      year.id,
      grade.id,
      `Rizal ${tag}`,
      ownerId,
    ]);
    await one('insert into courses (company_id, code, name, grade_level_id, learning_area) values ($1, $2, $3, $4, $5) returning id', [companyId, `M7${tag}`, 'Mathematics', grade.id, 'MATH']);
    const student = async (first: string, last: string) => {
      const lrn = String(100_000_000_000 + Math.floor(Math.random() * 800_000_000_000));
      const row = await one<{ id: number }>('insert into students (company_id, lrn, first_name, last_name, card_number) values ($1, $2, $3, $4, $5) returning id', [companyId, lrn, first, last, `C${lrn}`]);
      await one('insert into enrollments (company_id, student_id, school_year_id, grade_level_id, section_id, status, enrolled_on) values ($1, $2, $3, $4, $5, $6, $7) returning id', [
        companyId,
        row.id,
        year.id,
        grade.id,
        section.id,
        'ENROLLED',
        today,
      ]);
      return { id: row.id, name: `${last.toUpperCase()}, ${first}`, card: `C${lrn}` };
    };
    const ana = await student('Ana', `Santos${tag}`);
    const ben = await student('Ben', `Bautista${tag}`);
    await one("insert into school_attendance_logs (company_id, person_type, student_id, card_number, action, tapped_at, school_date) values ($1, 'student', $2, $3, 'check_in', $4, $5) returning id", [
      companyId,
      ana.id,
      ana.card,
      new Date(`${today}T07:05:00+08:00`),
      today,
    ]);
    return { sectionId: section.id, sectionLabel: `Grade 7 ${tag} – Rizal ${tag}`, courseLabel: `M7${tag} Mathematics`, ana, ben };
  } finally {
    await client.end();
  }
}

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('grading: the class record by keyboard, grades computed live, the SF9 downloaded', async ({ page }) => {
  const school = await makeSchool();
  await signIn(page, DEMO.owner, '/member/school/grading');
  await expect(page.getByRole('heading', { name: 'Grading', level: 1 })).toBeVisible();
  await pick(page, 'Section', school.sectionLabel);
  await pick(page, 'Course', school.courseLabel);
  await expect(page.getByText('written work 40%, performance tasks 40%, quarterly assessment 20%')).toBeVisible();
  await page.getByRole('button', { name: 'Open the class record' }).click();

  // Three items of quarter 1: WW of 40, PT of 100, QA of 50.
  for (const [component, name, highest] of [
    ['Written Work (40%)', 'Quiz 1', '40'],
    ['Performance Tasks (40%)', 'Task 1', '100'],
    ['Quarterly Assessment (20%)', 'Exam', '50'],
  ]) {
    await pick(page, 'Component', component);
    await page.getByRole('textbox', { name: 'Item name' }).fill(name);
    await page.getByRole('textbox', { name: 'Highest score' }).fill(highest);
    await page.getByRole('button', { name: 'Add item' }).click();
    await expect(page.getByRole('columnheader', { name: new RegExp(`^${name}`) })).toBeVisible();
  }

  // Ana: 30 Tab 72 Tab 40 -> 74.80 -> 84 (WW 75.00 x 40% + PT 72.00 x 40% + QA 80.00 x 20%).
  const cell = (student: { name: string }, item: string, of: number) => page.getByRole('textbox', { name: `${student.name}, ${item} (of ${of})` });
  await cell(school.ana, 'Quiz 1', 40).click();
  await page.keyboard.type('30');
  await page.keyboard.press('Tab');
  await expect(cell(school.ana, 'Task 1', 100)).toBeFocused();
  await page.keyboard.type('72');
  await page.keyboard.press('Tab');
  await page.keyboard.type('40');
  await expect(page.getByTestId(`initial-${school.ana.id}`)).toHaveText('74.80');
  await expect(page.getByTestId(`quarterly-${school.ana.id}`)).toHaveText('84');
  // Students are listed by last name: Ben (Bautista) above Ana (Santos). ArrowUp moves up the
  // column to Ben's exam; over the highest score is refused where it is typed.
  await page.keyboard.press('ArrowUp');
  await expect(cell(school.ben, 'Exam', 50)).toBeFocused();
  await page.keyboard.type('51');
  await expect(page.getByText('At most 50')).toBeVisible();
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('25');
  // Enter moves down the column again.
  await page.keyboard.press('Enter');
  await expect(cell(school.ana, 'Exam', 50)).toBeFocused();
  // Ben: QA 25/50 = 50.00 x 20% = 10.00 -> 60 + floor(10 / 4) = 62.
  await expect(page.getByTestId(`quarterly-${school.ben.id}`)).toHaveText('62');
  await expectAccessible(page);
  await shoot(page, 'school-grading');

  // Saved: a new visit shows the same grades from the server.
  await page.waitForTimeout(500);
  await page.reload();
  await pick(page, 'Section', school.sectionLabel);
  await pick(page, 'Course', school.courseLabel);
  await expect(page.getByTestId(`quarterly-${school.ana.id}`)).toHaveText('84');
  await expect(page.getByTestId(`quarterly-${school.ben.id}`)).toHaveText('62');
  await expect(cell(school.ana, 'Task 1', 100)).toHaveValue('72');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: `Download the SF9 of ${school.ana.name}` }).click()]);
  expect(download.suggestedFilename()).toMatch(/^SF9 .*\.pdf$/);
  const text = pdfText(readFileSync(await download.path())).replace(/\s+/g, ' ');
  expect(text).toContain("Learner's Progress Report Card (SF9)");
  expect(text).toContain(school.ana.name);
  expect(text).toMatch(/Mathematics 84 /);
});

test('attendance: the daily summary from the gate, the class attendance marks over it, the dashboard', async ({ page }) => {
  const school = await makeSchool();
  await signIn(page, DEMO.owner, '/member/school/attendance');
  await page.getByRole('tab', { name: 'Daily summary' }).click();
  await expect(page.getByRole('tab', { name: 'Daily summary' })).toHaveAttribute('aria-selected', 'true');
  const row = page.getByTestId(`summary-row-${school.sectionId}`);
  // Ana tapped in at 07:05 (present); Ben did not (absent).
  await expect(row.getByRole('cell')).toHaveText([`Rizal ${school.sectionLabel.split('Rizal ')[1]}`, /Grade 7/, '1', '0', '1', '0', '2', 'Students']);
  await row.getByRole('button', { name: 'Students' }).click();
  await expect(page.getByRole('row', { name: new RegExp(`${school.ana.name} 7:05 AM Present`) })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'school-attendance-summary');

  await page.getByRole('tab', { name: 'Class attendance' }).click();
  await pick(page, 'Section', school.sectionLabel);
  const ben = page.getByTestId(`class-student-${school.ben.id}`);
  await expect(ben).toContainText('Gate: Absent');
  await ben.getByText('Excused', { exact: true }).click();
  await page.getByRole('button', { name: 'Save attendance' }).click();
  await expect(page.getByText('Attendance saved')).toBeVisible();
  await expect(ben.locator('.mantine-Badge-root')).toHaveText('Excused');
  await expectAccessible(page);
  await shoot(page, 'school-class-attendance');

  await page.getByRole('tab', { name: 'Daily summary' }).click();
  await expect(row.getByRole('cell')).toHaveText([/Rizal/, /Grade 7/, '1', '0', '0', '1', '2', 'Students']);

  await page.goto('/member/school/dashboard');
  await expect(page.getByRole('heading', { name: 'School Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('img', { name: new RegExp(`${school.sectionLabel.split(' –')[0]} 1 present, 0 late, 0 absent, 1 excused`) })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`${school.ana.name} In 7:05 AM`) })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'school-dashboard');
});
