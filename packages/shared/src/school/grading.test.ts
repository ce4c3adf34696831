import { describe, expect, it } from 'vitest';
import {
  GRADING_LEARNING_AREAS,
  LEARNING_AREA_WEIGHTS,
  componentResult,
  finalGrade,
  generalAverage,
  gradeDescriptor,
  gradeRemark,
  quarterlyGrade,
  transmute,
  weightsFor,
  type QuarterScores,
} from './grading';
import { createGradingItemRequest, saveScoresRequest } from './grading.schemas';

/** WW 30/40, PT 72/100, QA 40/50: percentage scores 75.00, 72.00 and 80.00. */
const sample: QuarterScores = {
  WW: [{ score: 30, highestScore: 40 }],
  PT: [{ score: 72, highestScore: 100 }],
  QA: [{ score: 40, highestScore: 50 }],
};

describe('the DepEd Order 8, s. 2015 weights', () => {
  it.each([
    ['LANGUAGES', 30, 50, 20],
    ['AP', 30, 50, 20],
    ['ESP', 30, 50, 20],
    ['SCIENCE', 40, 40, 20],
    ['MATH', 40, 40, 20],
    ['MAPEH', 20, 60, 20],
    ['EPP_TLE', 20, 60, 20],
    ['SHS_CORE', 25, 50, 25],
    ['SHS_ACADEMIC', 25, 45, 30],
    ['SHS_ACADEMIC_IMMERSION_RESEARCH', 35, 40, 25],
    ['SHS_TVL_IMMERSION_RESEARCH', 20, 60, 20],
    ['SHS_TVL', 20, 60, 20],
  ])('%s weighs WW %i, PT %i, QA %i', (area, ww, pt, qa) => {
    expect(weightsFor(area)).toEqual({ WW: ww, PT: pt, QA: qa });
  });

  it('every row adds up to 100 and an unknown learning area has no weights', () => {
    for (const area of GRADING_LEARNING_AREAS) {
      const w = LEARNING_AREA_WEIGHTS[area];
      expect(w.WW + w.PT + w.QA, area).toBe(100);
    }
    expect(weightsFor('PHYSICS')).toBeNull();
    expect(weightsFor('toString')).toBeNull();
    expect(weightsFor('__proto__')).toBeNull();
  });
});

describe('transmutation (Appendix B)', () => {
  it.each([
    [100, 100],
    [99.99, 99],
    [98.4, 99],
    [98.39, 98],
    [96.8, 98],
    [84, 90],
    [83.99, 89],
    [75.99, 84],
    [74.4, 84],
    [74.39, 83],
    [61.6, 76],
    [61.59, 75],
    [60, 75],
    [59.99, 74],
    [56, 74],
    [55.99, 73],
    [4, 61],
    [3.99, 60],
    [0, 60],
  ])('initial grade %d transmutes to %i', (initial, transmuted) => {
    expect(transmute(initial)).toBe(transmuted);
  });

  it('every band of the table: 41 grades from 60 to 100, each reached', () => {
    const reached = new Set<number>();
    for (let hundredths = 0; hundredths <= 10_000; hundredths++) reached.add(transmute(hundredths / 100));
    expect([...reached].sort((a, b) => a - b)).toEqual(Array.from({ length: 41 }, (_, i) => 60 + i));
  });

  it('a grade outside 0-100 is held to the table and not a number is refused', () => {
    expect(transmute(-5)).toBe(60);
    expect(transmute(120)).toBe(100);
    expect(() => transmute(Number.NaN)).toThrow(new RangeError('The initial grade must be a number'));
  });
});

describe('a quarterly grade, worked by hand', () => {
  it('Math: WW 30/40 (75.00 x 40% = 30.00) + PT 72/100 (72.00 x 40% = 28.80) + QA 40/50 (80.00 x 20% = 16.00) = 74.80 -> 84', () => {
    const result = quarterlyGrade(sample, LEARNING_AREA_WEIGHTS.MATH);
    expect(result.components).toEqual({
      WW: { total: 30, highest: 40, percentage: 75, weighted: 30 },
      PT: { total: 72, highest: 100, percentage: 72, weighted: 28.8 },
      QA: { total: 40, highest: 50, percentage: 80, weighted: 16 },
    });
    expect(result.initialGrade).toBe(74.8);
    expect(result.quarterlyGrade).toBe(84);
  });

  it('Languages (30/50/20), the same scores: 22.50 + 36.00 + 16.00 = 74.50 -> 84', () => {
    expect(quarterlyGrade(sample, LEARNING_AREA_WEIGHTS.LANGUAGES)).toMatchObject({ initialGrade: 74.5, quarterlyGrade: 84 });
  });

  it('MAPEH (20/60/20), the same scores: 15.00 + 43.20 + 16.00 = 74.20 -> 83', () => {
    expect(quarterlyGrade(sample, LEARNING_AREA_WEIGHTS.MAPEH)).toMatchObject({ initialGrade: 74.2, quarterlyGrade: 83 });
  });

  it('SHS core (25/50/25): 18.75 + 36.00 + 20.00 = 74.75 -> 84; SHS applied (25/45/30): 18.75 + 32.40 + 24.00 = 75.15 -> 84', () => {
    expect(quarterlyGrade(sample, LEARNING_AREA_WEIGHTS.SHS_CORE)).toMatchObject({ initialGrade: 74.75, quarterlyGrade: 84 });
    expect(quarterlyGrade(sample, LEARNING_AREA_WEIGHTS.SHS_ACADEMIC)).toMatchObject({ initialGrade: 75.15, quarterlyGrade: 84 });
  });

  it('Science with rounding: WW 17/23 = 73.91 x 40% = 29.56; PT 45/50 = 90.00 x 40% = 36.00; QA 33/40 = 82.50 x 20% = 16.50; 82.06 -> 88', () => {
    const result = quarterlyGrade(
      { WW: [{ score: 9, highestScore: 10 }, { score: 8, highestScore: 13 }], PT: [{ score: 45, highestScore: 50 }], QA: [{ score: 33, highestScore: 40 }] },
      LEARNING_AREA_WEIGHTS.SCIENCE,
    );
    expect(result.components.WW).toEqual({ total: 17, highest: 23, percentage: 73.91, weighted: 29.56 });
    expect(result).toMatchObject({ initialGrade: 82.06, quarterlyGrade: 88 });
  });

  it('an item not taken counts 0 against its highest score: WW 10/10 and none of 10 is 50.00', () => {
    expect(componentResult([{ score: 10, highestScore: 10 }, { score: null, highestScore: 10 }], 30)).toEqual({ total: 10, highest: 20, percentage: 50, weighted: 15 });
  });

  it('all perfect is 100 -> 100; all zero is 0 -> 60; a component without items weighs 0; no items at all is no grade', () => {
    const perfect = { WW: [{ score: 40, highestScore: 40 }], PT: [{ score: 100, highestScore: 100 }], QA: [{ score: 50, highestScore: 50 }] };
    expect(quarterlyGrade(perfect, LEARNING_AREA_WEIGHTS.ESP)).toMatchObject({ initialGrade: 100, quarterlyGrade: 100 });
    const zero = { WW: [{ score: 0, highestScore: 40 }], PT: [{ score: 0, highestScore: 100 }], QA: [{ score: 0, highestScore: 50 }] };
    expect(quarterlyGrade(zero, LEARNING_AREA_WEIGHTS.ESP)).toMatchObject({ initialGrade: 0, quarterlyGrade: 60 });
    // WW only, 20/20 in Math: 100.00 x 40% = 40.00 -> 60 + floor(40 / 4) = 70
    const wwOnly = quarterlyGrade({ WW: [{ score: 20, highestScore: 20 }], PT: [], QA: [] }, LEARNING_AREA_WEIGHTS.MATH);
    expect(wwOnly).toMatchObject({ initialGrade: 40, quarterlyGrade: 70 });
    expect(wwOnly.components.PT).toEqual({ total: 0, highest: 0, percentage: null, weighted: 0 });
    expect(quarterlyGrade({ WW: [], PT: [], QA: [] }, LEARNING_AREA_WEIGHTS.MATH)).toMatchObject({ initialGrade: null, quarterlyGrade: null });
  });
});

describe('final grade, general average, descriptors', () => {
  it('final grade: (84 + 86 + 85 + 88) / 4 = 85.75 -> 86; (85 + 86 + 85 + 86) / 4 = 85.5 -> 86 (half up); (80 + 80 + 81 + 80) / 4 = 80.25 -> 80', () => {
    expect(finalGrade([84, 86, 85, 88])).toBe(86);
    expect(finalGrade([85, 86, 85, 86])).toBe(86);
    expect(finalGrade([80, 80, 81, 80])).toBe(80);
  });

  it('no final grade until the four quarters have one', () => {
    expect(finalGrade([84, 86, null, 88])).toBeNull();
    expect(finalGrade([84, 86, 85])).toBeNull();
  });

  it('general average: (86 + 75 + 90) / 3 = 83.67 -> 84; none without every final grade', () => {
    expect(generalAverage([86, 75, 90])).toBe(84);
    expect(generalAverage([86, null])).toBeNull();
    expect(generalAverage([])).toBeNull();
  });

  it.each([
    [100, 'Outstanding', 'Passed'],
    [90, 'Outstanding', 'Passed'],
    [89, 'Very Satisfactory', 'Passed'],
    [85, 'Very Satisfactory', 'Passed'],
    [84, 'Satisfactory', 'Passed'],
    [80, 'Satisfactory', 'Passed'],
    [79, 'Fairly Satisfactory', 'Passed'],
    [75, 'Fairly Satisfactory', 'Passed'],
    [74, 'Did Not Meet Expectations', 'Failed'],
    [60, 'Did Not Meet Expectations', 'Failed'],
  ])('%i is %s, %s', (grade, descriptor, remark) => {
    expect(gradeDescriptor(grade)).toBe(descriptor);
    expect(gradeRemark(grade)).toBe(remark);
  });
});

describe('request schemas', () => {
  it('a score item needs a component, a quarter 1-4 and a highest score of at least 1', () => {
    expect(createGradingItemRequest.safeParse({ classRecordId: 1, quarter: 1, component: 'WW', name: 'Quiz 1', highestScore: 20 }).success).toBe(true);
    const bad = createGradingItemRequest.safeParse({ classRecordId: 1, quarter: 5, component: 'XX', name: ' ', highestScore: 0 });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.path.join('.')).sort()).toEqual(['component', 'highestScore', 'name', 'quarter']);
  });

  it('scores are 0 to 1000 with at most two decimals, or null', () => {
    expect(saveScoresRequest.safeParse({ classRecordId: 1, scores: [{ itemId: 1, studentId: 1, score: 12.25 }, { itemId: 1, studentId: 2, score: null }] }).success).toBe(true);
    expect(saveScoresRequest.safeParse({ classRecordId: 1, scores: [{ itemId: 1, studentId: 1, score: 12.255 }] }).success).toBe(false);
    expect(saveScoresRequest.safeParse({ classRecordId: 1, scores: [{ itemId: 1, studentId: 1, score: -1 }] }).success).toBe(false);
  });
});

describe('learning areas', () => {
  it('every learning area a course may carry has its weights, and nothing else does', async () => {
    const { LEARNING_AREA_KEYS } = await import('./records.constants');
    expect([...GRADING_LEARNING_AREAS].sort()).toEqual([...LEARNING_AREA_KEYS].sort());
  });
});
