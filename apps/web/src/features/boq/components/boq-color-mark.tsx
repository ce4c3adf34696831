import { ColorSwatch, Group, Popover, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';

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
  onChange: (color: string | null) => void;
}

/** The colour mark of a row; a click opens the colour picker (DECISIONS: BOQ_CHANGE_COLOR). */
export function BoqColorMark({ color, description, disabled, onChange }: BoqColorMarkProps) {
  const [opened, setOpened] = useState(false);
  const mark = color ? (
    <span aria-hidden style={{ display: 'block', width: 6, height: 22, borderRadius: 3, background: color }} />
  ) : (
    <span aria-hidden style={{ display: 'block', width: 8, height: 8, borderRadius: '50%', border: '1px solid var(--mantine-color-gray-4)' }} />
  );
  if (disabled) return mark;
  const choose = (value: string | null) => {
    setOpened(false);
    if (value !== color) onChange(value);
  };
  return (
    <Popover opened={opened} onChange={setOpened} position="right-start" withArrow shadow="md">
      <Popover.Target>
        <UnstyledButton aria-label={`Colour mark of ${description}`} onClick={() => setOpened((o) => !o)} style={{ padding: '4px 8px' }}>
          {mark}
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
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
