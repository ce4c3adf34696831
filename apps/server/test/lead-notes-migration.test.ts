import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The lead_notes migration moves each lead's single note into its list: the database is migrated
 * up to just before it, given leads with notes, then migrated to the end.
 */
const MIGRATIONS = resolve(dirname(fileURLToPath(import.meta.url)), '../drizzle');
const folders: string[] = [];

/** A copy of the migrations folder whose journal stops before the lead_notes migration. */
function migrationsBeforeLeadNotes(): string {
  const folder = mkdtempSync(join(tmpdir(), 'haligi-migrations-'));
  folders.push(folder);
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalPath = join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith('_lead_notes'));
  expect(at, 'the lead_notes migration is in the journal').toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

describe('migrating the single lead note into the list', () => {
  it('a non-empty note becomes the first note, by its last saver and dated then; without a NOTE entry the author is unknown; an empty note adds nothing', async () => {
    const client = await PGlite.create(undefined, { extensions: { pg_trgm } });
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: migrationsBeforeLeadNotes() });
    const one = async (text: string, params: unknown[] = []) => (await client.query<Record<string, any>>(text, params)).rows[0];
    const company = await one(`insert into companies (name) values ('Mabuhay') returning id`);
    const role = await one(`insert into roles (company_id, name) values ($1, 'Sales') returning id`, [company.id]);
    const author = await one(
      `insert into accounts (company_id, first_name, last_name, email, password_hash, role_id) values ($1, 'Ana', 'Reyes', 'ana@example.ph', 'x', $2) returning id`,
      [company.id, role.id],
    );
    const lead = (name: string, notes: string) =>
      one(`insert into projects (company_id, is_lead, name, status, board_key, notes, updated_at) values ($1, true, $2, 'LEAD', 'opportunity', $3, '2026-01-02T03:04:05Z') returning id`, [
        company.id,
        name,
        notes,
      ]);
    const noted = await lead('Noted', 'Prefers steel roofing.');
    const unsigned = await lead('Unsigned', 'Call after the holidays.');
    const empty = await lead('Empty', '  ');
    await client.query(`insert into project_activities (company_id, project_id, kind, message, account_id, created_at) values ($1, $2, 'NOTE', 'Notes updated', $3, '2026-03-04T05:06:07Z')`, [
      company.id,
      noted.id,
      author.id,
    ]);

    await migrate(db, { migrationsFolder: MIGRATIONS });

    const notes = (await client.query<Record<string, any>>(`select project_id, text, account_id, created_at from lead_notes order by project_id`)).rows;
    expect(notes).toEqual([
      { project_id: noted.id, text: 'Prefers steel roofing.', account_id: author.id, created_at: new Date('2026-03-04T05:06:07Z') },
      { project_id: unsigned.id, text: 'Call after the holidays.', account_id: null, created_at: new Date('2026-01-02T03:04:05Z') },
    ]);
    expect(notes.map((note) => note.project_id)).not.toContain(empty.id);
    const columns = (await client.query<{ column_name: string }>(`select column_name from information_schema.columns where table_name = 'projects'`)).rows;
    expect(columns.map((c) => c.column_name)).not.toContain('notes');
    await client.close();
  });
});
