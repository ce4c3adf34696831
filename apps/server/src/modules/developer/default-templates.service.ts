import {
  isUnchangedCopy,
  namedFields,
  roleTemplateCopy,
  userLevelTemplateCopy,
  type DefaultRoleRequest,
  type DefaultUserLevelRequest,
} from '@haligi/shared';
import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, defaultRoles, defaultUserLevels, roles, userLevels } from '../../db/schema';
import { notFound } from '../../http/errors';
import { recordAudit, type AuditActor } from '../audit/audit';

/**
 * Default roles and default user levels (issue 19, decision 0070): templates copied into every new
 * company. Each copy keeps its template's id and what was copied (`template_copy`); a copy whose
 * current fields still equal what was copied is "unchanged", and applying a changed template
 * updates those copies and adds the template to companies that never had one. Copies a company
 * changed or removed are left alone.
 */

/** Copies every live template into a new company, in the transaction that creates it (`setUpNewCompany`). */
export async function copyDefaultTemplates(tx: Db, companyId: number): Promise<void> {
  const roleTemplates = await tx.select().from(defaultRoles).where(eq(defaultRoles.isDeleted, false)).orderBy(asc(defaultRoles.id));
  if (roleTemplates.length) {
    await tx.insert(roles).values(
      roleTemplates.map((template) => {
        const copy = roleTemplateCopy(template);
        return { companyId, ...copy, defaultRoleId: template.id, templateCopy: copy };
      }),
    );
  }
  const levelTemplates = await tx.select().from(defaultUserLevels).where(eq(defaultUserLevels.isDeleted, false)).orderBy(asc(defaultUserLevels.id));
  if (levelTemplates.length) {
    await tx.insert(userLevels).values(
      levelTemplates.map((template) => {
        const copy = userLevelTemplateCopy(template);
        return { companyId, ...copy, defaultUserLevelId: template.id, templateCopy: copy };
      }),
    );
  }
}

interface Kind<Template, Input> {
  entity: 'default-role' | 'default-user-level';
  label: string;
  find(db: Db, id: number): Promise<Template | undefined>;
  insert(db: Db, input: Input): Promise<Template>;
  update(db: Db, id: number, changes: Partial<Input>): Promise<Template>;
  /** Every company's copies of the template: id, company, current fields, what was copied. */
  copies(db: Db, templateId: number): Promise<{ id: number; companyId: number; current: Record<string, unknown> & { isDeleted: boolean }; copied: Record<string, unknown> | null }[]>;
  canonical(template: Template): Record<string, unknown>;
  writeCopy(db: Db, copyId: number, copy: Record<string, unknown>): Promise<void>;
  addCopy(db: Db, companyIds: number[], templateId: number, copy: Record<string, unknown>): Promise<void>;
}

const roleKind: Kind<typeof defaultRoles.$inferSelect, DefaultRoleRequest> = {
  entity: 'default-role',
  label: 'Default role',
  find: async (db, id) => (await db.select().from(defaultRoles).where(and(eq(defaultRoles.id, id), eq(defaultRoles.isDeleted, false))))[0],
  insert: async (db, input) => (await db.insert(defaultRoles).values({ ...input, scopeList: roleTemplateCopy(input).scopeList }).returning())[0],
  update: async (db, id, changes) => {
    const fields = namedFields(changes) as Partial<DefaultRoleRequest>;
    if (fields.scopeList) fields.scopeList = [...new Set(fields.scopeList)].sort();
    return (await db.update(defaultRoles).set({ ...fields, updatedAt: new Date() }).where(eq(defaultRoles.id, id)).returning())[0];
  },
  copies: async (db, templateId) =>
    (
      await db
        .select({ id: roles.id, companyId: roles.companyId, name: roles.name, scopeList: roles.scopeList, isFullAccess: roles.isFullAccess, isDeleted: roles.isDeleted, templateCopy: roles.templateCopy })
        .from(roles)
        .where(eq(roles.defaultRoleId, templateId))
    ).map((row) => ({
      id: row.id,
      companyId: row.companyId,
      current: { ...roleTemplateCopy(row), isDeleted: row.isDeleted },
      copied: row.templateCopy,
    })),
  canonical: (template) => roleTemplateCopy(template),
  writeCopy: async (db, copyId, copy) => {
    await db.update(roles).set({ ...(copy as ReturnType<typeof roleTemplateCopy>), templateCopy: copy }).where(eq(roles.id, copyId));
  },
  addCopy: async (db, companyIds, templateId, copy) => {
    if (!companyIds.length) return;
    await db.insert(roles).values(companyIds.map((companyId) => ({ companyId, ...(copy as ReturnType<typeof roleTemplateCopy>), defaultRoleId: templateId, templateCopy: copy })));
  },
};

const userLevelKind: Kind<typeof defaultUserLevels.$inferSelect, DefaultUserLevelRequest> = {
  entity: 'default-user-level',
  label: 'Default user level',
  find: async (db, id) => (await db.select().from(defaultUserLevels).where(and(eq(defaultUserLevels.id, id), eq(defaultUserLevels.isDeleted, false))))[0],
  insert: async (db, input) => (await db.insert(defaultUserLevels).values(input).returning())[0],
  update: async (db, id, changes) =>
    (await db.update(defaultUserLevels).set({ ...namedFields(changes), updatedAt: new Date() }).where(eq(defaultUserLevels.id, id)).returning())[0],
  copies: async (db, templateId) =>
    (
      await db
        .select({ id: userLevels.id, companyId: userLevels.companyId, name: userLevels.name, level: userLevels.level, description: userLevels.description, isDeleted: userLevels.isDeleted, templateCopy: userLevels.templateCopy })
        .from(userLevels)
        .where(eq(userLevels.defaultUserLevelId, templateId))
    ).map((row) => ({ id: row.id, companyId: row.companyId, current: { ...userLevelTemplateCopy(row), isDeleted: row.isDeleted }, copied: row.templateCopy })),
  canonical: (template) => userLevelTemplateCopy(template),
  writeCopy: async (db, copyId, copy) => {
    await db.update(userLevels).set({ ...(copy as ReturnType<typeof userLevelTemplateCopy>), templateCopy: copy }).where(eq(userLevels.id, copyId));
  },
  addCopy: async (db, companyIds, templateId, copy) => {
    if (!companyIds.length) return;
    await db.insert(userLevels).values(companyIds.map((companyId) => ({ companyId, ...(copy as ReturnType<typeof userLevelTemplateCopy>), defaultUserLevelId: templateId, templateCopy: copy })));
  },
};

/** The companies a template's apply would change: unchanged copies that differ from it, and live companies without a copy. */
async function applicable<T, I>(db: Db, kind: Kind<T, I>, template: T & { id: number }) {
  const target = kind.canonical(template);
  const copies = await kind.copies(db, template.id);
  const toUpdate = copies.filter((copy) => isUnchangedCopy(copy.current, copy.copied) && !isUnchangedCopy(copy.current, target));
  const holders = [...new Set(copies.map((copy) => copy.companyId))];
  const without = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.isDeleted, false), holders.length ? notInArray(companies.id, holders) : undefined));
  return { target, toUpdate, toAdd: without.map((row) => row.id) };
}

export class DefaultTemplatesService {
  readonly roles = new TemplateService(roleKind);
  readonly userLevels = new TemplateService(userLevelKind);
}

class TemplateService<T extends { id: number }, I> {
  constructor(private kind: Kind<T, I>) {}

  private async found(db: Db, id: number) {
    const template = await this.kind.find(db, id);
    if (!template) throw notFound(this.kind.label);
    return template;
  }

  async create(db: Db, actor: AuditActor, input: I) {
    return db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const data = await this.kind.insert(tx, input);
      await recordAudit(tx, actor, { action: `${this.kind.entity}.create`, entity: this.kind.entity, entityId: data.id, after: data });
      const { toUpdate, toAdd } = await applicable(tx, this.kind, data);
      return { data, message: `${this.kind.label} created`, applicableCompanies: toUpdate.length + toAdd.length };
    });
  }

  /** A changed template answers how many companies an apply would update, so the screen can offer it. */
  async update(db: Db, actor: AuditActor, id: number, changes: Partial<I>) {
    return db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const before = await this.found(tx, id);
      const data = await this.kind.update(tx, id, changes);
      await recordAudit(tx, actor, { action: `${this.kind.entity}.update`, entity: this.kind.entity, entityId: id, before, after: data });
      const { toUpdate, toAdd } = await applicable(tx, this.kind, data);
      return { data, message: `${this.kind.label} saved`, applicableCompanies: toUpdate.length + toAdd.length };
    });
  }

  async get(db: Db, id: number) {
    const template = await this.found(db, id);
    const { toUpdate, toAdd } = await applicable(db, this.kind, template);
    return { data: template, applicableCompanies: toUpdate.length + toAdd.length };
  }

  /** Copies the template into every company whose copy is unchanged since copied, or that has none; answers how many. */
  async apply(db: Db, actor: AuditActor, id: number) {
    return db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      // One apply of a template at a time.
      const template = await this.found(tx, id);
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${this.kind.entity}:${id}`}))`);
      const { target, toUpdate, toAdd } = await applicable(tx, this.kind, template);
      for (const copy of toUpdate) await this.kind.writeCopy(tx, copy.id, target);
      await this.kind.addCopy(tx, toAdd, id, target);
      const updated = toUpdate.length + toAdd.length;
      await recordAudit(tx, actor, {
        action: `${this.kind.entity}.apply`,
        entity: this.kind.entity,
        entityId: id,
        after: { template: target, updatedCompanyIds: [...toUpdate.map((copy) => copy.companyId), ...toAdd] },
      });
      return { data: { updated }, message: `${updated} ${updated === 1 ? 'company was' : 'companies were'} updated` };
    });
  }
}
