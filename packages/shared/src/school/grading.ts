import Decimal from 'decimal.js';
import type { LearningArea } from './records.constants';

/**
 * Grading by DepEd Order 8, s. 2015 (issue 18, decision 0069): every learning area weighs written
 * work (WW), performance tasks (PT) and the quarterly assessment (QA); a quarter's initial grade
 * is the sum of the components' weighted scores and is transmuted by the Order's table; the final
 * grade of a learning area is the average of its four quarterly grades; the general average is
 * the average of the final grades. Pure: no database, no clock.
 *
 * Rounding follows the Order's class record: each component's percentage score and weighted
 * score is kept to two decimals (half up), the initial grade is their sum, the transmuted grade
 * is read off the table, the final grade and the general average are rounded to whole numbers.
 */

export const GRADING_COMPONENTS = ['WW', 'PT', 'QA'] as const;
export type GradingComponent = (typeof GRADING_COMPONENTS)[number];

export const GRADING_COMPONENT_LABELS: Record<GradingComponent, string> = {
  WW: 'Written Work',
  PT: 'Performance Tasks',
  QA: 'Quarterly Assessment',
};

export const QUARTERS = [1, 2, 3, 4] as const;
export type Quarter = (typeof QUARTERS)[number];

/** Percent weights of WW, PT and QA; each row adds up to 100. */
export interface ComponentWeights {
  WW: number;
  PT: number;
  QA: number;
}

/**
 * The Order's Tables 4 and 5 keyed by the records module's learning areas (`LEARNING_AREAS`). Grades 1-10: Languages, AP, EsP 30/50/20; Science, Math 40/40/20;
 * MAPEH, EPP/TLE 20/60/20. Senior High School: core subjects 25/50/25 in every track; in the
 * Academic track the other (applied and specialized) subjects 25/45/30 and Work Immersion,
 * Research, Business Enterprise Simulation, Exhibit or Performance 35/40/25; in the TVL, Sports
 * and Arts and Design tracks every non-core subject, Work Immersion included, 20/60/20.
 */
export const LEARNING_AREA_WEIGHTS = {
  LANGUAGES: { WW: 30, PT: 50, QA: 20 },
  AP: { WW: 30, PT: 50, QA: 20 },
  ESP: { WW: 30, PT: 50, QA: 20 },
  SCIENCE: { WW: 40, PT: 40, QA: 20 },
  MATH: { WW: 40, PT: 40, QA: 20 },
  MAPEH: { WW: 20, PT: 60, QA: 20 },
  EPP_TLE: { WW: 20, PT: 60, QA: 20 },
  SHS_CORE: { WW: 25, PT: 50, QA: 25 },
  SHS_ACADEMIC: { WW: 25, PT: 45, QA: 30 },
  SHS_ACADEMIC_IMMERSION_RESEARCH: { WW: 35, PT: 40, QA: 25 },
  SHS_TVL: { WW: 20, PT: 60, QA: 20 },
  SHS_TVL_IMMERSION_RESEARCH: { WW: 20, PT: 60, QA: 20 },
} as const satisfies Record<LearningArea, ComponentWeights>;

export type GradingLearningArea = keyof typeof LEARNING_AREA_WEIGHTS;
export const GRADING_LEARNING_AREAS = Object.keys(LEARNING_AREA_WEIGHTS) as GradingLearningArea[];

export const GRADING_LEARNING_AREA_LABELS: Record<GradingLearningArea, string> = {
  LANGUAGES: 'Languages (Filipino, English, Mother Tongue)',
  AP: 'Araling Panlipunan',
  ESP: 'Edukasyon sa Pagpapakatao',
  SCIENCE: 'Science',
  MATH: 'Mathematics',
  MAPEH: 'MAPEH',
  EPP_TLE: 'EPP / TLE',
  SHS_CORE: 'SHS core subject',
  SHS_ACADEMIC: 'SHS applied or specialized subject (Academic track)',
  SHS_ACADEMIC_IMMERSION_RESEARCH: 'SHS work immersion, research, exhibit or performance (Academic track)',
  SHS_TVL: 'SHS non-core subject (TVL, Sports, Arts and Design tracks)',
  SHS_TVL_IMMERSION_RESEARCH: 'SHS work immersion, research, exhibit or performance (TVL, Sports, Arts and Design tracks)',
};

/** The weights of a learning area, or null for a value the Order does not list. */
export function weightsFor(learningArea: string): ComponentWeights | null {
  return Object.hasOwn(LEARNING_AREA_WEIGHTS, learningArea) ? LEARNING_AREA_WEIGHTS[learningArea as GradingLearningArea] : null;
}

const two = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/** One score item's outcome: the student's raw score (null: not taken) over the highest possible score. */
export interface ScoreEntry {
  score: number | null;
  highestScore: number;
}

/**
 * A component's totals: the raw scores summed over the highest possible scores of ALL its items
 * (an item not taken counts 0), the percentage score (two decimals) and the weighted score (two
 * decimals). A component without items has no percentage (null) and weighs 0.
 */
export function componentResult(entries: readonly ScoreEntry[], weightPercent: number) {
  const total = entries.reduce((sum, entry) => sum.plus(entry.score ?? 0), new Decimal(0));
  const highest = entries.reduce((sum, entry) => sum.plus(entry.highestScore), new Decimal(0));
  if (highest.isZero()) return { total: total.toNumber(), highest: 0, percentage: null, weighted: 0 };
  const percentage = two(total.times(100).div(highest));
  const weighted = two(percentage.times(weightPercent).div(100));
  return { total: total.toNumber(), highest: highest.toNumber(), percentage: percentage.toNumber(), weighted: weighted.toNumber() };
}

/**
 * The transmutation table of DepEd Order 8, s. 2015 (Appendix B): 100 is 100; from 60 up each
 * band of 1.60 points raises the grade by one from 75 (60.00-61.59 -> 75 … 98.40-99.99 -> 99);
 * below 60 each band of 4 points from 60 (0-3.99 -> 60 … 56.00-59.99 -> 74). Computed on
 * hundredths, so a band's edge never falls to floating point.
 */
export function transmute(initialGrade: number): number {
  if (!Number.isFinite(initialGrade)) throw new RangeError('The initial grade must be a number');
  const hundredths = Math.round(Math.min(Math.max(initialGrade, 0), 100) * 100);
  // 100.00 falls out of the upper band as 75 + 25 = 100; at 60.00 both bands give 75.
  // Stryker disable next-line EqualityOperator: equivalent at the edge (see above).
  if (hundredths >= 6_000) return 75 + Math.floor((hundredths - 6_000) / 160);
  return 60 + Math.floor(hundredths / 400);
}

/** A student's scores in one quarter of one class record, per component. */
export type QuarterScores = Record<GradingComponent, readonly ScoreEntry[]>;

/**
 * One quarter: each component's result, the initial grade (sum of the weighted scores, two
 * decimals) and the quarterly grade (transmuted). No item in any component: no grade (null).
 */
export function quarterlyGrade(scores: QuarterScores, weights: ComponentWeights) {
  const components = {
    WW: componentResult(scores.WW, weights.WW),
    PT: componentResult(scores.PT, weights.PT),
    QA: componentResult(scores.QA, weights.QA),
  };
  const anyItem = GRADING_COMPONENTS.some((key) => components[key].percentage !== null);
  const initial = two(GRADING_COMPONENTS.reduce((sum, key) => sum.plus(components[key].weighted), new Decimal(0))).toNumber();
  return { components, initialGrade: anyItem ? initial : null, quarterlyGrade: anyItem ? transmute(initial) : null };
}

/** The average of whole grades rounded half up to a whole number; null when any is missing or none given. */
function wholeAverage(grades: readonly (number | null)[]): number | null {
  if (grades.length === 0 || grades.some((grade) => grade === null)) return null;
  const sum = grades.reduce<Decimal>((total, grade) => total.plus(grade!), new Decimal(0));
  return sum.div(grades.length).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();
}

/** The final grade of a learning area: the average of its four quarterly grades, whole; null until all four exist. */
export function finalGrade(quarterly: readonly (number | null)[]): number | null {
  if (quarterly.length !== 4) return null;
  return wholeAverage(quarterly);
}

/** The general average: the average of the final grades of every learning area, whole; null until each has one. */
export function generalAverage(finals: readonly (number | null)[]): number | null {
  return wholeAverage(finals);
}

export type GradeDescriptor = 'Outstanding' | 'Very Satisfactory' | 'Satisfactory' | 'Fairly Satisfactory' | 'Did Not Meet Expectations';

/** The Order's descriptors: 90-100, 85-89, 80-84, 75-79, below 75. */
export function gradeDescriptor(grade: number): GradeDescriptor {
  if (grade >= 90) return 'Outstanding';
  if (grade >= 85) return 'Very Satisfactory';
  if (grade >= 80) return 'Satisfactory';
  if (grade >= 75) return 'Fairly Satisfactory';
  return 'Did Not Meet Expectations';
}

/** The passing grade of a learning area and of the general average. */
export const PASSING_GRADE = 75;

/** Remarks on a report card: Passed at 75 and above, Failed below. */
export function gradeRemark(grade: number): 'Passed' | 'Failed' {
  return grade >= PASSING_GRADE ? 'Passed' : 'Failed';
}
