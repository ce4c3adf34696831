import type { AuditChange, MigrationsAnswer, SeedStepStatus } from '@haligi/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const ROWS_URL = '/developer/database/rows';
export const AUDIT_LOG_URL = '/developer/audit-log';
export const SEED_RUNS_URL = '/developer/seed-runs';

export interface DatabaseTable {
  name: string;
  rowCount: number;
  isEstimate: boolean;
}

export interface DatabaseColumn {
  name: string;
  type: string;
  isMasked: boolean;
  isBinary: boolean;
  isSortable: boolean;
  isPrimaryKey: boolean;
}

export interface AuditRow extends Record<string, unknown> {
  id: number;
  createdAt: string;
  who: string;
  action: string;
  entity: string;
  entityId: string | null;
  companyName: string | null;
}

export interface AuditDetail extends AuditRow {
  actorEmail: string | null;
  actingAsEmail: string | null;
  ip: string;
  before: unknown;
  after: unknown;
  changes: AuditChange[];
}

/** GET /developer/database/tables */
export const useDatabaseTables = () =>
  useQuery({ queryKey: ['developer', 'database', 'tables'], queryFn: ({ signal }) => api<DatabaseTable[]>('GET', '/developer/database/tables', { signal }), meta: { skipErrorDialog: true } });

/** GET /developer/database/columns?table= */
export const useDatabaseColumns = (table: string | null) =>
  useQuery({
    queryKey: ['developer', 'database', 'columns', table],
    queryFn: ({ signal }) => api<{ table: string; columns: DatabaseColumn[] }>('GET', '/developer/database/columns', { query: { table }, signal }),
    enabled: !!table,
    meta: { skipErrorDialog: true },
  });

/** GET /developer/audit-log/:id */
export const useAuditEntry = (id: number | null) =>
  useQuery({ queryKey: ['developer', 'audit-log', id], queryFn: ({ signal }) => api<AuditDetail>('GET', `${AUDIT_LOG_URL}/${id}`, { signal }), enabled: id !== null, meta: { skipErrorDialog: true } });

/** GET /developer/migrations */
export const useMigrations = () =>
  useQuery({ queryKey: ['developer', 'migrations'], queryFn: ({ signal }) => api<MigrationsAnswer>('GET', '/developer/migrations', { signal }), meta: { skipErrorDialog: true } });

/** GET /developer/seed-steps */
export const useSeedSteps = () =>
  useQuery({ queryKey: ['developer', 'seed-steps'], queryFn: ({ signal }) => api<SeedStepStatus[]>('GET', '/developer/seed-steps', { signal }), meta: { skipErrorDialog: true } });
