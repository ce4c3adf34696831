import { COMPANY_SUSPENDED_MESSAGE, DEVELOPER_MESSAGES, hasPermission, type AccountInformation } from '@haligi/shared';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { accounts, companies, roles, sessions } from '../db/schema';
import { Tenant } from '../db/tenant';
import { toAccountInformation } from '../modules/accounts/account-information';
import { hashToken } from '../modules/auth/secrets';
import { forbidden, unauthorized } from './errors';
import { sessionCacheOf } from './session-cache';
import { recordAudit } from '../modules/audit/audit';

/**
 * Who may call a route. Every route states it in its config; a route without one is a member
 * route needing only a signed-in account with a scope list (spec part 1 section 6, no scope).
 */
export interface RouteAccess {
  access?: 'public' | 'member' | 'developer';
  /** Any one of these scopes lets the caller in. */
  scope?: string | readonly string[];
  /** The body carries the caller's own password to confirm the action (counted like sign-ins). */
  confirmsPassword?: boolean;
}

export interface AuthContext {
  account: AccountInformation;
  sessionId: number;
  /** The developer signed in as this account (impersonation, decision 0070), or null. */
  impersonatorAccountId: number | null;
  sessionExpiresAt: Date;
  tenant: Tenant;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig extends RouteAccess {}
}

/** The token from the spec's `token` header, or `Authorization: Bearer`. */
export function readToken(request: FastifyRequest): string | null {
  const header = request.headers.token;
  if (typeof header === 'string' && header.trim()) return header.trim();
  const authorization = request.headers.authorization;
  if (authorization?.startsWith('Bearer ')) return authorization.slice(7).trim() || null;
  return null;
}

/**
 * The token lookup that runs before every signed-in request: session, account, role and company in
 * one join, only the columns the caller's context is built from. It is prepared once per database
 * (a named statement: PostgreSQL parses and plans the four-table join once per connection, and the
 * query is not rebuilt on every request).
 */
function prepareSessionLookup(db: Db) {
  return db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      impersonatorAccountId: sessions.impersonatorAccountId,
      account: {
        id: accounts.id,
        firstName: accounts.firstName,
        lastName: accounts.lastName,
        email: accounts.email,
        isDeveloper: accounts.isDeveloper,
        isDeleted: accounts.isDeleted,
        branchId: accounts.branchId,
      },
      role: { id: roles.id, name: roles.name, isDeveloper: roles.isDeveloper, isFullAccess: roles.isFullAccess, scopeList: roles.scopeList },
      company: { id: companies.id, name: companies.name, isDeleted: companies.isDeleted, isSuspended: companies.isSuspended },
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .innerJoin(roles, eq(roles.id, accounts.roleId))
    .innerJoin(companies, eq(companies.id, accounts.companyId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql.placeholder('now'))))
    .prepare('auth_session_lookup');
}
const sessionLookups = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>();

/**
 * Resolves a token to its live session: not revoked, not expired, account active. A server process
 * answers from its session cache when it has one (see session-cache.ts for what keeps it true).
 */
export async function authenticateToken(db: Db, token: string): Promise<AuthContext | null> {
  const tokenHash = hashToken(token);
  const cache = sessionCacheOf<AuthContext>(db);
  const cached = cache?.get(tokenHash);
  if (cached) return cached;
  const generation = cache?.begin() ?? 0;
  let lookup = sessionLookups.get(db);
  if (!lookup) sessionLookups.set(db, (lookup = prepareSessionLookup(db)));
  const [row] = await lookup.execute({ tokenHash, now: new Date().toISOString() });
  if (!row || row.account.isDeleted || row.company.isDeleted || row.company.isSuspended) return null;
  const auth: AuthContext = {
    account: toAccountInformation(row.account, row.role, row.company),
    sessionId: row.sessionId,
    impersonatorAccountId: row.impersonatorAccountId,
    sessionExpiresAt: row.expiresAt,
    tenant: new Tenant(db, row.company.id),
  };
  if (cache) {
    // Shared by the requests the cache answers: read-only from here on.
    deepFreeze(auth.account);
    cache.set(tokenHash, Object.freeze(auth), row.expiresAt, generation);
  }
  return auth;
}

function deepFreeze<T extends object>(value: T): T {
  for (const inner of Object.values(value)) if (inner && typeof inner === 'object' && !Object.isFrozen(inner)) deepFreeze(inner);
  return Object.freeze(value);
}

/** Checks the caller against the route's access before any handler runs. */
export function registerAuth(app: FastifyInstance, db: Db) {
  app.decorateRequest('auth', null);
  app.addHook('preHandler', async (request) => {
    const config = request.routeOptions.config as RouteAccess | undefined;
    const access = config?.access ?? 'member';
    const token = readToken(request);
    if (access === 'public') {
      if (token) request.auth = await authenticateToken(db, token);
      return;
    }
    if (!token) throw unauthorized('Authentication required');
    const auth = await authenticateToken(db, token);
    if (!auth) {
      // A token of a suspended company's member (its session was ended by the suspension) says why.
      if (await isSuspendedCompanyToken(db, token)) throw unauthorized(COMPANY_SUSPENDED_MESSAGE);
      throw unauthorized('Your session has expired or was signed out. Please sign in again.');
    }
    request.auth = auth;
    if (access === 'developer') {
      // An impersonated session has the user's rights, never the developer's (decision 0070).
      if (auth.impersonatorAccountId !== null) throw forbidden(DEVELOPER_MESSAGES.impersonating);
      if (!auth.account.isDeveloper) throw forbidden('Developer privileges required');
      return;
    }
    if (!hasPermission(auth.account.role, config?.scope ?? null)) throw forbidden();
  });
  // Every change made while impersonating is recorded "by X as Y" (decision 0070): the request, once answered.
  app.addHook('onResponse', async (request, reply) => {
    const auth = request.auth;
    if (!auth || auth.impersonatorAccountId === null || SAFE_METHODS.has(request.method)) return;
    try {
      await recordAudit(
        db,
        { actorAccountId: auth.impersonatorAccountId, actingAsAccountId: auth.account.id, ip: request.ip },
        {
          action: 'impersonation.request',
          entity: 'request',
          companyId: auth.tenant.companyId,
          after: { method: request.method, route: request.routeOptions.url ?? null, path: request.url.split('?')[0], statusCode: reply.statusCode },
        },
      );
    } catch (error) {
      request.log.error({ err: error }, 'could not record an impersonated request in the audit log');
    }
  });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a token (live or ended) belongs to a member of a suspended company: only read when the token was refused. */
async function isSuspendedCompanyToken(db: Db, token: string): Promise<boolean> {
  const [row] = await db
    .select({ isSuspended: companies.isSuspended })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .innerJoin(companies, eq(companies.id, accounts.companyId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())));
  return row?.isSuspended === true;
}

/** The signed-in caller; only for routes whose access is member or developer. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
