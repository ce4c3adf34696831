import { describe, expect, it } from 'vitest';
import { isoWeekday } from './schedule.resolve';
import { HOLIDAY_MESSAGES, holidayApplies, holidayBranchProblem, isDayOff, PROCLAIMED_HOLIDAYS_2026 } from './holiday.rules';

describe('the 2026 proclamation', () => {
  it('lists the regular holidays, special non-working days and the special working day on their weekdays', () => {
    const byType = (type: string) => PROCLAIMED_HOLIDAYS_2026.filter((h) => h.type === type).map((h) => h.date);
    expect(byType('REGULAR')).toEqual(['2026-01-01', '2026-03-20', '2026-04-02', '2026-04-03', '2026-04-09', '2026-05-01', '2026-05-27', '2026-06-12', '2026-08-31', '2026-11-30', '2026-12-25', '2026-12-30']);
    expect(byType('SPECIAL_NON_WORKING')).toEqual(['2026-02-17', '2026-04-04', '2026-08-21', '2026-11-01', '2026-11-02', '2026-12-08', '2026-12-24', '2026-12-31']);
    expect(byType('SPECIAL_WORKING')).toEqual(['2026-02-25']);
    // Weekdays as the proclamation names them: Thursday New Year, Monday Heroes Day (last Monday of August).
    expect(isoWeekday('2026-01-01')).toBe(4);
    expect(isoWeekday('2026-08-31')).toBe(1);
    expect(isoWeekday('2026-04-02')).toBe(4);
    expect(PROCLAIMED_HOLIDAYS_2026.filter((h) => h.source === 'Proclamation No. 1006, s. 2025')).toHaveLength(19);
  });
});

describe('holiday rules', () => {
  it('a local holiday names its branch, a national one none', () => {
    expect(holidayBranchProblem('LOCAL', null)).toBe(HOLIDAY_MESSAGES.localNeedsBranch);
    expect(holidayBranchProblem('LOCAL', undefined)).toBe('branchId: a local holiday needs its branch');
    expect(holidayBranchProblem('LOCAL', 3)).toBeNull();
    expect(holidayBranchProblem('NATIONAL', 3)).toBe(HOLIDAY_MESSAGES.nationalHasNoBranch);
    expect(holidayBranchProblem('NATIONAL', null)).toBeNull();
  });
  it('applies national holidays everywhere and local ones to their branch only', () => {
    expect(holidayApplies({ scope: 'NATIONAL', branchId: null }, null)).toBe(true);
    expect(holidayApplies({ scope: 'NATIONAL', branchId: null }, 7)).toBe(true);
    expect(holidayApplies({ scope: 'LOCAL', branchId: 7 }, 7)).toBe(true);
    expect(holidayApplies({ scope: 'LOCAL', branchId: 7 }, 8)).toBe(false);
    expect(holidayApplies({ scope: 'LOCAL', branchId: 7 }, null)).toBe(false);
  });
  it('regular and special non-working days are days off; a special working day is not', () => {
    expect(isDayOff('REGULAR')).toBe(true);
    expect(isDayOff('SPECIAL_NON_WORKING')).toBe(true);
    expect(isDayOff('SPECIAL_WORKING')).toBe(false);
  });
});
