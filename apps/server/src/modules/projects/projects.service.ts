import { namedFields, PROJECT_TRACKED_FIELDS, projectDateProblems, type CreateProjectRequest, type UpdateProjectRequest } from '@haligi/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projects } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { badRequest, notFound } from '../../http/errors';
import { recordActivity, recordFieldChanges } from '../activities/activity-log';
import { onBoard } from '../boards/board.repository';
import { findProjectAnswer, liveProject } from './project-answer';
import { retryOnPositionClash } from '../boards/board.repository';
import { createProjectWithBoq } from './project-factory';
import { assertOwnPassword, type PasswordCaller } from '../auth/own-password';
import { assertClientAndLocation } from './project-references';

export const PROJECT_MESSAGES = {
  created: 'Project created successfully',
  updated: 'Project updated successfully',
  deleted: 'Project deleted successfully',
  deletedMany: 'Projects deleted successfully',
  moved: 'Project moved successfully',
} as const;

const toColumns = (input: CreateProjectRequest) => ({
  name: input.name,
  description: input.description,
  budget: input.budget.toFixed(2),
  startDate: input.startDate ?? null,
  endDate: input.endDate ?? null,
  status: input.status,
  clientId: input.clientId ?? null,
  locationId: input.locationId ?? null,
  downpaymentAmount: input.downpaymentAmount.toFixed(2),
  retentionAmount: input.retentionAmount.toFixed(2),
});

type ProjectPatch = Omit<UpdateProjectRequest, 'id'>;

/** The columns a PATCH names; a field left out is not written. */
const toPatchColumns = (patch: ProjectPatch) =>
  namedFields({
    name: patch.name,
    description: patch.description,
    budget: patch.budget?.toFixed(2),
    startDate: patch.startDate,
    endDate: patch.endDate,
    status: patch.status,
    clientId: patch.clientId,
    locationId: patch.locationId,
    downpaymentAmount: patch.downpaymentAmount?.toFixed(2),
    retentionAmount: patch.retentionAmount?.toFixed(2),
  });

/** A field of the saved record: the patch's value when named (null included), else the stored one. */
const merged = <T>(patched: T | undefined, stored: T) => (patched === undefined ? stored : patched);

export class ProjectsService {
  async create(tenant: Tenant, accountId: number, input: CreateProjectRequest) {
    const problems = projectDateProblems({ startDate: input.startDate ?? null, endDate: input.endDate ?? null });
    if (problems.length) throw badRequest(problems);
    await assertClientAndLocation(tenant, input);
    const id = await retryOnPositionClash(() =>
      tenant.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const { project } = await createProjectWithBoq(tx, tenant.on(tx), toColumns(input), accountId);
        await recordActivity(tx, tenant, { projectId: project.id, kind: 'CREATED', message: 'Project created', accountId });
        return project.id;
      }),
    );
    return { data: await findProjectAnswer(tenant, id), message: PROJECT_MESSAGES.created };
  }

  /**
   * PATCH /project: writes only the fields named; the dates are checked on the record as saved.
   * Each save that changes something adds one UPDATED entry to the timeline.
   */
  async update(tenant: Tenant, accountId: number, { id, ...patch }: UpdateProjectRequest) {
    await findProjectAnswer(tenant, id);
    await assertClientAndLocation(tenant, patch);
    await tenant.db.transaction(async (tx) => {
      const scoped = tenant.on(tx);
      const [stored] = await tx.select().from(projects).where(liveProject(scoped, id)).for('update');
      if (!stored) throw notFound('Project');
      const problems = projectDateProblems({ startDate: merged(patch.startDate, stored.startDate), endDate: merged(patch.endDate, stored.endDate) });
      if (problems.length) throw badRequest(problems);
      const columns = toPatchColumns(patch);
      if (!Object.keys(columns).length) return;
      const before = await findProjectAnswer(scoped, id);
      await tx.update(projects).set(columns).where(eq(projects.id, id));
      const after = await findProjectAnswer(scoped, id);
      await recordFieldChanges(tx, scoped, { projectId: id, accountId, fields: PROJECT_TRACKED_FIELDS, before, after });
    });
    return { data: await findProjectAnswer(tenant, id), message: PROJECT_MESSAGES.updated };
  }

  async remove(tenant: Tenant, caller: PasswordCaller, id: number, password: string) {
    await findProjectAnswer(tenant, id);
    await assertOwnPassword(tenant.db, caller, password);
    await tenant.db.update(projects).set({ isDeleted: true }).where(liveProject(tenant, id));
    return { message: PROJECT_MESSAGES.deleted };
  }

  /** DELETE /project: the given ids, or every project of the company when none are given. */
  async removeMany(tenant: Tenant, caller: PasswordCaller, password: string, ids?: number[]) {
    await assertOwnPassword(tenant.db, caller, password);
    const live = onBoard(tenant, false);
    const where = ids?.length ? and(live, inArray(projects.id, ids)) : live;
    const deleted = await tenant.db.update(projects).set({ isDeleted: true }).where(where).returning({ id: projects.id });
    return { message: PROJECT_MESSAGES.deletedMany, count: deleted.length };
  }
}
