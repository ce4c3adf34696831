import type { CreateProjectRequest } from '@haligi/shared';
import { and, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projects } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { recordActivity } from '../activities/activity-log';
import { onBoard } from '../boards/board.repository';
import { findProjectAnswer, liveProject } from './project-answer';
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

export class ProjectsService {
  async create(tenant: Tenant, accountId: number, input: CreateProjectRequest) {
    await assertClientAndLocation(tenant, input);
    const id = await tenant.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const { project } = await createProjectWithBoq(tx, tenant.on(tx), toColumns(input), accountId);
      await recordActivity(tx, tenant, { projectId: project.id, kind: 'CREATED', message: 'Project created', accountId });
      return project.id;
    });
    return { data: await findProjectAnswer(tenant, id), message: PROJECT_MESSAGES.created };
  }

  async update(tenant: Tenant, input: CreateProjectRequest & { id: number }) {
    await findProjectAnswer(tenant, input.id);
    await assertClientAndLocation(tenant, input);
    await tenant.db.update(projects).set(toColumns(input)).where(liveProject(tenant, input.id));
    return { data: await findProjectAnswer(tenant, input.id), message: PROJECT_MESSAGES.updated };
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
