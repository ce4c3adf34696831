import { type DiscussionMessage, type DiscussionSubjectType } from '@haligi/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, discussionMessages } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import type { AuthContext } from '../../http/auth';
import { FilingsService } from '../filings/filings.service';

export const discussionRoom = (subjectType: string, subjectId: number) => `discussion:${subjectType}:${subjectId}`;

/**
 * A thread per record (decision 0051). Access follows the subject: whoever may open the filing may
 * read and write its thread (404 otherwise, another company's included).
 */
export class DiscussionsService {
  private filings: FilingsService;
  constructor(private db: Db) {
    this.filings = new FilingsService(db);
  }

  async assertSubject(tenant: Tenant, auth: Pick<AuthContext, 'account'>, subjectType: DiscussionSubjectType, subjectId: number) {
    if (subjectType === 'FILING') await this.filings.find(tenant, auth, subjectId);
  }

  async list(tenant: Tenant, auth: Pick<AuthContext, 'account'>, subjectType: DiscussionSubjectType, subjectId: number): Promise<DiscussionMessage[]> {
    await this.assertSubject(tenant, auth, subjectType, subjectId);
    const rows = await this.db
      .select({ id: discussionMessages.id, body: discussionMessages.body, createdAt: discussionMessages.createdAt, accountId: accounts.id, name: sql<string>`(${accounts.firstName} || ' ' || ${accounts.lastName})` })
      .from(discussionMessages)
      .innerJoin(accounts, eq(accounts.id, discussionMessages.accountId))
      .where(tenant.where(discussionMessages, and(eq(discussionMessages.subjectType, subjectType), eq(discussionMessages.subjectId, subjectId))))
      .orderBy(asc(discussionMessages.createdAt), asc(discussionMessages.id));
    return rows.map((r) => ({ id: r.id, subjectType, subjectId, body: r.body, author: { id: r.accountId, name: r.name }, createdAt: r.createdAt.toISOString() }));
  }

  async add(tenant: Tenant, auth: AuthContext, subjectType: DiscussionSubjectType, subjectId: number, body: string): Promise<DiscussionMessage> {
    await this.assertSubject(tenant, auth, subjectType, subjectId);
    const [row] = await this.db.insert(discussionMessages).values(tenant.values({ subjectType, subjectId, accountId: auth.account.id, body })).returning();
    return { id: row.id, subjectType, subjectId, body: row.body, author: { id: auth.account.id, name: auth.account.name }, createdAt: row.createdAt.toISOString() };
  }
}
