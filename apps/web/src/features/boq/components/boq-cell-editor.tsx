import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { BoqMove } from '../utils/boq-navigation';

export interface BoqCellEditorProps {
  label: string;
  initialValue: string;
  /** Saves the text (the caller skips unchanged values), then moves when a key asked to. */
  onCommit: (text: string, move: BoqMove | null) => void;
  onCancel: () => void;
}

/**
 * The input of an inline-edited cell (spec part 1 section 4): Blur or Enter saves, Escape cancels,
 * Enter moves down, Tab right, Shift+Tab left, arrows move at the edge of the text.
 */
export function BoqCellEditor({ label, initialValue, onCommit, onCancel }: BoqCellEditorProps) {
  const ref = useRef<HTMLInputElement>(null);
  // A key already saved or cancelled: the blur that follows the unmount must not save again.
  const isDone = useRef(false);

  useEffect(() => {
    ref.current?.focus();
    ref.current?.select();
  }, []);

  const finish = (move: BoqMove | null) => {
    if (isDone.current) return;
    isDone.current = true;
    onCommit(ref.current?.value ?? initialValue, move);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const atStart = input.selectionStart === 0 && input.selectionEnd === 0;
    const atEnd = input.selectionStart === input.value.length && input.selectionEnd === input.value.length;
    let move: BoqMove | null | undefined;
    if (event.key === 'Enter') move = 'down';
    else if (event.key === 'Tab') move = event.shiftKey ? 'left' : 'right';
    else if (event.key === 'ArrowDown') move = 'down';
    else if (event.key === 'ArrowUp') move = 'up';
    else if (event.key === 'ArrowLeft' && atStart) move = 'left';
    else if (event.key === 'ArrowRight' && atEnd) move = 'right';
    else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation(); // Escape closes the cell, not the BOQ dialog
      isDone.current = true;
      onCancel();
      return;
    }
    if (move === undefined) return;
    event.preventDefault();
    finish(move);
  };

  return (
    <input
      ref={ref}
      aria-label={label}
      defaultValue={initialValue}
      inputMode="decimal"
      onKeyDown={onKeyDown}
      onBlur={() => finish(null)}
      style={{
        width: '100%',
        height: '100%',
        border: '2px solid var(--mantine-color-blue-6)',
        borderRadius: 2,
        padding: '0 6px',
        textAlign: 'right',
        font: 'inherit',
        background: 'var(--mantine-color-body)',
        color: 'inherit',
        outline: 'none',
      }}
    />
  );
}
