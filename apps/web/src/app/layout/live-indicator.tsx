import { Box, Group, Text, Tooltip } from '@mantine/core';
import { LIVE_STATE_DISPLAY } from '../../lib/live-state';
import { useSocketState } from '../../lib/use-socket-state';

/** The live channel state: a coloured dot, and its word on wider screens. */
export function LiveIndicator() {
  const state = useSocketState();
  const { label, color } = LIVE_STATE_DISPLAY[state];
  return (
    <Tooltip label={`Live channel: ${label}`}>
      <Group gap={6} wrap="nowrap" role="status" aria-label={`Live channel: ${label}`} tabIndex={0}>
        <Box w={10} h={10} bg={color} style={{ borderRadius: '50%' }} aria-hidden />
        <Text size="sm" visibleFrom="sm" aria-hidden>
          {label}
        </Text>
      </Group>
    </Tooltip>
  );
}
