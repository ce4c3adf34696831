import { notifyPlacement, type NotifyPosition } from '@haligi/shared';
import type { CSSProperties } from 'react';

/** Mantine's six places: corners and the centre of the top and bottom edges. */
export type MantineNotifyPosition = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right' | 'top-center' | 'bottom-center';
/** The notices in the middle of the left edge, of the right edge and of the screen each have a layer of their own. */
export type NotifyLayer = 'edges' | 'middle-left' | 'middle-center' | 'middle-right';

/**
 * Where Mantine shows a notice at a spec position. Mantine has no middle row, so a notice in the
 * middle goes to a layer whose container is moved to the middle (`MIDDLE_LAYER_STYLES`), shown at
 * the top position of the same side (that side's slide-in).
 */
export function mantineSlot(position: NotifyPosition): { layer: NotifyLayer; position: MantineNotifyPosition } {
  const { vertical, horizontal } = notifyPlacement(position);
  const mantinePosition = (side: 'top' | 'bottom') => (horizontal === 'center' ? `${side}-center` : `${side}-${horizontal}`) as MantineNotifyPosition;
  if (vertical === 'middle') return { layer: `middle-${horizontal}`, position: mantinePosition('top') };
  return { layer: 'edges', position: mantinePosition(vertical) };
}

const middle = { top: '50%', bottom: 'auto' } as const;
/** The container of each middle layer, vertically centred on its side. */
export const MIDDLE_LAYER_STYLES: Record<Exclude<NotifyLayer, 'edges'>, CSSProperties> = {
  'middle-left': { ...middle, left: 'var(--mantine-spacing-md)', right: 'auto', transform: 'translateY(-50%)' },
  'middle-right': { ...middle, right: 'var(--mantine-spacing-md)', left: 'auto', transform: 'translateY(-50%)' },
  'middle-center': { ...middle, left: '50%', right: 'auto', transform: 'translate(-50%, -50%)' },
};
