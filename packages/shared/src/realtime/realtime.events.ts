import type { AccountInformation, AccountRole } from '../auth/auth.schemas';

/** Server-to-client push names (spec part 1 section 7). */
export const PUSH = {
  accountUpdated: 'account-updated',
  roleUpdated: 'role-updated',
  passwordChanged: 'password-changed',
  accountDeactivated: 'account-deactivated',
  importProgress: 'import-progress',
  jobProgress: 'job-progress',
} as const;

export const SOCKET_TEST_EVENT = 'socket-test';

/** An items import saving its rows (POST /items/import/commit), pushed to the account that committed it. */
export interface ImportProgressPayload {
  importId: string;
  jobId: number;
  processed: number;
  total: number;
  percent: number;
  done: boolean;
  created: number;
  failed: number;
}

export interface ServerToClientEvents {
  'account-updated': (payload: { account: AccountInformation }) => void;
  'role-updated': (payload: { roleId: number; role: AccountRole }) => void;
  'password-changed': (payload: { message: string }) => void;
  'account-deactivated': (payload: { message: string }) => void;
  'job-progress': (payload: { queueId: number; status: string; progress: number; message?: string }) => void;
  'socket-test': (payload: { message: string; at: string; from: string }) => void;
  'import-progress': (payload: ImportProgressPayload) => void;
}

export interface ClientToServerEvents {
  'socket-test': (payload: { message: string }, ack: (reply: { ok: boolean; echo: string }) => void) => void;
}

export const PASSWORD_CHANGED_MESSAGE = 'Your password was changed. Please sign in again.';
export const ACCOUNT_DEACTIVATED_MESSAGE = 'Your account has been deactivated.';
