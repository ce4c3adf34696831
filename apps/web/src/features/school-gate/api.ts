import { useQueryClient } from '@tanstack/react-query';
import { PUSH, SCHOOL_GATE_TABLE_SETTINGS, TABLE_SETTINGS, type SchoolDeviceConnection, type TapAction, type TapPersonType } from '@haligi/shared';
import { useEffect } from 'react';
import { api } from '../../lib/api';
import { socketManager } from '../../lib/socket';
import { useServerAction, type ActionAnswer } from '../../lib/use-server-action';

// The school gate tables' settings live beside their screens (packages/shared/src/school/gate.table.ts).
Object.assign(TABLE_SETTINGS, SCHOOL_GATE_TABLE_SETTINGS);

/** The URLs of the school gate screens (docs/api/school-gate.md). */
export const SCHOOL_GATE_URLS = {
  gate: '/school/gate',
  device: '/school/device',
  attendance: '/school/attendance',
  unmatched: '/school/unmatched-tap',
  gateList: '/select-box/school/gate/list',
  deviceList: '/select-box/school/attendance/device/list',
} as const;

export interface Gate extends Record<string, unknown> {
  id: number;
  name: string;
  deviceCount: number;
  createdAt: string;
}

export interface GateDevice extends Record<string, unknown> {
  id: number;
  name: string;
  gate: { id: number; name: string };
  serialNumber: string | null;
  isActive: boolean;
  lastSeenAt: string | null;
  connection: SchoolDeviceConnection;
  createdAt: string;
}

export interface AttendanceLog extends Record<string, unknown> {
  id: number;
  person: { type: TapPersonType; id: number | null; name: string };
  personType: TapPersonType;
  cardNumber: string;
  action: TapAction;
  tappedAt: string;
  schoolDate: string;
  gate: { id: number; name: string } | null;
  device: { id: number; name: string } | null;
}

export interface UnmatchedTap extends Record<string, unknown> {
  id: number;
  cardNumber: string;
  tappedAt: string;
  gate: { id: number; name: string } | null;
  device: { id: number; name: string } | null;
  createdAt: string;
}

const GATE_CHANGES = [['table', SCHOOL_GATE_URLS.gate], ['select', SCHOOL_GATE_URLS.gateList], ['table', SCHOOL_GATE_URLS.device]] as const;
const DEVICE_CHANGES = [['table', SCHOOL_GATE_URLS.device], ['select', SCHOOL_GATE_URLS.deviceList], ['table', SCHOOL_GATE_URLS.gate]] as const;

export function useSaveGate() {
  return useServerAction(
    ({ id, name }: { id?: number; name: string }) =>
      id ? api<ActionAnswer<Gate>>('PATCH', `${SCHOOL_GATE_URLS.gate}/${id}`, { body: { name } }) : api<ActionAnswer<{ id: number; name: string }>>('POST', SCHOOL_GATE_URLS.gate, { body: { name } }),
    { invalidates: GATE_CHANGES },
  );
}

export function useDeleteGate() {
  return useServerAction((id: number) => api<ActionAnswer>('DELETE', `${SCHOOL_GATE_URLS.gate}/${id}`), { invalidates: GATE_CHANGES });
}

export type DeviceBody = { gateId: number; name: string; serialNumber: string | null };

export function useSaveDevice() {
  return useServerAction(
    ({ id, ...body }: DeviceBody & { id?: number }) =>
      id
        ? api<ActionAnswer<GateDevice>>('PATCH', `${SCHOOL_GATE_URLS.device}/${id}`, { body })
        : api<ActionAnswer<GateDevice & { licenceKey: string }>>('POST', SCHOOL_GATE_URLS.device, { body }),
    { invalidates: DEVICE_CHANGES },
  );
}

export function useDeviceAction() {
  return useServerAction(
    ({ id, action }: { id: number; action: 'activate' | 'deactivate' | 'licence-key' | 'delete' }) =>
      action === 'delete'
        ? api<ActionAnswer<{ id: number; licenceKey?: string }>>('DELETE', `${SCHOOL_GATE_URLS.device}/${id}`)
        : api<ActionAnswer<{ id: number; licenceKey?: string }>>('POST', `${SCHOOL_GATE_URLS.device}/${id}/${action}`),
    { invalidates: DEVICE_CHANGES },
  );
}

/** The device table follows `school-device-updated` pushes (a device seen, changed, (de)activated). */
export function useLiveGateDevices() {
  const queryClient = useQueryClient();
  useEffect(() => socketManager.on(PUSH.schoolDeviceUpdated, () => void queryClient.invalidateQueries({ queryKey: ['table', SCHOOL_GATE_URLS.device] })), [queryClient]);
}

/** The attendance log reloads on `school-tap` pushes, at most once a second (a morning rush taps many a second). */
export function useLiveAttendance() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const off = socketManager.on(PUSH.schoolTap, () => {
      if (timer) return;
      timer = setTimeout(() => {
        timer = null;
        void queryClient.invalidateQueries({ queryKey: ['table', SCHOOL_GATE_URLS.attendance] });
      }, 1000);
    });
    return () => {
      off();
      if (timer) clearTimeout(timer);
    };
  }, [queryClient]);
}
