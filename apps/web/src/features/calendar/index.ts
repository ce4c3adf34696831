import type { ComponentType } from 'react';
import { CalendarPage } from './pages/calendar-page';

/** The calendar's screen by route name (member/calendar; issue 17, decision 0065). */
export const CALENDAR_PAGES: Record<string, ComponentType> = {
  member_calendar: CalendarPage,
};
