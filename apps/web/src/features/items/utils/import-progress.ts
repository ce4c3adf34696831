import type { ImportProgressPayload } from '@haligi/shared';

/** An `import-progress` push (docs/api/items-inventory.md). */
export type ImportProgress = ImportProgressPayload;

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/**
 * Reads a push payload: types alone validate nothing (STYLE). Anything malformed is null; the
 * percent is kept within 0-100 and worked out from processed/total when missing.
 */
export function parseImportProgress(payload: unknown): ImportProgress | null {
  if (!payload || typeof payload !== 'object') return null;
  const p = payload as Record<string, unknown>;
  if (typeof p.importId !== 'string' && typeof p.importId !== 'number') return null;
  if (!isCount(p.processed) || !isCount(p.total)) return null;
  const worked = p.total === 0 ? 100 : (p.processed / p.total) * 100;
  const percent = Math.min(100, Math.max(0, isCount(p.percent) ? p.percent : worked));
  return {
    importId: String(p.importId),
    jobId: Number(p.jobId) || 0,
    processed: p.processed,
    total: p.total,
    percent: Math.round(percent),
    done: p.done === true,
    created: isCount(p.created) ? p.created : 0,
    failed: isCount(p.failed) ? p.failed : 0,
  };
}
