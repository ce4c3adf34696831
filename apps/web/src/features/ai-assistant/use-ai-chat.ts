import { AI_CHAT_EVENT, type AiChatServerMessage, type AiConversationSummary, type AiErrorCode, type AiPanelEntry, type AiStatus } from '@haligi/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api';
import { socketManager } from '../../lib/socket';
import { sendAiChatMessage } from './ai-chat';

export const AI_KEYS = {
  all: ['ai'] as const,
  status: ['ai', 'status'] as const,
  conversations: ['ai', 'conversations'] as const,
};

export const useAiStatus = (enabled: boolean) => useQuery({ queryKey: AI_KEYS.status, queryFn: ({ signal }) => api<AiStatus>('GET', '/ai/status', { signal }), enabled, staleTime: 60_000 });
export const useAiConversations = (enabled: boolean) =>
  useQuery({ queryKey: AI_KEYS.conversations, queryFn: ({ signal }) => api<{ list: AiConversationSummary[] }>('GET', '/ai/conversation', { signal }), enabled });

/** What the panel shows below the conversation when something went wrong. */
export type ChatProblem = { kind: 'offline'; retry: () => void } | { kind: 'server'; code: AiErrorCode; message: string };

let localId = 0;
const nextId = () => --localId;
const now = () => new Date().toISOString();

/**
 * One conversation of the panel: the member's messages go out on `ai_chat_message`; the answer's
 * parts, tool lines and proposals come back on it and are added as they arrive.
 */
export function useAiChat() {
  const queryClient = useQueryClient();
  const [conversationId, setConversationId] = useState<number | null>(null);
  const [entries, setEntries] = useState<AiPanelEntry[]>([]);
  const [isAnswering, setAnswering] = useState(false);
  const [problem, setProblem] = useState<ChatProblem | null>(null);
  const [isLoading, setLoading] = useState(false);
  /** The conversation whose messages this panel takes (null: the next new one). */
  const current = useRef<number | null>(null);
  /** The assistant entry the next text part extends, until a tool line or the end. */
  const streaming = useRef<number | null>(null);

  useEffect(
    () =>
      socketManager.on(AI_CHAT_EVENT, (payload) => {
        const { message, data } = payload as AiChatServerMessage;
        const id = 'conversationId' in data ? data.conversationId : null;
        if (message === 'conversation') {
          if (current.current === null) current.current = data.conversationId;
          setConversationId(current.current);
          return;
        }
        if (id !== null && current.current !== null && id !== current.current) return;
        if (message === 'assistant_delta') {
          // Which entry a part extends is settled here, not inside the updater: React may run an
          // updater again, and a second run must not start a second bubble.
          const entryId = streaming.current ?? nextId();
          streaming.current = entryId;
          setEntries((list) => {
            const at = list.findIndex((entry) => entry.type === 'assistant' && entry.id === entryId);
            if (at === -1) return [...list, { type: 'assistant', id: entryId, text: data.text, createdAt: now() }];
            const entry = list[at] as Extract<AiPanelEntry, { type: 'assistant' }>;
            return [...list.slice(0, at), { ...entry, text: entry.text + data.text }, ...list.slice(at + 1)];
          });
        } else if (message === 'tool_call') {
          streaming.current = null;
          setEntries((list) => [...list, { type: 'tool', id: nextId(), name: data.name, label: data.label, createdAt: now() }]);
        } else if (message === 'tool_proposal') {
          streaming.current = null;
          setEntries((list) => [...list, { type: 'proposal', id: nextId(), proposal: data.proposal, createdAt: now() }]);
        } else if (message === 'proposal_resolved') {
          streaming.current = null;
          setEntries((list) =>
            list.map((entry) => (entry.type === 'proposal' && entry.proposal.id === data.proposalId ? { ...entry, proposal: { ...entry.proposal, status: data.status, outcome: data.message } } : entry)),
          );
        } else if (message === 'assistant_done') {
          streaming.current = null;
          setAnswering(false);
          void queryClient.invalidateQueries({ queryKey: AI_KEYS.conversations });
        } else if (message === 'error') {
          streaming.current = null;
          setAnswering(false);
          setProblem({ kind: 'server', code: data.code, message: data.message });
        }
      }),
    [queryClient],
  );

  /** Sends the member's words; false (and a retry offered) while the live channel is down. */
  const send = useCallback((content: string): boolean => {
    const text = content.trim();
    if (!text) return false;
    const sent = sendAiChatMessage({ message: 'user_message', data: { content: text, ...(current.current ? { conversationId: current.current } : {}) } });
    if (!sent) {
      setProblem({ kind: 'offline', retry: () => send(text) });
      return false;
    }
    setProblem(null);
    streaming.current = null;
    setAnswering(true);
    setEntries((list) => [...list, { type: 'user', id: nextId(), text, createdAt: now() }]);
    return true;
  }, []);

  const answerProposal = useCallback((proposalId: number, confirm: boolean): boolean => {
    const sent = sendAiChatMessage({ message: confirm ? 'confirm_action' : 'decline_action', data: { proposalId } });
    if (!sent) {
      setProblem({ kind: 'offline', retry: () => answerProposal(proposalId, confirm) });
      return false;
    }
    setProblem(null);
    setAnswering(true);
    return true;
  }, []);

  const startNew = useCallback(() => {
    current.current = null;
    streaming.current = null;
    setConversationId(null);
    setEntries([]);
    setProblem(null);
    setAnswering(false);
  }, []);

  /** Reopens a past conversation. */
  const open = useCallback(async (id: number) => {
    setLoading(true);
    setProblem(null);
    try {
      const answer = await api<{ data: AiConversationSummary & { entries: AiPanelEntry[] } }>('GET', `/ai/conversation/${id}`);
      current.current = id;
      streaming.current = null;
      setConversationId(id);
      setEntries(answer.data.entries);
      setAnswering(false);
    } catch (error) {
      setProblem({ kind: 'server', code: 'NOT_FOUND', message: (error as Error).message });
    } finally {
      setLoading(false);
    }
  }, []);

  return { conversationId, entries, isAnswering, isLoading, problem, send, answerProposal, startNew, open };
}
