import type { Server as HttpServer } from 'node:http';
import {
  ACCESS_REVOKED_REASONS,
  ACCOUNT_DEACTIVATED_MESSAGE,
  hasPermission,
  PASSWORD_CHANGED_MESSAGE,
  type AccountInformation,
  type AccountRole,
  type ClientToServerEvents,
  type ImportProgressPayload,
  type MailSyncStatus,
  type LeadChangedPayload,
  type TaskChangedPayload,
  type ApprovalProcessedPayload,
  type ServerToClientEvents,
} from '@haligi/shared';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { eq } from 'drizzle-orm';
import { Server, type Socket } from 'socket.io';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { accounts, roles } from '../../db/schema';
import { authenticateToken } from '../../http/auth';
import { SOCKET_SECURITY_HEADERS } from '../../http/security-headers';
import { text } from '@haligi/shared';

interface SocketData {
  accountId: number;
  companyId: number;
  sessionId: number;
  name: string;
  isDeveloper: boolean;
  sessionExpiresAt: number;
  /** The BOQ cell this socket is editing (presence, BOQ_FOCUS). */
  boqFocus?: { boqId: number; rowId: number | null; field: string | null };
}


export type IoServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export type { SocketData };
export type IoSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

const rooms = {
  account: (id: number) => `account:${id}`,
  company: (id: number) => `company:${id}`,
  role: (id: number) => `role:${id}`,
  session: (id: number) => `session:${id}`,
};

/** The rooms every socket joins on connection; they follow the account, not its rights. */
const BASE_ROOM_KINDS = new Set(['account', 'company', 'role', 'session']);

const socketTestPayload = z.object({ message: text().max(500) });

/**
 * The live channel: Socket.IO on the API's HTTP server. Sockets authenticate with the handshake
 * `auth: {token}` and join rooms for their account, company, role and session, so a push reaches
 * exactly its audience. With Redis the rooms span every server process.
 */
export class Realtime {
  readonly io: IoServer;
  private redisClients: Redis[] = [];
  /** Set once close() starts: late pushes are dropped. */
  closing = false;
  private connectionHandlers: ((socket: IoSocket) => void)[] = [];
  /** Room kind (the name before the first colon) -> the scopes that let a socket stay in it (any one). */
  private roomScopes = new Map<string, readonly string[]>();

  /**
   * A module's room kind and the scopes it needs, e.g. `('boq', ['PROJECT_ACCESS'])` for `boq:{id}`.
   * When an account's rights change its sockets leave every room they no longer cover; a room of
   * a kind nobody declared is left on any change of rights.
   */
  declareRoom(kind: string, scopes: readonly string[]) {
    this.roomScopes.set(kind, scopes);
  }

  /** A module's socket messages (e.g. the BOQ room), attached to every new connection. */
  onConnection(handler: (socket: IoSocket) => void) {
    this.connectionHandlers.push(handler);
  }

  constructor(httpServer: HttpServer, private db: Db, redisUrl?: string, redisPrefix = 'haligi') {
    this.io = new Server(httpServer, { cors: { origin: true }, serveClient: false });
    // Socket.IO answers its HTTP requests outside Fastify: the same security headers go on them.
    this.io.engine.on('headers', (headers: Record<string, string>) => Object.assign(headers, SOCKET_SECURITY_HEADERS));
    if (redisUrl) {
      const pub = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: null });
      const sub = pub.duplicate();
      this.redisClients = [pub, sub];
      this.io.adapter(createAdapter(pub, sub, { key: redisPrefix }));
    }
    this.io.use(async (socket, next) => {
      const token = (socket.handshake.auth as { token?: unknown })?.token;
      if (typeof token !== 'string' || !token) return next(new Error('Authentication required'));
      try {
        const auth = await authenticateToken(db, token);
        if (!auth) return next(new Error('Invalid or expired token'));
        socket.data = {
          accountId: auth.account.id,
          companyId: auth.tenant.companyId,
          sessionId: auth.sessionId,
          name: auth.account.name,
          isDeveloper: auth.account.isDeveloper,
          sessionExpiresAt: auth.sessionExpiresAt.getTime(),
        };
        socket.join([
          rooms.account(auth.account.id),
          rooms.company(auth.tenant.companyId),
          rooms.role(auth.account.roleID),
          rooms.session(auth.sessionId),
        ]);
        next();
      } catch (error) {
        next(error as Error);
      }
    });
    this.io.on('connection', (socket) => {
      // A socket lives no longer than its session.
      const remaining = socket.data.sessionExpiresAt - Date.now();
      const expiry = setTimeout(() => socket.disconnect(true), Math.max(0, Math.min(remaining, 2 ** 31 - 1)));
      socket.on('disconnect', () => clearTimeout(expiry));
      for (const handler of this.connectionHandlers) handler(socket);
      socket.on('socket-test', (payload, ack) => {
        const parsed = socketTestPayload.safeParse(payload);
        // The socket-test page is a developer tool; the server refuses everyone else.
        if (!parsed.success || !socket.data.isDeveloper) return typeof ack === 'function' && ack({ ok: false, echo: '' });
        this.io.to(rooms.company(socket.data.companyId)).emit('socket-test', {
          message: parsed.data.message,
          at: new Date().toISOString(),
          from: socket.data.name,
        });
        if (typeof ack === 'function') ack({ ok: true, echo: parsed.data.message });
      });
    });
  }

  accountUpdated(account: AccountInformation) {
    this.io.to(rooms.account(account.id)).emit('account-updated', { account });
  }

  /** Only holders of the role hear it (spec part 1 section 4). */
  roleUpdated(role: AccountRole) {
    this.io.to(rooms.role(role.id)).emit('role-updated', { roleId: role.id, role });
  }

  /** Moves an account's open sockets to its new role's room. */
  async accountRoleChanged(accountId: number, fromRoleId: number, toRoleId: number) {
    this.io.in(rooms.account(accountId)).socketsLeave(rooms.role(fromRoleId));
    this.io.in(rooms.account(accountId)).socketsJoin(rooms.role(toRoleId));
  }

  /**
   * After a role's rights or an account's role or active state changed: every socket of the role
   * (or account), in every process, leaves the rooms its account's current rights do not cover
   * and hears `access-revoked` with the room and why.
   */
  async rightsChanged(who: { roleId: number } | { accountId: number }, reason: string = ACCESS_REVOKED_REASONS.roleChanged) {
    if (this.closing) return;
    const audience = 'roleId' in who ? rooms.role(who.roleId) : rooms.account(who.accountId);
    const sockets = await this.io.in(audience).fetchSockets();
    const rightsOf = new Map<number, Promise<{ isDeleted: boolean; role: { isDeveloper: boolean; isFullAccess: boolean; scopeList: unknown } } | undefined>>();
    const load = (accountId: number) => {
      if (!rightsOf.has(accountId)) {
        rightsOf.set(
          accountId,
          this.db
            .select({ isDeleted: accounts.isDeleted, role: { isDeveloper: roles.isDeveloper, isFullAccess: roles.isFullAccess, scopeList: roles.scopeList } })
            .from(accounts)
            .innerJoin(roles, eq(roles.id, accounts.roleId))
            .where(eq(accounts.id, accountId))
            .then((rows) => rows[0]),
        );
      }
      return rightsOf.get(accountId)!;
    };
    for (const socket of sockets) {
      const rights = await load(socket.data.accountId);
      const role = rights && !rights.isDeleted ? rights.role : null;
      const why = rights && !rights.isDeleted ? reason : ACCESS_REVOKED_REASONS.deactivated;
      for (const room of socket.rooms) {
        if (room === socket.id) continue;
        const kind = room.split(':')[0];
        if (BASE_ROOM_KINDS.has(kind)) continue;
        const scopes = this.roomScopes.get(kind);
        if (scopes && hasPermission(role, scopes)) continue;
        socket.leave(room);
        socket.emit('access-revoked', { room, reason: why });
      }
    }
  }

  /** Every other session of the account hears it and is cut off; the one that changed it stays. */
  passwordChanged(accountId: number, keptSessionId: number) {
    const others = this.io.in(rooms.account(accountId)).except(rooms.session(keptSessionId));
    others.emit('password-changed', { message: PASSWORD_CHANGED_MESSAGE });
    setTimeout(() => others.disconnectSockets(true), 200);
  }

  /** The password was reset from a mailed link: every session of the account hears it and is cut off. */
  passwordReset(accountId: number) {
    const all = this.io.in(rooms.account(accountId));
    all.emit('password-changed', { message: PASSWORD_CHANGED_MESSAGE });
    setTimeout(() => all.disconnectSockets(true), 200);
  }

  accountDeactivated(accountId: number) {
    this.io.to(rooms.account(accountId)).emit('account-deactivated', { message: ACCOUNT_DEACTIVATED_MESSAGE });
    setTimeout(() => this.io.in(rooms.account(accountId)).disconnectSockets(true), 200);
  }

  /**
   * A developer suspended the company: every socket of its members, in every process, hears
   * `company-suspended` with the message and is cut off (decision 0070).
   */
  companySuspended(companyId: number, message: string) {
    if (this.closing) return;
    const all = this.io.in(rooms.company(companyId));
    all.emit('company-suspended', { message });
    setTimeout(() => all.disconnectSockets(true), 200);
  }

  signedOut(sessionId: number) {
    this.io.in(rooms.session(sessionId)).disconnectSockets(true);
  }

  jobProgress(companyId: number | null, payload: { queueId: number; status: string; progress: number; message?: string }) {
    if (companyId) this.io.to(rooms.company(companyId)).emit('job-progress', payload);
  }

  /** An import's progress, to the account that committed it. */
  importProgress(accountId: number, payload: ImportProgressPayload) {
    this.io.to(rooms.account(accountId)).emit('import-progress', payload);
  }

  /** A mailbox sync's progress, to the member whose mailbox it is. */
  emailSyncProgress(accountId: number, payload: MailSyncStatus) {
    if (!this.closing) this.io.to(rooms.account(accountId)).emit('email-sync-progress', payload);
  }

  /** A lead changed: every open board and lead list of the company reloads (the changer's own skips it). */
  leadChanged(companyId: number, payload: LeadChangedPayload) {
    if (!this.closing) this.io.to(rooms.company(companyId)).emit('lead-changed', payload);
  }

  /** A task changed: the company's boards (next task), lead pages and task lists reload. */
  taskChanged(companyId: number, payload: TaskChangedPayload) {
    if (!this.closing) this.io.to(rooms.company(companyId)).emit('task-changed', payload);
  }

  /** A step was decided: every approver's queue, the document and its lists reload. */
  approvalProcessed(companyId: number, payload: ApprovalProcessedPayload) {
    if (!this.closing) this.io.to(rooms.company(companyId)).emit('approval-processed', payload);
  }

  async close() {
    this.closing = true;
    await new Promise<void>((resolve) => this.io.close(() => resolve()));
    await Promise.all(this.redisClients.map((c) => c.quit().catch(() => undefined)));
  }
}
