import { Text } from '@mantine/core';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';

export interface FigureProps {
  label: string;
  value: string;
  /** The exact amount under a compact one. */
  hint?: string;
}

/** A labelled figure of a dashboard card. */
export function Figure({ label, value, hint }: FigureProps) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="xs" c={MUTED_TEXT_COLOR} tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} size="xl" lh={1.2}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c={MUTED_TEXT_COLOR} style={{ overflowWrap: 'anywhere' }}>
          {hint}
        </Text>
      )}
    </div>
  );
}
