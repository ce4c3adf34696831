import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PUNCH_TABLE_SETTINGS, PUSH, TABLE_SETTINGS, type DeviceConnection, type ImportProgressPayload } from '@haligi/shared';
import { useEffect } from 'react';
import { api } from '../../../../lib/api';
import { socketManager } from '../../../../lib/socket';
import { useServerAction, type ActionAnswer } from '../../../../lib/use-server-action';

// The timekeeping tables' settings live beside their screens (packages/shared/src/manpower/punch.table.ts).
Object.assign(TABLE_SETTINGS, PUNCH_TABLE_SETTINGS);

/** The URLs of the timekeeping screens (docs/api/timekeeping.md). */
export const TIMEKEEPING_URLS = {
  device: '/timekeeping/device',
  requests: '/timekeeping/device/requests',
  rawLog: '/timekeeping/raw-log',
  deviceList: '/select-box/timekeeping-device-list',
  branchList: '/select-box/timekeeping-branch-list',
  importPreview: '/timekeeping/import/preview',
  importCommit: '/timekeeping/import/commit',
  kiosk: '/timekeeping/kiosk',
  kioskPunch: '/timekeeping/kiosk/punch',
} as const;

export interface Device extends Record<string, unknown> {
  id: number;
  serialNumber: string;
  name: string;
  kind: 'TERMINAL' | 'KIOSK';
  branch: { id: number; name: string } | null;
  lastSeenAt: string | null;
  lastIp: string;
  connection: DeviceConnection;
  hasKioskKey: boolean;
  createdAt: string;
}

export interface PendingDevice {
  serialNumber: string;
  firstSeenAt: string;
  lastSeenAt: string;
  hits: number;
}

export interface RawLog extends Record<string, unknown> {
  id: number;
  deviceSerial: string;
  deviceName: string | null;
  biometricId: string;
  punchedAt: string;
  status: number;
  source: string;
  employee: { id: number; name: string; employeeNo: string } | null;
  photoUrl: string | null;
}

export interface PunchImportPreview {
  importId: string;
  fileName: string;
  deviceSerial: string;
  total: number;
  validCount: number;
  errorCount: number;
  duplicateCount: number;
  range: { from: string; to: string } | null;
  unknownBiometricIds: string[];
  problems: { row: number; message: string }[];
  rows: { row: number; biometricId: string; punchedAt: string; status: number; known: boolean }[];
}

export type PunchImportProgress = ImportProgressPayload & { duplicates: number };

const DEVICE_CHANGES = [['table', TIMEKEEPING_URLS.device], ['timekeeping', 'requests'], ['select', TIMEKEEPING_URLS.deviceList]] as const;

export function usePendingDevices() {
  return useQuery({
    queryKey: ['timekeeping', 'requests'],
    queryFn: () => api<{ list: PendingDevice[] }>('GET', TIMEKEEPING_URLS.requests).then((r) => r.list),
    // Unknown devices belong to no company: nothing is pushed for them, so the list is polled.
    refetchInterval: 30_000,
  });
}

/** The device table and the pending list follow `timekeeping-device-updated` pushes. */
export function useLiveDevices() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      socketManager.on(PUSH.timekeepingDeviceUpdated, () => {
        void queryClient.invalidateQueries({ queryKey: ['table', TIMEKEEPING_URLS.device] });
        void queryClient.invalidateQueries({ queryKey: ['timekeeping', 'requests'] });
      }),
    [queryClient],
  );
}

export type DeviceBody = { serialNumber: string; name: string; branchId: number | null; kind: 'TERMINAL' | 'KIOSK' };

export function useSaveDevice() {
  return useServerAction(
    ({ id, ...body }: Partial<DeviceBody> & { id?: number }) =>
      id ? api<ActionAnswer<Device>>('PATCH', `${TIMEKEEPING_URLS.device}/${id}`, { body: { name: body.name, branchId: body.branchId } }) : api<ActionAnswer<Device>>('POST', TIMEKEEPING_URLS.device, { body }),
    { invalidates: DEVICE_CHANGES },
  );
}

export function useDeleteDevice() {
  return useServerAction((id: number) => api<ActionAnswer>('DELETE', `${TIMEKEEPING_URLS.device}/${id}`), { invalidates: DEVICE_CHANGES });
}

export function useIssueKioskKey() {
  return useServerAction((id: number) => api<ActionAnswer<{ key: string; setupPath: string }>>('POST', `${TIMEKEEPING_URLS.device}/${id}/kiosk-key`), { invalidates: DEVICE_CHANGES });
}

export function previewPunchImport(file: File, deviceSerial: string) {
  const form = new FormData();
  form.append('fileData', file);
  return api<PunchImportPreview>('POST', TIMEKEEPING_URLS.importPreview, { body: form, query: { deviceSerial } });
}

export function commitPunchImport(importId: string) {
  return api<{ importId: string; jobId: number }>('POST', TIMEKEEPING_URLS.importCommit, { body: { importId } });
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** An `import-progress` push of a punch import, or null when malformed. */
export function parsePunchProgress(payload: unknown): PunchImportProgress | null {
  if (!payload || typeof payload !== 'object') return null;
  const p = payload as Record<string, unknown>;
  if (typeof p.importId !== 'string' || !isCount(p.processed) || !isCount(p.total)) return null;
  return {
    importId: p.importId,
    jobId: Number(p.jobId) || 0,
    processed: p.processed,
    total: p.total,
    percent: Math.min(100, Math.max(0, isCount(p.percent) ? p.percent : p.total ? Math.floor((p.processed * 100) / p.total) : 100)),
    done: p.done === true,
    created: isCount(p.created) ? p.created : 0,
    failed: isCount(p.failed) ? p.failed : 0,
    duplicates: isCount(p.duplicates) ? p.duplicates : 0,
  };
}
