import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api';
import { getActiveConnection } from '../../../lib/connections';
import { storage } from '../../../lib/storage';

export const BANK_STATEMENT_URL = '/treasury/bank-statement';

/** A statement line with the ledger entry it is matched with (docs/api/treasury.md "Bank reconciliation"). */
export interface StatementLine {
  id: number;
  rowNo: number;
  /** YYYY-MM-DD */
  date: string;
  description: string;
  reference: string;
  /** Signed: money in is positive. */
  amount: string;
  entry: { id: number; kind: string; memo: string; reference: string | null; date: string } | null;
}

export interface UnmatchedEntry {
  id: number;
  date: string;
  kind: string;
  amount: string;
  memo: string;
  reference: string | null;
}

export interface BankStatement {
  id: number;
  fundAccountId: number;
  fundAccountName: string;
  fileName: string;
  periodStart: string;
  periodEnd: string;
  importedBy: string | null;
  createdAt: string;
  lines: StatementLine[];
  matched: number;
  unmatchedLines: number;
  unmatchedEntries: UnmatchedEntry[];
}

/** A row of PUT /treasury/bank-statement. */
export interface StatementRow extends Record<string, unknown> {
  id: number;
  fundAccountId: number;
  fundAccountName: string;
  fileName: string;
  periodStart: string;
  periodEnd: string;
  lines: number;
  matched: number;
  createdAt: string;
}

const statementKey = (id: number) => ['bank-statement', id] as const;

export function useBankStatement(id: number | null) {
  return useQuery({
    queryKey: statementKey(id ?? 0),
    queryFn: async ({ signal }) => (await api<{ data: BankStatement }>('GET', BANK_STATEMENT_URL, { query: { id }, signal })).data,
    enabled: id !== null && id > 0,
    staleTime: 0,
    retry: false,
  });
}

/**
 * POST /treasury/bank-statement?fundAccountId= as multipart, through XMLHttpRequest: fetch tells
 * nothing of an upload's progress. `onProgress` hears the share sent, 0 to 1.
 */
export function uploadStatement(fundAccountId: number, file: File, onProgress: (share: number) => void): Promise<BankStatement> {
  return new Promise((resolve, reject) => {
    const base = getActiveConnection().API_URL.replace(/\/$/, '');
    const url = new URL(`${base}${BANK_STATEMENT_URL}`, window.location.origin);
    url.searchParams.set('fundAccountId', String(fundAccountId));
    const request = new XMLHttpRequest();
    request.open('POST', url);
    const token = storage.getToken();
    if (token) request.setRequestHeader('token', token);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let body: { data?: BankStatement; message?: string | string[]; error?: string } = {};
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // A proxy's HTML error page: the status says enough.
      }
      if (request.status >= 200 && request.status < 300 && body.data) resolve(body.data);
      else reject(new ApiError(request.status, body.message ?? request.statusText, body.error ?? 'Error'));
    };
    request.onerror = () => reject(new ApiError(0, 'The server could not be reached. Check your connection and try again.', 'Network Error'));
    const form = new FormData();
    form.append('fileData', file);
    request.send(form);
  });
}

/** The statement's answer replaces the cached one; the statements table reloads its counts. */
function useStatementChange<TVariables>(call: (variables: TVariables) => Promise<{ data: BankStatement }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async ({ data }) => {
      queryClient.setQueryData(statementKey(data.id), data);
      await queryClient.invalidateQueries({ queryKey: ['table', BANK_STATEMENT_URL] });
    },
  });
}

export function useMatchLine() {
  return useStatementChange(({ lineId, entryId }: { lineId: number; entryId: number }) => api<{ data: BankStatement }>('POST', `${BANK_STATEMENT_URL}/line/${lineId}/match`, { body: { entryId } }));
}

export function useUnmatchLine() {
  return useStatementChange((lineId: number) => api<{ data: BankStatement }>('POST', `${BANK_STATEMENT_URL}/line/${lineId}/unmatch`));
}

export function useRememberStatement() {
  const queryClient = useQueryClient();
  return (statement: BankStatement) => {
    queryClient.setQueryData(statementKey(statement.id), statement);
    void queryClient.invalidateQueries({ queryKey: ['table', BANK_STATEMENT_URL] });
  };
}
