import { Box, Group, Modal, Title, useMantineTheme, type MantineBreakpoint } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  DIALOG_DEFAULT_MIN_WIDTH,
  DIALOG_FULLSCREEN_BREAKPOINT,
  isDialogSize,
  isValidDialogDimension,
  type DialogSize,
} from '@haligi/shared';
import type { ReactNode } from 'react';

export interface DialogShellProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  icon?: ReactNode;
  /** Small buttons beside the close button. */
  quickActions?: ReactNode;
  /** The main area. */
  children: ReactNode;
  /** The submit area at the bottom (Cancel / Save). */
  submitActions?: ReactNode;
  size?: DialogSize;
  /** A number with a unit (px, %, vw, vh, rem, em) or auto; anything else warns and is ignored. */
  width?: string;
  height?: string;
  minWidth?: string;
  /** Widest it may grow (default 95vw); same units as width. */
  maxWidth?: string;
  /** Full screen below this breakpoint (default md). */
  fullScreenBreakpoint?: MantineBreakpoint;
  /** A persistent dialog ignores clicks outside and Escape. */
  isPersistent?: boolean;
  onTitleDoubleClick?: () => void;
}

const SIZE_WIDTH: Record<DialogSize, string> = { xs: '320px', sm: '400px', md: '560px', lg: '720px', xl: '960px', full: '100%' };

function checkDimension(name: string, value: string | undefined, fallback: string | undefined) {
  if (value === undefined) return fallback;
  if (isValidDialogDimension(value)) return value;
  console.warn(`Dialog ${name} "${value}" is not a number with a unit (px, %, vw, vh, rem, em) or auto; using the default`);
  return fallback;
}

/** The generic dialog shell (spec part 2 sections 2, 5, 9). */
export function DialogShell({
  opened,
  onClose,
  title,
  icon,
  quickActions,
  children,
  submitActions,
  size = 'md',
  width,
  height,
  minWidth,
  maxWidth,
  fullScreenBreakpoint = DIALOG_FULLSCREEN_BREAKPOINT,
  isPersistent = false,
  onTitleDoubleClick,
}: DialogShellProps) {
  const theme = useMantineTheme();
  const breakpoint = theme.breakpoints[fullScreenBreakpoint] ?? theme.breakpoints.md;
  // Just under the breakpoint: "narrower than md" is full screen.
  const isNarrow = useMediaQuery(`(max-width: ${parseFloat(breakpoint) - 0.01}em)`, false, { getInitialValueInEffect: false });

  let sizeName: DialogSize = size;
  if (!isDialogSize(size)) {
    console.warn(`Dialog size "${String(size)}" is not one of xs, sm, md, lg, xl, full; using md`);
    sizeName = 'md';
  }
  const isFullScreen = isNarrow || sizeName === 'full';
  const resolvedWidth = checkDimension('width', width, SIZE_WIDTH[sizeName]);
  const resolvedHeight = checkDimension('height', height, undefined);
  const resolvedMinWidth = checkDimension('minWidth', minWidth, DIALOG_DEFAULT_MIN_WIDTH);
  const resolvedMaxWidth = checkDimension('maxWidth', maxWidth, '95vw');

  return (
    <Modal.Root
      opened={opened}
      onClose={onClose}
      fullScreen={isFullScreen}
      size={isFullScreen ? '100%' : resolvedWidth}
      closeOnClickOutside={!isPersistent}
      closeOnEscape={!isPersistent}
      centered={!isFullScreen}
    >
      <Modal.Overlay />
      <Modal.Content
        style={
          isFullScreen
            ? undefined
            : { minWidth: `min(${resolvedMinWidth}, ${resolvedMaxWidth})`, maxWidth: resolvedMaxWidth, height: resolvedHeight }
        }
      >
        {/* The page already has a banner; a second <header> landmark inside the dialog would repeat it. */}
        <Modal.Header role="presentation" style={{ gap: 'var(--mantine-spacing-sm)', borderBottom: '1px solid var(--mantine-color-default-border)' }}>
          <Group gap="xs" wrap="nowrap" style={{ flex: 1, minWidth: 0 }} onDoubleClick={onTitleDoubleClick}>
            {icon && <Box style={{ display: 'flex', flexShrink: 0 }}>{icon}</Box>}
            <Modal.Title>
              <Title order={2} size="h4" component="span">
                {title}
              </Title>
            </Modal.Title>
          </Group>
          <Group gap={4} wrap="nowrap">
            {quickActions}
            <Modal.CloseButton aria-label="Close dialog" />
          </Group>
        </Modal.Header>
        <Modal.Body p={0}>
          <Box p="md">{children}</Box>
          {submitActions && (
            <Group
              justify="flex-end"
              gap="sm"
              p="md"
              // Stays in view while a long main area scrolls.
              style={{
                borderTop: '1px solid var(--mantine-color-default-border)',
                position: 'sticky',
                bottom: 0,
                background: 'var(--mantine-color-body)',
                zIndex: 1,
              }}
            >
              {submitActions}
            </Group>
          )}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
