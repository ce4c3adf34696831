// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { isDialogSize, isValidDialogDimension } from './dialog';
import { formatErrorMessage, NOTIFY_DEFAULT_POSITION, NOTIFY_DEFAULT_TIMEOUT_MS, NOTIFY_POSITIONS, NOTIFY_TYPES, notifyPlacement, notifyTimeout } from './notify';

describe('notifications', () => {
  it('default to 5000 ms at the bottom with the spec positions and types', () => {
    expect(NOTIFY_DEFAULT_TIMEOUT_MS).toBe(5000);
    expect(NOTIFY_DEFAULT_POSITION).toBe('bottom');
    expect(NOTIFY_POSITIONS).toHaveLength(9);
    expect(NOTIFY_TYPES).toEqual(['positive', 'negative', 'warning', 'info', 'ongoing']);
  });
  it('an error or info notice lasts 3000 ms, a sample notice 2000 ms, any other 5000 ms', () => {
    expect(notifyTimeout('negative')).toBe(3000);
    expect(notifyTimeout('info')).toBe(3000);
    expect(notifyTimeout('info', true)).toBe(2000);
    expect(notifyTimeout('positive', true)).toBe(2000);
    for (const type of ['positive', 'warning', 'ongoing'] as const) expect(notifyTimeout(type)).toBe(5000);
  });
  it('"left", "right" and "center" are the middle of that edge and of the screen; the others corners or top and bottom centre', () => {
    expect(notifyPlacement('left')).toEqual({ vertical: 'middle', horizontal: 'left' });
    expect(notifyPlacement('right')).toEqual({ vertical: 'middle', horizontal: 'right' });
    expect(notifyPlacement('center')).toEqual({ vertical: 'middle', horizontal: 'center' });
    expect(notifyPlacement('top')).toEqual({ vertical: 'top', horizontal: 'center' });
    expect(notifyPlacement('bottom')).toEqual({ vertical: 'bottom', horizontal: 'center' });
    expect(notifyPlacement('top-left')).toEqual({ vertical: 'top', horizontal: 'left' });
    expect(notifyPlacement('top-right')).toEqual({ vertical: 'top', horizontal: 'right' });
    expect(notifyPlacement('bottom-left')).toEqual({ vertical: 'bottom', horizontal: 'left' });
    expect(notifyPlacement('bottom-right')).toEqual({ vertical: 'bottom', horizontal: 'right' });
  });
  it('joins a message list with a comma and a space', () => {
    expect(formatErrorMessage(['email is required', 'password is too short'])).toBe('email is required, password is too short');
    expect(formatErrorMessage('plain')).toBe('plain');
  });
});

describe('dialog shell', () => {
  it('accepts a number with a unit or auto', () => {
    for (const v of ['700px', '80vw', '50%', '10rem', '2em', '90vh', 'auto']) expect(isValidDialogDimension(v)).toBe(true);
    for (const v of ['700', 'px', 'wide', '10pt']) expect(isValidDialogDimension(v)).toBe(false);
  });
  it('knows the sizes xs, sm, md, lg, xl, full', () => {
    expect(isDialogSize('full')).toBe(true);
    expect(isDialogSize('huge')).toBe(false);
  });
});

describe('error messages and dimensions: edges', () => {
  it('no message reads "Something went wrong"; other values read as text', () => {
    expect(formatErrorMessage(null)).toBe('Something went wrong');
    expect(formatErrorMessage(undefined)).toBe('Something went wrong');
    expect(formatErrorMessage('Name is taken')).toBe('Name is taken');
    expect(formatErrorMessage('')).toBe('');
    expect(formatErrorMessage(404)).toBe('404');
    expect(formatErrorMessage(['name: is required', { field: 'x' }])).toBe('name: is required, {"field":"x"}');
  });
  it('a dimension may carry surrounding spaces', () => {
    expect(isValidDialogDimension(' 600px ')).toBe(true);
  });
});
