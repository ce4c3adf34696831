// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { computeBoardPosition, type BoardNeighbours } from './board-position';

describe('computeBoardPosition', () => {
  const cases: { title: string; neighbours: BoardNeighbours; expected: number | null }[] = [
    { title: 'an empty column starts at 0', neighbours: { previous: null, next: null }, expected: 0 },
    { title: 'the top of a column is the first position minus 1', neighbours: { previous: null, next: 4 }, expected: 3 },
    { title: 'the top works below zero', neighbours: { previous: null, next: -7.5 }, expected: -8.5 },
    { title: 'the bottom of a column is the last position plus 1', neighbours: { previous: 10, next: null }, expected: 11 },
    { title: 'between two cards is their midpoint', neighbours: { previous: 1, next: 2 }, expected: 1.5 },
    { title: 'the midpoint of negative neighbours', neighbours: { previous: -3, next: -1 }, expected: -2 },
    { title: 'equal neighbours leave no room', neighbours: { previous: 2, next: 2 }, expected: null },
    { title: 'adjacent floats leave no room', neighbours: { previous: 1, next: 1 + Number.EPSILON }, expected: null },
  ];
  it.each(cases)('$title', ({ neighbours, expected }) => {
    expect(computeBoardPosition(neighbours)).toBe(expected);
  });

  it('repeated drops at the same spot stay strictly ordered until room runs out', () => {
    let next = 1;
    let drops = 0;
    for (;;) {
      const position = computeBoardPosition({ previous: 0, next });
      if (position === null) break;
      expect(position).toBeGreaterThan(0);
      expect(position).toBeLessThan(next);
      next = position;
      drops += 1;
    }
    expect(drops).toBeGreaterThan(1000);
  });
});

describe('computeBoardPosition: floats too close', () => {
  it('answers null when the midpoint rounds onto the next card', () => {
    const below = 1 - 2 ** -53; // the float just below 1
    expect(below + (1 - below) / 2).toBe(1);
    expect(computeBoardPosition({ previous: below, next: 1 })).toBeNull();
  });
  it('answers null when the midpoint rounds onto the previous card', () => {
    expect(computeBoardPosition({ previous: 1, next: 1 + 2 ** -52 })).toBeNull();
  });
});
