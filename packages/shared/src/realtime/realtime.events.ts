import type { AccountInformation, AccountRole } from '../auth/auth.schemas';
import type { BoqRowView } from '../boq/boq.arithmetic';
import type { BoqStatus } from '../boq/boq.constants';
import type { BoqAck } from '../boq/boq.schemas';
import type { AiChatServerMessage } from '../ai/ai.schemas';

/** Server-to-client push names (spec part 1 section 7). */
export const PUSH = {
  accountUpdated: 'account-updated',
  roleUpdated: 'role-updated',
  passwordChanged: 'password-changed',
  accountDeactivated: 'account-deactivated',
  /** A developer suspended the company: every member is signed out with the message (decision 0070). */
  companySuspended: 'company-suspended',
  accessRevoked: 'access-revoked',
  importProgress: 'import-progress',
  jobProgress: 'job-progress',
  leadChanged: 'lead-changed',
  taskChanged: 'task-changed',
  calendarChanged: 'calendar-changed',
  approvalProcessed: 'approval-processed',
  taskCompleted: 'task-completed',
  // Manpower (issue 14).
  filingCreated: 'filing-created',
  filingUpdated: 'filing-updated',
  filingApproved: 'filing-approved',
  filingRejected: 'filing-rejected',
  timekeepingDeviceUpdated: 'timekeeping-device-updated',
  attendanceUpdated: 'attendance-updated',
  // School gates (issue 18): a device heard from or changed; a tap stored.
  schoolDeviceUpdated: 'school-device-updated',
  schoolTap: 'school-tap',
  // The mailbox (issue 17).
  emailSyncProgress: 'email-sync-progress',
  // Developer tools (issue 19, decision 0071).
  scriptOutput: 'script-output',
  developerJobChanged: 'developer-job-changed',
} as const;

/** A lead was created, moved, edited, converted or deleted: open boards and lists of the company reload. */
export interface LeadChangedPayload {
  action: 'created' | 'moved' | 'updated' | 'converted' | 'deleted';
  /** The lead, or null for a bulk delete. */
  leadId: number | null;
  /** The stage it is in after the change (moves and creation). */
  boardKey?: string;
  /** Who changed it: a board ignores its own changes, which it already shows. */
  by: { accountId: number };
}

/** A task was created, changed, completed or deleted (spec part 1 section 7 names task-changed). */
export interface TaskChangedPayload {
  action: 'created' | 'updated' | 'completed' | 'reopened' | 'deleted';
  taskId: number;
  /** The lead it belongs to, if any. */
  leadId: number | null;
  assigneeId: number | null;
  by: { accountId: number };
}

/**
 * A meeting was scheduled or moved: open calendars of the members who can see it reload. It names
 * the meeting only; each calendar reads it back under its own scopes.
 */
export interface CalendarChangedPayload {
  action: 'scheduled' | 'moved';
  meetingId: number;
  by: { accountId: number };
}

export const SOCKET_TEST_EVENT = 'socket-test';

/** A BOQ row without its children: what a patch carries and the grid holds. */
export type BoqFlatRow = Omit<BoqRowView, 'children'>;
/** boqInformation of BOQ_DATA (docs/api/boq.md). */
export interface BoqInformation {
  id: number;
  status: BoqStatus;
  projectId: number;
  revision: number;
  name: string;
  editVersion: number;
  /** The project's current revision (the only one that can be edited). */
  isCurrent: boolean;
  /** Set when the revision was marked "submitted to client" (frozen). */
  submittedToClient: { at: string; by: { id: number; name: string } | null } | null;
  /** Why the BOQ cannot be edited (boqReadOnlyReason), or null. */
  readOnlyReason: string | null;
}
/** BOQ_DATA: the whole bill of quantities (join, reload, lock; GET /boq/{id}). */
export interface BoqDataPayload {
  boqInformation: BoqInformation;
  boqItems: BoqRowView[];
  boqTotal: string;
  boqTotalWithProfit: string;
}
/** BOQ_PATCH: after an accepted edit, only the rows whose shown values changed. */
export interface BoqPatchPayload {
  boqId: number;
  editVersion: number;
  changed: BoqFlatRow[];
  removedIds: number[];
  boqTotal: string;
  boqTotalWithProfit: string;
  by: { accountId: number | null; name: string };
}
export interface BoqPresenceMember {
  accountId: number;
  name: string;
  socketId: string;
  rowId: number | null;
  field: string | null;
}
export interface BoqPresencePayload {
  boqId: number;
  members: BoqPresenceMember[];
}
type BoqMessage = (payload: unknown, ack: (reply: BoqAck) => void) => void;

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

/** approval-processed: a decision was made on a step (the queues, the document and its lists reload). */
export interface ApprovalProcessedPayload {
  /** The step decided (the queue item's id). */
  approvalId: number;
  approvalRequestId: number;
  documentType: string;
  documentId: number;
  documentCode: string;
  decision: 'APPROVED' | 'REJECTED' | 'RETURNED';
  /** The step after the decision: PENDING while N of M waits for more approvals. */
  stepStatus: string;
  /** The document's approval: PENDING, APPROVED, REJECTED or RETURNED. */
  status: string;
  by: { accountId: number };
}

/** attendance-updated: computed days changed by a decision (an approved adjustment or filing); attendance screens reload. */
export interface AttendanceUpdatedPayload {
  employeeIds: number[];
  from: string;
  to: string;
  reason: 'ADJUSTMENT' | 'FILING';
  by: { accountId: number };
}
/** filing-created / filing-updated / filing-approved / filing-rejected (decision 0051): to the filer's account room and the approvers. */
export interface FilingPushPayload {
  filingId: number;
  code: string;
  type: string;
  status: string;
  action: 'created' | 'canceled' | 'approved' | 'rejected' | 'returned';
  employeeId: number;
  by: { accountId: number };
}
/** discussion:message: a message added to a thread, to the room of its subject (`discussion:FILING:{id}`). */
export type DiscussionMessagePayload = import('../manpower/filing.schemas').DiscussionMessage;
/** discussion:join / discussion:leave, acknowledged with {ok} (and a message when refused). */
type DiscussionRoomMessage = (payload: { subjectType: string; subjectId: number }, ack: (reply: { ok: boolean; message?: string }) => void) => void;

export interface ServerToClientEvents {
  'filing-created': (payload: FilingPushPayload) => void;
  'filing-updated': (payload: FilingPushPayload) => void;
  'filing-approved': (payload: FilingPushPayload) => void;
  'filing-rejected': (payload: FilingPushPayload) => void;
  'discussion:message': (payload: DiscussionMessagePayload) => void;
  'approval-processed': (payload: ApprovalProcessedPayload) => void;
  'account-updated': (payload: { account: AccountInformation }) => void;
  'role-updated': (payload: { roleId: number; role: AccountRole }) => void;
  'password-changed': (payload: { message: string }) => void;
  'account-deactivated': (payload: { message: string }) => void;
  'company-suspended': (payload: { message: string }) => void;
  /** The socket was made to leave a room its account's rights no longer cover (decision 0026). */
  'access-revoked': (payload: AccessRevokedPayload) => void;
  'job-progress': (payload: { queueId: number; status: string; progress: number; message?: string }) => void;
  'socket-test': (payload: { message: string; at: string; from: string }) => void;
  'import-progress': (payload: ImportProgressPayload) => void;
  'lead-changed': (payload: LeadChangedPayload) => void;
  'task-changed': (payload: TaskChangedPayload) => void;
  'calendar-changed': (payload: CalendarChangedPayload) => void;
  BOQ_DATA: (payload: BoqDataPayload) => void;
  BOQ_PATCH: (payload: BoqPatchPayload) => void;
  BOQ_PRESENCE: (payload: BoqPresencePayload) => void;
  'attendance-updated': (payload: AttendanceUpdatedPayload) => void;
  /** The AI assistant's answer in parts, proposals and errors (decision 0066). */
  ai_chat_message: (payload: AiChatServerMessage) => void;
  /** A mailbox sync's progress, to the member's own account room (docs/api/mailbox.md). */
  'email-sync-progress': (payload: import('../email/mailbox.schemas').MailSyncStatus) => void;
  /** A script run's new output lines, progress and status, to the account room of the developer who started it. */
  'script-output': (payload: import('../developer/developer-tools.schemas').ScriptOutputPayload) => void;
  /** A queue job changed state or progress, to the developers' room (every signed-in developer). */
  'developer-job-changed': (payload: import('../developer/developer-tools.schemas').DeveloperJobChangedPayload) => void;
}

export interface ClientToServerEvents {
  'discussion:join': DiscussionRoomMessage;
  'discussion:leave': DiscussionRoomMessage;
  'socket-test': (payload: { message: string }, ack: (reply: { ok: boolean; echo: string }) => void) => void;
  BOQ_JOIN: BoqMessage;
  BOQ_RELOAD: BoqMessage;
  BOQ_LEAVE: BoqMessage;
  BOQ_LOCK: BoqMessage;
  BOQ_EDIT_ITEM: BoqMessage;
  BOQ_CHANGE_COLOR: BoqMessage;
  BOQ_DELETE_ITEM: BoqMessage;
  BOQ_MOVE_ITEM: BoqMessage;
  BOQ_ADD_ITEM: BoqMessage;
  BOQ_FOCUS: BoqMessage;
  /** {message: 'user_message' | 'confirm_action' | 'decline_action', data}; acknowledged {ok, conversationId?, message?} when the client asks. */
  ai_chat_message: (payload: unknown, ack?: (reply: { ok: boolean; conversationId?: number; message?: string }) => void) => void;
}

export interface AccessRevokedPayload {
  /** The room left, e.g. `boq:12`. */
  room: string;
  /** Why, in plain words. */
  reason: string;
}

/** The title of the notice and of the screen shown when `access-revoked` arrives. */
export const ACCESS_REVOKED_TITLE = 'You no longer have access';

/** Why a socket left a room, as `access-revoked` tells it. */
export const ACCESS_REVOKED_REASONS = {
  roleChanged: 'Your role changed and no longer gives access to this screen',
  deactivated: 'Your account was deactivated',
} as const;

export const PASSWORD_CHANGED_MESSAGE = 'Your password was changed. Please sign in again.';
export const ACCOUNT_DEACTIVATED_MESSAGE = 'Your account has been deactivated.';
