import { EMAIL_MESSAGES, PUSH, type MailDetail, type MailFolder, type MailListAnswer, type MailSyncStatus } from '@haligi/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, type ApiError } from '../../../lib/api';
import { saveBlob } from '../../../lib/save-blob';
import { socketManager } from '../../../lib/socket';

/** The member's mailbox calls (docs/api/mailbox.md). */
export const MAIL_KEYS = {
  all: ['mailbox'] as const,
  folders: ['mailbox', 'folders'] as const,
  list: (params: MailListParams) => ['mailbox', 'list', params] as const,
  mail: (id: number) => ['mailbox', 'mail', id] as const,
  sync: ['mailbox', 'sync'] as const,
};

export interface MailListParams {
  folder: string;
  page: number;
  pageSize: number;
  search: string;
  filter: 'all' | 'unread' | 'starred';
}

/** A 422 "Please configure your email settings first": the page shows the link to settings/email. */
export const isNotConfigured = (error: unknown) => (error as ApiError | null)?.statusCode === 422 && (error as ApiError).message === EMAIL_MESSAGES.notConfigured;

/** These loads show their failure on the page (LoadError, the settings link), not in the Error dialog. */
const INLINE = { skipErrorDialog: true };

const noRetryWhenNotConfigured = (count: number, error: Error) => !isNotConfigured(error) && count < 2;

export const useMailFolders = () =>
  useQuery({ queryKey: MAIL_KEYS.folders, queryFn: ({ signal }) => api<MailFolder[]>('GET', '/email/folders', { signal }), retry: noRetryWhenNotConfigured, meta: INLINE });

export const useMailList = (params: MailListParams, enabled: boolean) =>
  useQuery({
    queryKey: MAIL_KEYS.list(params),
    queryFn: ({ signal }) =>
      api<MailListAnswer>('GET', '/email/list', {
        signal,
        query: {
          folder: params.folder,
          page: params.page,
          pageSize: params.pageSize,
          search: params.search || undefined,
          unread: params.filter === 'unread' ? 'true' : undefined,
          starred: params.filter === 'starred' ? 'true' : undefined,
        },
      }),
    placeholderData: keepPreviousData,
    enabled,
    retry: noRetryWhenNotConfigured,
    meta: INLINE,
  });

export const useMail = (id: number | null) =>
  useQuery({ queryKey: MAIL_KEYS.mail(id ?? 0), queryFn: ({ signal }) => api<MailDetail>('GET', `/email/${id}`, { signal }), enabled: id !== null, meta: INLINE });

export const useSyncStatus = (enabled: boolean) =>
  useQuery({ queryKey: MAIL_KEYS.sync, queryFn: ({ signal }) => api<MailSyncStatus>('GET', '/email/sync', { signal }), enabled, retry: noRetryWhenNotConfigured, meta: INLINE });

export type MailAction = 'read' | 'unread' | 'star' | 'unstar';

/** PUT /email/{id}/read|unread|star|unstar; the mail and the lists take the answer. */
export function useMailFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: MailAction }) => api<{ data: MailDetail; message: string }>('PUT', `/email/${id}/${action}`),
    onSuccess: async ({ data }) => {
      queryClient.setQueryData(MAIL_KEYS.mail(data.id), data);
      await queryClient.invalidateQueries({ queryKey: ['mailbox', 'list'] });
      await queryClient.invalidateQueries({ queryKey: MAIL_KEYS.folders });
    },
  });
}

/** PUT /email/{id}/move {folder} or DELETE /email/{id}. */
export function useMailRemoval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, folder }: { id: number; folder?: string }) =>
      folder ? api<{ message: string }>('PUT', `/email/${id}/move`, { body: { folder } }) : api<{ message: string }>('DELETE', `/email/${id}`),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['mailbox', 'list'] });
      await queryClient.invalidateQueries({ queryKey: MAIL_KEYS.folders });
    },
  });
}

/** POST /email/sync: the status it answers; progress follows as `email-sync-progress` pushes. */
export function useStartSync() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<MailSyncStatus>('POST', '/email/sync'),
    onSuccess: (status) => queryClient.setQueryData(MAIL_KEYS.sync, status),
  });
}

/** Sync pushes update the status; a finished sync reloads folders and lists. */
export function useLiveSync() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      socketManager.on(PUSH.emailSyncProgress, (payload) => {
        const status = payload as MailSyncStatus;
        queryClient.setQueryData(MAIL_KEYS.sync, status);
        if (status.state === 'COMPLETED' || status.state === 'FAILED' || status.fetched > 0) {
          void queryClient.invalidateQueries({ queryKey: ['mailbox', 'list'] });
          void queryClient.invalidateQueries({ queryKey: MAIL_KEYS.folders });
        }
      }),
    [queryClient],
  );
}

/** POST /email/send (the compose dialog's send). */
export const sendMail = (draft: { to: string; cc: string; bcc: string; subject: string; html: string }) =>
  api<{ success: boolean; message: string }>('POST', '/email/send', { body: draft });

/**
 * GET /email/{id}/attachment/{index} with the token header (a plain link cannot send it), saved
 * under the attachment's name; a failure reaches the Error dialog.
 */
export function useDownloadAttachment() {
  return useMutation({
    mutationFn: async ({ mailId, index, filename }: { mailId: number; index: number; filename: string }) => {
      saveBlob(await api<Blob>('GET', `/email/${mailId}/attachment/${index}`, { isBlob: true }), filename);
    },
  });
}
