import type { BoqRowView, BoqSettings, BoqVersion, BoqVersionDiff, UpdateBoqSettingsRequest } from '@haligi/shared';
import { api } from '../../../lib/api';
import type { ActionAnswer } from '../../../lib/use-server-action';

/** A BOQ read whole and read-only (GET /boq/{id}/preview: the BOQ_DATA body). */
export interface BoqSnapshot {
  boqInformation: { id: number; status: string; projectId: number; revision: number; name: string };
  boqItems: BoqRowView[];
  boqTotal: string;
  boqTotalWithProfit: string;
}

export const boqVersionKeys = {
  list: (projectId: number) => ['boq-versions', projectId] as const,
  snapshot: (boqId: number) => ['boq-snapshot', boqId] as const,
  diff: (fromId: number, toId: number) => ['boq-version-diff', fromId, toId] as const,
};

export const fetchBoqVersions = (projectId: number, signal?: AbortSignal) =>
  api<{ data: BoqVersion[] }>('GET', '/boq/version', { query: { projectId }, signal }).then((answer) => answer.data);

export const createBoqVersion = (body: { projectId: number; versionTitle: string; sourceBoqId?: number }) =>
  api<ActionAnswer<BoqVersion>>('POST', '/boq/version', { body });

/** Marks a revision "submitted to client" (frozen). */
export const markSubmittedToClient = (boqId: number) => api<ActionAnswer<BoqVersion>>('POST', `/boq/${boqId}/submitted-to-client`);

export const fetchBoqSnapshot = (boqId: number, signal?: AbortSignal) => api<BoqSnapshot>('GET', `/boq/${boqId}/preview`, { signal });

export const fetchBoqDiff = (fromId: number, toId: number, signal?: AbortSignal) =>
  api<BoqVersionDiff>('GET', '/boq/version/diff', { query: { fromId, toId }, signal });

export const downloadBoqExcel = (boqId: number) => api<Blob>('GET', `/boq/${boqId}/export.xlsx`, { isBlob: true });

/** "Tower BOQ r3.xlsx", the name the server gives it. */
export function boqExcelFileName(name: string, revision: number): string {
  const base = `${name} r${revision}`.replace(/[^A-Za-z0-9 ._-]+/g, '_').replace(/\s+/g, ' ').trim() || `boq r${revision}`;
  return `${base.slice(0, 100)}.xlsx`;
}

/** The BOQ's quotation settings and summary (GET /boq/{id}/settings, decision 0036). */
export const boqSettingsKey = (boqId: number) => ['boq-settings', boqId] as const;

export const fetchBoqSettings = (boqId: number, signal?: AbortSignal) => api<BoqSettings>('GET', `/boq/${boqId}/settings`, { signal });

/** Only the fields named change; null clears. */
export const saveBoqSettings = (boqId: number, body: UpdateBoqSettingsRequest) => api<ActionAnswer<BoqSettings>>('PATCH', `/boq/${boqId}/settings`, { body });

export const downloadBoqQuotation = (boqId: number) => api<Blob>('GET', `/boq/${boqId}/quotation.pdf`, { isBlob: true });
