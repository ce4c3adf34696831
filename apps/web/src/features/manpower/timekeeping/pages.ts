import type { ComponentType } from 'react';
import { DevicesPage } from './pages/devices-page';
import { KioskPage } from './pages/kiosk-page';
import { RawLogsPage } from './pages/raw-logs-page';
import { TimeImportationPage } from './pages/time-importation-page';

/** The timekeeping screens by route name (issue 14). */
export const TIMEKEEPING_PAGES: Record<string, ComponentType> = {
  member_manpower_time_keeping_device: DevicesPage,
  member_manpower_timekeeping_raw_logs: RawLogsPage,
  member_manpower_time_importation: TimeImportationPage,
  front_preview_timekeeping: KioskPage,
};
