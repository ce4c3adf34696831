import { Box, Button, Group, Modal, Title, useMantineTheme, type ButtonProps, type MantineBreakpoint } from '@mantine/core';
import { useMediaQuery, useWindowEvent } from '@mantine/hooks';
import {
  DIALOG_DEFAULT_MIN_WIDTH,
  DIALOG_FULLSCREEN_BREAKPOINT,
  isDialogSize,
  isValidDialogDimension,
  type DialogSize,
} from '@haligi/shared';
import { createContext, useCallback, useContext, useEffect, useRef, useState, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { confirmDiscard } from '../../lib/confirm';

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
  /**
   * Whether the dialog holds changes not saved yet (a form dialog: `form.isDirty()`; a dialog that
   * only shows or finds things: false). Left out, the shell counts any edit made in its fields or
   * any option picked. With changes, closing asks "Discard changes?" first.
   */
  isDirty?: boolean;
  onTitleDoubleClick?: () => void;
}

const SIZE_WIDTH: Record<DialogSize, string> = { xs: '320px', sm: '400px', md: '560px', lg: '720px', xl: '960px', full: '100%' };

function checkDimension(name: string, value: string | undefined, fallback: string | undefined) {
  if (value === undefined) return fallback;
  if (isValidDialogDimension(value)) return value;
  console.warn(`Dialog ${name} "${value}" is not a number with a unit (px, %, vw, vh, rem, em) or auto; using the default`);
  return fallback;
}

/** The shells open now, oldest first. */
const openShells: symbol[] = [];

/** The shell's close that asks first when there are changes; Cancel and Close buttons inside use it. */
const DialogCloseContext = createContext<(() => void) | null>(null);

/** Cancel (or Close) in a dialog's submit area: asks "Discard changes?" when the dialog has changes. */
export function DialogCancelButton({ children = 'Cancel', ...props }: ButtonProps & { children?: ReactNode }) {
  const requestClose = useContext(DialogCloseContext);
  return (
    <Button variant="default" {...props} onClick={() => requestClose?.()}>
      {children}
    </Button>
  );
}

const isField = (target: EventTarget) =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement || (target instanceof HTMLElement && target.isContentEditable);

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
  isDirty,
}: DialogShellProps) {
  // Without an isDirty from the dialog: any edit in a field, or an option picked, since it opened.
  const [isEdited, setIsEdited] = useState(false);
  useEffect(() => {
    if (opened) setIsEdited(false);
  }, [opened]);
  const hasChanges = isDirty ?? isEdited;
  const noteEdit = (event: FormEvent | MouseEvent) => {
    if (isDirty !== undefined || isEdited) return;
    const target = event.target as Element;
    if (event.type === 'click' ? Boolean(target.closest?.('[role="option"]')) : isField(target)) setIsEdited(true);
  };

  const isAsking = useRef(false);
  const requestClose = useCallback(() => {
    if (!hasChanges) return onClose();
    if (isAsking.current) return;
    isAsking.current = true;
    void confirmDiscard().then((discard) => {
      isAsking.current = false;
      if (discard) onClose();
    });
  }, [hasChanges, onClose]);

  // Escape is handled here rather than by Mantine's listener, which every open modal hears: only
  // the dialog holding the focus answers, or the newest open one when the focus is on the page.
  const contentRef = useRef<HTMLDivElement>(null);
  const shellId = useRef(Symbol('dialog'));
  useEffect(() => {
    if (!opened) return;
    const id = shellId.current;
    openShells.push(id);
    return () => {
      openShells.splice(openShells.indexOf(id), 1);
    };
  }, [opened]);
  useWindowEvent('keydown', (event) => {
    if (event.key !== 'Escape' || !opened || isPersistent || event.isComposing) return;
    const target = event.target instanceof Element ? event.target : null;
    // An open dropdown (a select's options) closes first, as Mantine does.
    if (target?.getAttribute('data-mantine-stop-propagation') === 'true') return;
    const focusedModal = target?.closest('[data-modal-content]');
    const isMine = focusedModal ? focusedModal === contentRef.current : openShells[openShells.length - 1] === shellId.current;
    if (isMine) requestClose();
  });

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
      onClose={requestClose}
      fullScreen={isFullScreen}
      size={isFullScreen ? '100%' : resolvedWidth}
      closeOnClickOutside={!isPersistent}
      closeOnEscape={false}
      centered={!isFullScreen}
    >
      <Modal.Overlay />
      <Modal.Content
        // React events from portals (a select's options) bubble here too.
        onInputCapture={noteEdit}
        onChangeCapture={noteEdit}
        onClickCapture={noteEdit}
        ref={contentRef}
        style={
          isFullScreen
            ? undefined
            : { minWidth: `min(${resolvedMinWidth}, ${resolvedMaxWidth})`, maxWidth: resolvedMaxWidth, height: resolvedHeight }
        }
      >
        <DialogCloseContext.Provider value={requestClose}>
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
        </DialogCloseContext.Provider>
      </Modal.Content>
    </Modal.Root>
  );
}
