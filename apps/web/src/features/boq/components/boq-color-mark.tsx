import { ColorSwatch, Group, Popover, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import type { BoqGridRow } from '../api/boq-room-types';

/** The colours a row can be marked with (BOQ_CHANGE_COLOR); null clears the mark. */
const MARK_COLORS: { name: string; value: string }[] = [
  { name: 'Red', value: '#e03131' },
  { name: 'Orange', value: '#f08c00' },
  { name: 'Yellow', value: '#fcc419' },
  { name: 'Green', value: '#2f9e44' },
  { name: 'Teal', value: '#0c8599' },
  { name: 'Blue', value: '#1971c2' },
  { name: 'Violet', value: '#7048e8' },
  { name: 'Pink', value: '#d6336c' },
];

export interface BoqColorMarkProps {
  color: string | null;
  description: string;
  disabled: boolean;
  /** Opens the one colour picker of the grid beside this mark. */
  onPick: (x: number, y: number) => void;
}

/** The colour mark of a row: a plain button, so thousands of rows stay cheap to mount. */
export function BoqColorMark({ color, description, disabled, onPick }: BoqColorMarkProps) {
  const mark = color ? (
    <span aria-hidden style={{ display: 'block', width: 6, height: 22, borderRadius: 3, background: color }} />
  ) : (
    <span aria-hidden style={{ display: 'block', width: 8, height: 8, borderRadius: '50%', border: '1px solid var(--mantine-color-gray-4)' }} />
  );
  if (disabled) return mark;
  return (
    <UnstyledButton
      aria-label={`Colour mark of ${description}`}
      onClick={(e) => {
        const rect = e.currentTarget.getBoundingClientRect();
        onPick(rect.right, rect.top);
      }}
      style={{ padding: '4px 8px' }}
    >
      {mark}
    </UnstyledButton>
  );
}

export interface BoqColorTarget {
  row: BoqGridRow;
  x: number;
  y: number;
}

/** The colour picker (DECISIONS: BOQ_CHANGE_COLOR), opened beside the mark that was clicked. */
export function BoqColorPicker({ target, onClose, onChange }: { target: BoqColorTarget | null; onClose: () => void; onChange: (row: BoqGridRow, color: string | null) => void }) {
  if (!target) return null;
  const choose = (value: string | null) => {
    onClose();
    if (value !== target.row.color) onChange(target.row, value);
  };
  return (
    <Popover opened onChange={(o) => !o && onClose()} position="right-start" withArrow shadow="md" trapFocus returnFocus>
      <Popover.Target>
        <div aria-hidden style={{ position: 'fixed', left: target.x, top: target.y, width: 1, height: 1 }} />
      </Popover.Target>
      <Popover.Dropdown aria-label={`Colour mark of ${target.row.description}`}>
        <Text size="xs" fw={600} mb={6}>
          Colour mark
        </Text>
        <SimpleGrid cols={4} spacing={6}>
          {MARK_COLORS.map((c) => (
            <ColorSwatch key={c.value} component="button" color={c.value} aria-label={c.name} onClick={() => choose(c.value)} style={{ cursor: 'pointer' }} />
          ))}
        </SimpleGrid>
        <Group mt={8}>
          <UnstyledButton onClick={() => choose(null)} style={{ fontSize: 12, textDecoration: 'underline' }}>
            No colour
          </UnstyledButton>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}
