import { describe, expect, it } from 'vitest';
import { mantineSlot } from './notify-placement';

describe('notice positions on the screen', () => {
  it('"left", "right" and "center" go to the middle layers, not the top corners', () => {
    expect(mantineSlot('left')).toEqual({ layer: 'middle-left', position: 'top-left' });
    expect(mantineSlot('right')).toEqual({ layer: 'middle-right', position: 'top-right' });
    expect(mantineSlot('center')).toEqual({ layer: 'middle-center', position: 'top-center' });
  });

  it('corners, top and bottom are Mantine places of the same name', () => {
    expect(mantineSlot('top')).toEqual({ layer: 'edges', position: 'top-center' });
    expect(mantineSlot('bottom')).toEqual({ layer: 'edges', position: 'bottom-center' });
    for (const corner of ['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const) {
      expect(mantineSlot(corner)).toEqual({ layer: 'edges', position: corner });
    }
  });
});
