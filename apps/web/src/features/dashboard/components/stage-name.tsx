import { ColorSwatch, Group, Text } from '@mantine/core';
import { stageColor } from '../../../components/stage-badge';

/** A Mantine colour ("blue.9") or a plain CSS colour as CSS. */
const cssColor = (color: string) => (color.includes('.') ? `var(--mantine-color-${color.replace('.', '-')})` : color);

/** A stage in a narrow table cell: its colour as a dot and its name, which may wrap (a badge would cut it). */
export function StageName({ label, color }: { label: string; color: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      <ColorSwatch color={cssColor(stageColor(color))} size={10} withShadow={false} aria-hidden style={{ flexShrink: 0 }} />
      <Text size="sm" span>
        {label}
      </Text>
    </Group>
  );
}
