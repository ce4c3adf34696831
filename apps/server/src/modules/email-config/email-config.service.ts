import {
  EMAIL_CONFIG_MESSAGES,
  EMAIL_MESSAGES,
  namedFields,
  type EmailConfigAnswer,
  type EmailConfigRequest,
  type EmailOutcome,
  type TestEmailConfigRequest,
  type UpdateEmailConfigRequest,
} from '@haligi/shared';
import { eq } from 'drizzle-orm';
import { emailConfigs } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { badRequest, conflict, HttpError } from '../../http/errors';
import type { SecretBox } from '../../lib/secret-box';
import { isUniqueViolation } from '../auth/auth.service';
import { tryImapLogin, trySmtpLogin, type ServerLogin } from './mail-connection';

type EmailConfigRow = typeof emailConfigs.$inferSelect;
type Server = 'smtp' | 'imap';

/** What a sealed password is bound to: its account and its server, so it opens nowhere else. */
const sealContext = (accountId: number, server: Server) => `email-config:${accountId}:${server}`;

/** Why a saved password cannot be used: it was sealed under another SECRETS_KEY. */
export const unreadablePassword = (server: Server) =>
  `The saved ${server.toUpperCase()} password can no longer be read (the server's SECRETS_KEY changed); enter it again and save`;

/** A member's mailbox with its passwords opened (null: sealed under another key). */
export interface Mailbox {
  id: number;
  accountId: number;
  fromName: string;
  fromEmail: string;
  smtp: Omit<ServerLogin, 'password'> & { password: string | null };
  imap: Omit<ServerLogin, 'password'> & { password: string | null };
}

const notConfigured = () => new HttpError(404, EMAIL_MESSAGES.notConfigured);
const notFound = () => new HttpError(404, EMAIL_CONFIG_MESSAGES.notFound);

export function toEmailConfigAnswer(row: EmailConfigRow): EmailConfigAnswer {
  return {
    id: row.id,
    fromName: row.fromName,
    fromEmail: row.fromEmail,
    smtpHost: row.smtpHost,
    smtpPort: row.smtpPort,
    smtpSecure: row.smtpSecure,
    smtpUser: row.smtpUser,
    smtpPasswordSet: row.smtpPasswordSealed !== '',
    imapHost: row.imapHost,
    imapPort: row.imapPort,
    imapSecure: row.imapSecure,
    imapUser: row.imapUser,
    imapPasswordSet: row.imapPasswordSealed !== '',
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A member's own mailbox (decision 0062): one row per account in the account's company. Saving
 * never contacts the servers; `test` and `testSaved` do.
 */
export class EmailConfigService {
  constructor(private box: SecretBox) {}

  private async row(tenant: Tenant, accountId: number): Promise<EmailConfigRow | undefined> {
    const [row] = await tenant.db.select().from(emailConfigs).where(tenant.where(emailConfigs, eq(emailConfigs.accountId, accountId)));
    return row;
  }

  /** `{data}`: the saved configuration, or null when the member has none. */
  async get(tenant: Tenant, accountId: number) {
    const row = await this.row(tenant, accountId);
    return { data: row ? toEmailConfigAnswer(row) : null };
  }

  async create(tenant: Tenant, accountId: number, input: EmailConfigRequest) {
    if (await this.row(tenant, accountId)) throw conflict(EMAIL_CONFIG_MESSAGES.exists);
    const { smtpPassword, imapPassword, ...fields } = input;
    try {
      const [row] = await tenant.db
        .insert(emailConfigs)
        .values(
          tenant.values({
            ...fields,
            accountId,
            smtpPasswordSealed: this.box.seal(smtpPassword, sealContext(accountId, 'smtp')),
            imapPasswordSealed: this.box.seal(imapPassword, sealContext(accountId, 'imap')),
          }),
        )
        .returning();
      return { data: toEmailConfigAnswer(row), message: EMAIL_CONFIG_MESSAGES.saved };
    } catch (error) {
      // Two saves at once: the second finds the first's row by the account's unique index.
      if (isUniqueViolation(error)) throw conflict(EMAIL_CONFIG_MESSAGES.exists);
      throw error;
    }
  }

  /** Changes the named fields only; a password left out (or blank) stays as saved. */
  async update(tenant: Tenant, accountId: number, input: UpdateEmailConfigRequest) {
    const existing = await this.row(tenant, accountId);
    if (!existing) throw notFound();
    const { smtpPassword, imapPassword, ...fields } = namedFields(input);
    const changes = {
      ...fields,
      ...(smtpPassword !== undefined ? { smtpPasswordSealed: this.box.seal(smtpPassword, sealContext(accountId, 'smtp')) } : {}),
      ...(imapPassword !== undefined ? { imapPasswordSealed: this.box.seal(imapPassword, sealContext(accountId, 'imap')) } : {}),
    };
    if (!Object.keys(changes).length) return { data: toEmailConfigAnswer(existing), message: EMAIL_CONFIG_MESSAGES.saved };
    const [row] = await tenant.db.update(emailConfigs).set(changes).where(tenant.byId(emailConfigs, existing.id)).returning();
    return { data: toEmailConfigAnswer(row), message: EMAIL_CONFIG_MESSAGES.saved };
  }

  async remove(tenant: Tenant, accountId: number) {
    const deleted = await tenant.db.delete(emailConfigs).where(tenant.where(emailConfigs, eq(emailConfigs.accountId, accountId))).returning({ id: emailConfigs.id });
    if (!deleted.length) throw notFound();
    return { message: EMAIL_CONFIG_MESSAGES.deleted };
  }

  /** The member's mailbox with its passwords opened, or null without a configuration. */
  async mailbox(tenant: Tenant, accountId: number): Promise<Mailbox | null> {
    const row = await this.row(tenant, accountId);
    if (!row) return null;
    return {
      id: row.id,
      accountId,
      fromName: row.fromName,
      fromEmail: row.fromEmail,
      smtp: { host: row.smtpHost, port: row.smtpPort, secure: row.smtpSecure, user: row.smtpUser, password: this.box.open(row.smtpPasswordSealed, sealContext(accountId, 'smtp')) },
      imap: { host: row.imapHost, port: row.imapPort, secure: row.imapSecure, user: row.imapUser, password: this.box.open(row.imapPasswordSealed, sealContext(accountId, 'imap')) },
    };
  }

  /** Tries a configuration as given; a password left out is the saved one (400 when none is saved). */
  async test(tenant: Tenant, accountId: number, input: TestEmailConfigRequest): Promise<EmailOutcome> {
    const saved = input.smtpPassword === undefined || input.imapPassword === undefined ? await this.mailbox(tenant, accountId) : null;
    const missing = [
      ...(input.smtpPassword === undefined && !saved ? ['smtpPassword: is required (no password is saved)'] : []),
      ...(input.imapPassword === undefined && !saved ? ['imapPassword: is required (no password is saved)'] : []),
    ];
    if (missing.length) throw badRequest(missing);
    return tryBoth(
      { host: input.smtpHost, port: input.smtpPort, secure: input.smtpSecure, user: input.smtpUser, password: input.smtpPassword ?? saved!.smtp.password },
      { host: input.imapHost, port: input.imapPort, secure: input.imapSecure, user: input.imapUser, password: input.imapPassword ?? saved!.imap.password },
    );
  }

  /** Tries the saved configuration (404 "Please configure your email settings first" without one). */
  async testSaved(tenant: Tenant, accountId: number): Promise<EmailOutcome> {
    const saved = await this.mailbox(tenant, accountId);
    if (!saved) throw notConfigured();
    return tryBoth(saved.smtp, saved.imap);
  }
}

type MaybeLogin = Omit<ServerLogin, 'password'> & { password: string | null };

/** Both logins at once; every failure named with its server and the server's own reason. */
async function tryBoth(smtp: MaybeLogin, imap: MaybeLogin): Promise<EmailOutcome> {
  const attempt = async (server: Server, login: MaybeLogin) => {
    if (login.password === null) return unreadablePassword(server);
    const reason = server === 'smtp' ? await trySmtpLogin({ ...login, password: login.password }) : await tryImapLogin({ ...login, password: login.password });
    return reason === null ? null : `${server.toUpperCase()} login failed: ${reason}`;
  };
  const failures = (await Promise.all([attempt('smtp', smtp), attempt('imap', imap)])).filter((failure): failure is string => failure !== null);
  return failures.length ? { success: false, message: failures.join('; ') } : { success: true, message: EMAIL_CONFIG_MESSAGES.testPassed };
}
