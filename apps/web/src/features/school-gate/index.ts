import type { ComponentType } from 'react';
import { AttendancePage } from './pages/attendance-page';
import { DevicesPage } from './pages/devices-page';
import { GatesPage } from './pages/gates-page';

/** The school gate screens by route name (issue 18). */
export const SCHOOL_GATE_PAGES: Record<string, ComponentType> = {
  member_school_gate: GatesPage,
  member_school_device: DevicesPage,
  member_school_attendance: AttendancePage,
};
