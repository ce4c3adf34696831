/** The BOQ the BOQ benchmarks share (bench:boq, bench:boq-open). */
import type { Database } from '../apps/server/src/db/client';
import { boqItems } from '../apps/server/src/db/schema';

const HEADINGS = 20;
const SUBHEADINGS_PER_HEADING = 5;

/**
 * One company, `accounts` estimators (PROJECT_ACCESS), one project and its BOQ of `rows` rows:
 * 20 headings x 5 subheadings, the rest items spread over them.
 */
export async function seedBoq(database: Database, { rows: ROWS, accounts: CLIENTS }: { rows: number; accounts: number }) {
  const [company] = await database.query<{ id: number }>(`insert into companies (name) values ('Bench Builders Corp.') returning id`);
  const [role] = await database.query<{ id: number }>(
    `insert into roles (company_id, name, scope_list) values ($1, 'Estimator', '["PROJECT_ACCESS"]'::jsonb) returning id`,
    [company.id],
  );
  const accounts = await database.query<{ id: number }>(
    `insert into accounts (company_id, first_name, last_name, email, password_hash, role_id, email_verified_at)
     select $1, 'Estimator', 'No. ' || g, 'estimator' || g || '@bench.ph', 'x', $2, now() from generate_series(1, $3::int) g returning id`,
    [company.id, role.id, CLIENTS],
  );
  const [project] = await database.query<{ id: number }>(
    `insert into projects (company_id, is_lead, name, status, budget, board_key, board_position) values ($1, false, 'Bench Tower', 'ACTIVE', 1000, 'planning', 1) returning id`,
    [company.id],
  );
  const [boq] = await database.query<{ id: number }>(
    `insert into bill_of_quantities (company_id, project_id, name, status, revision) values ($1, $2, 'Bench Tower BOQ', 'PENDING', 1) returning id`,
    [company.id, project.id],
  );
  const { db } = database;
  const base = { companyId: company.id, boqId: boq.id };
  let key = 0;
  const headings = await db
    .insert(boqItems)
    .values(Array.from({ length: HEADINGS }, (_, i) => ({ ...base, parentId: null, position: i + 1, type: 'HEADING', key: `bench-${key++}`, description: `Division ${i + 1}` })))
    .returning({ id: boqItems.id });
  const subheadings = await db
    .insert(boqItems)
    .values(
      headings.flatMap((h, i) =>
        Array.from({ length: SUBHEADINGS_PER_HEADING }, (_, j) => ({ ...base, parentId: h.id, position: j + 1, type: 'SUBHEADING', key: `bench-${key++}`, description: `Section ${i + 1}.${j + 1}` })),
      ),
    )
    .returning({ id: boqItems.id });
  const itemCount = ROWS - headings.length - subheadings.length;
  const itemsRows = Array.from({ length: itemCount }, (_, n) => ({
    ...base,
    parentId: subheadings[n % subheadings.length].id,
    position: Math.floor(n / subheadings.length) + 1,
    type: 'ITEM',
    key: `bench-${key++}`,
    description: `Work item ${n + 1}`,
    quantity: String(1 + (n % 50)),
    materialUnit: 'pc',
    materialUnitCost: ((n * 7919) % 100000 / 100).toFixed(2),
    laborUnitCost: ((n * 104729) % 5000 / 100).toFixed(2),
    profitMarginPercentage: String(n % 20),
  }));
  let firstItemId = 0;
  for (let i = 0; i < itemsRows.length; i += 1000) {
    const inserted = await db.insert(boqItems).values(itemsRows.slice(i, i + 1000)).returning({ id: boqItems.id });
    if (i === 0) firstItemId = inserted[0].id;
  }
  await database.query(database.kind === 'postgres' ? 'vacuum analyze' : 'analyze');
  return { companyId: company.id, projectId: project.id, boqId: boq.id, accountIds: accounts.map((a) => a.id), itemId: firstItemId };
}

