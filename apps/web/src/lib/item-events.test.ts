import { describe, expect, it, vi } from 'vitest';
import { emitItemUpdated, onItemUpdated } from './item-events';

describe('item-updated event bus', () => {
  it('every listener receives the saved item until it unsubscribes', () => {
    const first = vi.fn();
    const second = vi.fn();
    const offFirst = onItemUpdated(first);
    const offSecond = onItemUpdated(second);
    const item = { id: 7, name: 'Cement', sku: 'CEMENT' };
    emitItemUpdated(item);
    offFirst();
    emitItemUpdated({ ...item, id: 8 });
    offSecond();
    emitItemUpdated({ ...item, id: 9 });
    expect(first.mock.calls).toEqual([[item]]);
    expect(second.mock.calls.map(([i]) => i.id)).toEqual([7, 8]);
  });

  it('a listener that unsubscribes while being called does not stop the others', () => {
    const calls: string[] = [];
    const off = onItemUpdated(() => {
      calls.push('a');
      off();
    });
    const offB = onItemUpdated(() => calls.push('b'));
    emitItemUpdated({ id: 1, name: 'x', sku: 'X' });
    emitItemUpdated({ id: 2, name: 'y', sku: 'Y' });
    offB();
    expect(calls).toEqual(['a', 'b', 'b']);
  });
});
