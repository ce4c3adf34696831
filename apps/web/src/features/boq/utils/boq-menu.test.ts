import { describe, expect, it } from 'vitest';
import { menuActions } from './boq-menu';

const kinds = (actions: ReturnType<typeof menuActions>) => actions.map((a) => (a.kind === 'insert' ? `insert:${a.method}` : a.kind));

describe('menuActions', () => {
  it('PENDING offers edit, the three inserts and delete, never Quantity Take Off', () => {
    expect(kinds(menuActions({ type: 'ITEM', itemId: null }, 'PENDING'))).toEqual(['edit', 'insert:inside', 'insert:before', 'insert:after', 'delete']);
  });
  it('LOCKED offers Quantity Take Off alone, on ITEM rows without a catalogue item', () => {
    expect(kinds(menuActions({ type: 'ITEM', itemId: null }, 'LOCKED'))).toEqual(['quantityTakeOff']);
    expect(menuActions({ type: 'ITEM', itemId: 7 }, 'LOCKED')).toEqual([]);
    expect(menuActions({ type: 'HEADING', itemId: null }, 'LOCKED')).toEqual([]);
  });
});
