import { DISCUSSION_EVENTS, PUSH, type DiscussionMessage, type FilingStatus, type FilingType, type LeaveBalanceRow } from '@haligi/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../../lib/api';
import { socketManager } from '../../../../lib/socket';
import { useServerAction, type ActionAnswer } from '../../../../lib/use-server-action';

/** The URLs of the filings screen (docs/api/filings.md). */
export const FILING_URLS = {
  filing: '/filing',
  leaveTypes: '/leave/type',
  balance: '/leave/balance',
  discussion: '/discussion',
} as const;

export interface Filing extends Record<string, unknown> {
  id: number;
  code: string;
  type: FilingType;
  status: FilingStatus;
  employee: { id: number; name: string; employeeNo: string; accountId: number | null };
  dateFrom: string;
  dateTo: string;
  startTime: string | null;
  endTime: string | null;
  leaveType: { id: number; code: string; name: string } | null;
  isHalfDay: boolean;
  days: string | null;
  minutes: number | null;
  shift: { id: number; name: string } | null;
  timeIn: string | null;
  timeOut: string | null;
  reason: string;
  statusReason: string | null;
  approvalRequestId: number | null;
  filedBy: { id: number; name: string } | null;
  createdAt: string;
  decidedAt: string | null;
}

export interface LeaveType {
  id: number;
  code: string;
  name: string;
  isPaid: boolean;
}

export const FILING_KEYS = {
  all: ['filing'] as const,
  one: (id: number) => ['filing', id] as const,
  balance: ['leave-balance'] as const,
  types: ['leave-types'] as const,
  discussion: (id: number) => ['discussion', 'FILING', id] as const,
};
const TABLE_KEY = ['table', FILING_URLS.filing] as const;

export function useLeaveBalances() {
  return useQuery({
    queryKey: FILING_KEYS.balance,
    queryFn: () => api<{ employeeId: number; year: number; list: LeaveBalanceRow[] }>('GET', FILING_URLS.balance),
    retry: false,
    // A member not linked to an employee gets 422: the balances card says so itself.
    meta: { skipErrorDialog: true },
  });
}

export function useLeaveTypes(enabled: boolean) {
  return useQuery({ queryKey: FILING_KEYS.types, queryFn: () => api<{ list: LeaveType[] }>('GET', FILING_URLS.leaveTypes), enabled });
}

export function useFiling(id: number | null) {
  return useQuery({
    queryKey: FILING_KEYS.one(id ?? 0),
    queryFn: () => api<{ data: Filing; canSeeAll: boolean }>('GET', `${FILING_URLS.filing}?id=${id}`),
    enabled: id !== null,
  });
}

const invalidates = [TABLE_KEY, FILING_KEYS.all, FILING_KEYS.balance, ['approval']] as const;

export function useCreateFiling() {
  return useServerAction((body: Record<string, unknown>) => api<ActionAnswer<Filing>>('POST', FILING_URLS.filing, { body }), { invalidates });
}

export function useCancelFiling() {
  return useServerAction((id: number) => api<ActionAnswer<Filing>>('POST', `${FILING_URLS.filing}/${id}/cancel`, { body: {} }), { invalidates });
}

/** Filing pushes (and decisions on any document) reload the tables, the open filing and the balances. */
export function useLiveFilings() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const reload = () => {
      for (const queryKey of invalidates) void queryClient.invalidateQueries({ queryKey });
    };
    const offs = [PUSH.filingCreated, PUSH.filingUpdated, PUSH.filingApproved, PUSH.filingRejected, PUSH.approvalProcessed].map((event) => socketManager.on(event, reload));
    return () => offs.forEach((off) => off());
  }, [queryClient]);
}

export function useDiscussion(filingId: number | null) {
  return useQuery({
    queryKey: FILING_KEYS.discussion(filingId ?? 0),
    queryFn: () => api<{ list: DiscussionMessage[] }>('GET', `${FILING_URLS.discussion}?subjectType=FILING&subjectId=${filingId}`),
    enabled: filingId !== null,
  });
}

export function usePostMessage(filingId: number) {
  const queryClient = useQueryClient();
  return useServerActionQuiet(async (body: string) => {
    const answer = await api<{ data: DiscussionMessage }>('POST', FILING_URLS.discussion, { body: { subjectType: 'FILING', subjectId: filingId, body } });
    await queryClient.invalidateQueries({ queryKey: FILING_KEYS.discussion(filingId) });
    return answer;
  });
}

/** A mutation without a notice (a chat message shows itself). */
function useServerActionQuiet<V, T>(call: (v: V) => Promise<T>) {
  return useMutation({ mutationFn: call });
}

const JOIN_RETRY_MS = 1000;

/**
 * The filing's discussion room: joins when open (once the live channel is connected), leaves when
 * closed, joins again after every reconnect (a new socket is in no room); each message pushed to
 * the room reloads the thread.
 */
export function useDiscussionRoom(filingId: number | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (filingId === null) return;
    const subject = { subjectType: 'FILING', subjectId: filingId };
    let retry: ReturnType<typeof setTimeout> | undefined;
    let wasConnected = false;
    const join = () => {
      clearTimeout(retry);
      const socket = socketManager.getSocket();
      if (socketManager.getState() !== 'connected' || !socket) {
        retry = setTimeout(join, JOIN_RETRY_MS);
        return;
      }
      socket.timeout(5000).emit(DISCUSSION_EVENTS.join, subject, (error: unknown, ack?: { ok: boolean }) => {
        if (error || !ack) retry = setTimeout(join, JOIN_RETRY_MS);
        else void queryClient.invalidateQueries({ queryKey: FILING_KEYS.discussion(filingId) });
      });
    };
    const offMessage = socketManager.on(DISCUSSION_EVENTS.message, (payload) => {
      const message = payload as DiscussionMessage;
      if (message?.subjectType !== 'FILING' || message.subjectId !== filingId) return;
      queryClient.setQueryData<{ list: DiscussionMessage[] }>(FILING_KEYS.discussion(filingId), (old) =>
        old && !old.list.some((m) => m.id === message.id) ? { list: [...old.list, message] } : old,
      );
    });
    const offState = socketManager.subscribeState(() => {
      const isConnected = socketManager.getState() === 'connected';
      if (isConnected && !wasConnected) join();
      wasConnected = isConnected;
    });
    wasConnected = socketManager.getState() === 'connected';
    join();
    return () => {
      clearTimeout(retry);
      offMessage();
      offState();
      socketManager.getSocket()?.emit(DISCUSSION_EVENTS.leave, subject, () => undefined);
    };
  }, [filingId, queryClient]);
}
