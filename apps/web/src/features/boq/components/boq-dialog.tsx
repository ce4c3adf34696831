import { Alert, Box, Button, Group, Loader, Modal, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileExport, IconHistory, IconKeyboard, IconPlus, IconShoppingCart } from '@tabler/icons-react';
import { ACCESS_REVOKED_TITLE, BOQ_EVENTS, BOQ_MESSAGES, BOQ_SCOPES, formatCurrency, hasPermission, remainingToRequest, type BoqInsertMethod } from '@haligi/shared';
import { useAccount } from '../../../lib/session';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import { StageBadge } from '../../../components/stage-badge';
import { confirmAction } from '../../../lib/confirm';
import { notify } from '../../../lib/notify';
import type { BoqGridRow, BoqPresenceMember } from '../api/boq-room-types';
import { emitBoq } from '../api/emit-boq';
import { isTypingTarget, useBoqClipboard } from '../hooks/use-boq-clipboard';
import { useBoqEdits } from '../hooks/use-boq-edits';
import { useBoqRoom } from '../hooks/use-boq-room';
import type { BoqCell } from '../utils/boq-navigation';
import { toLines } from '../utils/boq-rows';
import { nextSelection, NO_SELECTION, type BoqSelection, type BoqSelectMode } from '../utils/boq-selection';
import type { CheckedBoqItem } from './boq-dialog-types';
import { BoqColorPicker, type BoqColorTarget } from './boq-color-mark';
import { BoqExportDialog } from './boq-export-dialog';
import { BoqGrid } from './boq-grid';
import { BoqItemSheet } from './boq-item-sheet';
import { BoqLockButton } from './boq-lock-button';
import { BoqPhoneList } from './boq-phone-list';
import { BoqShortcutsDialog } from './boq-shortcuts-dialog';
import { BoqInsertDialog } from './boq-insert-dialog';
import { BoqItemDialog } from './boq-item-dialog';
import { BoqPresence } from './boq-presence';
import { BoqRowMenu, type BoqMenuTarget, type BoqRowAction } from './boq-row-menu';
import { PurchaseRequestDialog } from './purchase-request-dialog';
import { QuantityTakeOffDialog } from './quantity-take-off-dialog';
import { VersionControlDialog } from './version-control-dialog';

export interface BoqDialogProps {
  boqId: number | null;
  projectId: number;
  projectName: string;
  onClose: () => void;
  /** Another version became the one shown. */
  onSwitched: (boqId: number) => void;
}

type Open =
  | { kind: 'edit'; row: BoqGridRow }
  | { kind: 'insert'; method: BoqInsertMethod; reference: BoqGridRow | null; type?: 'ITEM' }
  | { kind: 'sheet'; rowId: number }
  | { kind: 'quantityTakeOff'; row: BoqGridRow }
  | { kind: 'versions' | 'export' | 'purchase' | 'shortcuts' }
  | null;

/** The full-screen Bill of Quantity dialog (spec part 1 sections 2 and 4). */
export function BoqDialog({ boqId, projectId, projectName, onClose, onSwitched }: BoqDialogProps) {
  const room = useBoqRoom(boqId);
  const { information, rows, send } = room;
  const isLocked = information?.status === 'LOCKED';
  // An older revision or one submitted to the client is a read-only baseline (the server refuses edits too).
  const readOnlyReason = information?.readOnlyReason ?? null;
  const isReadOnly = readOnlyReason !== null;
  const account = useAccount();
  const canUnlock = account.isDeveloper || hasPermission(account.role, BOQ_SCOPES.unlock);
  const lines = useMemo(() => toLines(rows), [rows]);
  const [editing, setEditing] = useState<BoqCell | null>(null);
  const [menu, setMenu] = useState<BoqMenuTarget | null>(null);
  const [colorTarget, setColorTarget] = useState<BoqColorTarget | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const [checked, setChecked] = useState<Map<number, CheckedBoqItem>>(new Map());

  // Presence: tell the room which cell is being edited.
  useEffect(() => {
    // Presence is best effort: a lost focus message is not worth a notice.
    if (boqId !== null) void emitBoq(BOQ_EVENTS.focus, { boqId, rowId: editing?.rowId ?? null, field: editing?.field ?? null });
  }, [boqId, editing]);

  useEffect(() => {
    if (isLocked || isReadOnly) setEditing(null);
    else setChecked(new Map());
  }, [isLocked, isReadOnly]);

  const others = useMemo(() => room.members.filter((m) => m.socketId !== room.mySocketId), [room.members, room.mySocketId]);
  const presence = useMemo(() => {
    const byRow = new Map<number, Map<string, BoqPresenceMember>>();
    for (const m of others) {
      if (m.rowId === null || m.field === null) continue;
      const fields = byRow.get(m.rowId) ?? new Map<string, BoqPresenceMember>();
      fields.set(m.field, m);
      byRow.set(m.rowId, fields);
    }
    return byRow;
  }, [others]);

  const isPhone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const canAddRows = information !== null && !isLocked && !isReadOnly;
  const edits = useBoqEdits(boqId, rows, send);
  const onSave = useCallback((rowId: number, updateValue: Record<string, string>) => void edits.edit([{ rowId, updateValue }]), [edits]);
  // Update Item's edits go on the undo stack too.
  const sendRecorded = useCallback(
    (event: string, data: Record<string, unknown> = {}) => {
      const params = data.params as { updateId: number; updateValue: Record<string, unknown> } | undefined;
      return event === BOQ_EVENTS.editItem && params ? edits.edit([{ rowId: params.updateId, updateValue: params.updateValue }]) : send(event, data);
    },
    [edits, send],
  );

  // Row selection for copy and paste, in display order.
  const [selection, setSelection] = useState<BoqSelection>(NO_SELECTION);
  useEffect(() => setSelection(NO_SELECTION), [boqId]);
  const linesRef = useRef(lines);
  linesRef.current = lines;
  const onSelect = useCallback((row: BoqGridRow, mode: BoqSelectMode) => {
    const order = linesRef.current.flatMap((l) => (l.kind === 'row' ? [l.row.id] : []));
    setSelection((current) => nextSelection(current, order, row.id, mode));
  }, []);
  const selectedIds = useMemo(() => new Set([...selection.ids].filter((id) => rows.has(id))), [selection, rows]);
  const isGridQuiet = open === null && menu === null && colorTarget === null;
  useBoqClipboard({
    isEnabled: information !== null && !isPhone && isGridQuiet,
    refusal: readOnlyReason ?? (isLocked ? BOQ_MESSAGES.locked : null),
    lines,
    selectedIds,
    edit: edits.edit,
    send,
  });
  // Ctrl+Z undoes one's last edit; ? lists the keys. Typing in a field keeps the field's own keys.
  useEffect(() => {
    if (!information || !isGridQuiet) return;
    const onKey = (e: KeyboardEvent) => {
      if (isTypingTarget(e.target) || e.altKey) return;
      if ((e.ctrlKey || e.metaKey) && !e.shiftKey && e.key.toLowerCase() === 'z') {
        e.preventDefault();
        if (isLocked || isReadOnly) return notify({ type: 'negative', message: readOnlyReason ?? BOQ_MESSAGES.locked, position: 'top' });
        void edits.undo();
      } else if (e.key === '?' && !e.ctrlKey && !e.metaKey) {
        e.preventDefault();
        setOpen({ kind: 'shortcuts' });
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [information, isGridQuiet, isLocked, isReadOnly, readOnlyReason, edits]);
  const onAddItem = useCallback((row: BoqGridRow) => setOpen({ kind: 'insert', method: 'inside', reference: row, type: 'ITEM' }), []);
  const onAddHeading = useCallback(() => setOpen({ kind: 'insert', method: 'inside', reference: null }), []);
  const onOpenItem = useCallback((row: BoqGridRow) => setOpen({ kind: 'sheet', rowId: row.id }), []);
  const onSheetSave = useCallback((row: BoqGridRow, updateValue: Record<string, string>) => edits.edit([{ rowId: row.id, updateValue }]), [edits]);
  const onMove = useCallback(
    (fromId: number, toId: number) => void send(BOQ_EVENTS.moveItem, { params: { moveReferenceMethod: 'after', moveFromReferenceId: fromId, moveToReferenceId: toId } }),
    [send],
  );
  const onColor = useCallback((row: BoqGridRow, color: string | null) => void send(BOQ_EVENTS.changeColor, { params: { itemId: row.id, color } }), [send]);
  const onToggleCheck = useCallback((row: BoqGridRow, isChecked: boolean) => {
    setChecked((current) => {
      const next = new Map(current);
      if (isChecked && row.itemId !== null) {
        next.set(row.id, {
          id: row.id,
          itemId: row.itemId,
          quantity: Number(remainingToRequest(row.quantity, row.quantityPurchased)),
          cost: Number(row.materialUnitCost),
          description: row.description,
          boqKey: row.key,
        });
      } else next.delete(row.id);
      return next;
    });
  }, []);
  const checkedIds = useMemo(() => new Set(checked.keys()), [checked]);
  const onPickColor = useCallback((row: BoqGridRow, x: number, y: number) => setColorTarget({ row, x, y }), []);
  // A read-only revision has no row actions (edit, insert, delete, take-off).
  const onMenu = useCallback((row: BoqGridRow, x: number, y: number) => (isReadOnly ? undefined : setMenu({ row, x, y })), [isReadOnly]);

  const onAction = async (row: BoqGridRow, action: BoqRowAction) => {
    if (action.kind === 'edit') {
      if (isLocked) return notify({ type: 'negative', message: BOQ_MESSAGES.locked, position: 'top' });
      return setOpen({ kind: 'edit', row });
    }
    if (action.kind === 'insert') return setOpen({ kind: 'insert', method: action.method, reference: row });
    if (action.kind === 'quantityTakeOff') return setOpen({ kind: 'quantityTakeOff', row });
    const isSure = await confirmAction({
      title: 'Delete Item',
      message: `Delete "${row.description}"${row.hasChildren ? ' and its breakdown items' : ''}?`,
      confirmLabel: 'Delete',
      isDanger: true,
    });
    if (isSure) void send(BOQ_EVENTS.deleteItem, { params: { itemId: row.id } });
  };

  const close = () => {
    setEditing(null);
    setMenu(null);
    setOpen(null);
    onClose();
  };

  return (
    <Modal.Root opened={boqId !== null} onClose={close} fullScreen size="100%" closeOnEscape={editing === null && open === null && menu === null && colorTarget === null}>
      <Modal.Overlay />
      <Modal.Content style={{ display: 'flex', flexDirection: 'column', height: '100dvh' }}>
        <Modal.Header role="presentation" style={{ gap: 'var(--mantine-spacing-sm)', borderBottom: '1px solid var(--mantine-color-default-border)', flexWrap: 'wrap', rowGap: 6 }}>
          <Group gap="xs" wrap="nowrap" style={{ flex: '1 1 260px', minWidth: 0 }}>
            <Modal.Title style={{ minWidth: 0 }}>
              <Title order={2} size="h4" component="span" style={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                {projectName}
                {information ? ` · ${information.name}` : ''}
              </Title>
            </Modal.Title>
            {information && (
              <StageBadge label={information.status} color={isLocked ? 'gray' : 'yellow'} style={{ flexShrink: 0 }} data-testid="boq-status" />
            )}
          </Group>
          <Group gap="xs" wrap="nowrap" ml="auto">
            <BoqPresence members={others} />
            {information && (
              <BoqLockButton
                isLocked={isLocked}
                disabled={isReadOnly || (isLocked && !canUnlock)}
                disabledReason={isReadOnly ? (readOnlyReason ?? undefined) : BOQ_MESSAGES.unlockScope}
                onChange={(isLock) => void send(BOQ_EVENTS.lock, { isLock })}
              />
            )}
            <Modal.CloseButton aria-label="Close dialog" />
          </Group>
        </Modal.Header>
        <Modal.Body p={0} style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
          <Group gap="xs" p="xs" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
            <Button size="xs" leftSection={<IconPlus size={16} />} disabled={!canAddRows} onClick={onAddHeading}>
              Add heading
            </Button>
            <Button size="xs" variant="default" leftSection={<IconHistory size={16} />} onClick={() => setOpen({ kind: 'versions' })}>
              Versions
            </Button>
            <Button size="xs" variant="default" leftSection={<IconFileExport size={16} />} disabled={!information} onClick={() => setOpen({ kind: 'export' })}>
              Export
            </Button>
            <Button size="xs" variant="default" leftSection={<IconShoppingCart size={16} />} disabled={checked.size === 0} onClick={() => setOpen({ kind: 'purchase' })}>
              Purchase Request{checked.size > 0 ? ` (${checked.size})` : ''}
            </Button>
            {!isPhone && (
              <Button size="xs" variant="default" leftSection={<IconKeyboard size={16} />} aria-keyshortcuts="?" onClick={() => setOpen({ kind: 'shortcuts' })}>
                Keyboard shortcuts
              </Button>
            )}
            {isLocked && (
              <Text size="xs" c={MUTED_TEXT_COLOR}>
                Locked: tick linked items to request a purchase.
              </Text>
            )}
            {information && (
              // The grand totals stay in view however far the table scrolls.
              <Group gap="md" ml="auto" wrap="wrap" data-testid="boq-totals">
                <Text size="sm">
                  <Text span size="xs" c={MUTED_TEXT_COLOR}>Total </Text>
                  <Text span fw={700}>{formatCurrency(room.boqTotal)}</Text>
                </Text>
                <Text size="sm">
                  <Text span size="xs" c={MUTED_TEXT_COLOR}>With profit </Text>
                  <Text span fw={700}>{formatCurrency(room.boqTotalWithProfit)}</Text>
                </Text>
              </Group>
            )}
          </Group>
          {readOnlyReason && (
            <Alert color="gray" title="Read-only revision" m="xs" data-testid="boq-read-only">
              {readOnlyReason}
            </Alert>
          )}
          {information && isPhone ? (
            <BoqPhoneList
              rows={rows}
              boqTotal={room.boqTotal}
              boqTotalWithProfit={room.boqTotalWithProfit}
              onOpenItem={onOpenItem}
              onAddItem={canAddRows ? onAddItem : undefined}
              onAddHeading={canAddRows ? onAddHeading : undefined}
              onMenu={onMenu}
              isLocked={isLocked}
              checkedIds={checkedIds}
              onToggleCheck={onToggleCheck}
            />
          ) : information ? (
            <BoqGrid
              lines={lines}
              boqTotal={room.boqTotal}
              boqTotalWithProfit={room.boqTotalWithProfit}
              isLocked={isLocked}
              isReadOnly={isReadOnly}
              editing={editing}
              onEditingChange={setEditing}
              onSave={onSave}
              checkedIds={checkedIds}
              onToggleCheck={onToggleCheck}
              onPickColor={onPickColor}
              onMenu={onMenu}
              onMove={onMove}
              presence={presence}
              selectedIds={selectedIds}
              onSelect={onSelect}
              onAddItem={canAddRows ? onAddItem : undefined}
              onAddHeading={canAddRows ? onAddHeading : undefined}
            />
          ) : room.accessRevoked ? (
            <Alert color="yellow" title={ACCESS_REVOKED_TITLE} m="md" data-testid="boq-access-revoked">
              {room.accessRevoked}
            </Alert>
          ) : room.joinError ? (
            <Alert color="red" title="The Bill of Quantity could not be opened" m="md">
              {room.joinError}
            </Alert>
          ) : (
            <Box p="xl">
              <Loader role="status" aria-label="Loading the Bill of Quantity" />
            </Box>
          )}
        </Modal.Body>
      </Modal.Content>
      {information && (
        <>
          <BoqColorPicker target={colorTarget} onClose={() => setColorTarget(null)} onChange={onColor} />
          <BoqRowMenu target={menu} status={information.status} onClose={() => setMenu(null)} onAction={(row, action) => void onAction(row, action)} />
          {open?.kind === 'edit' && <BoqItemDialog row={open.row} onClose={() => setOpen(null)} send={sendRecorded} />}
          {open?.kind === 'insert' && <BoqInsertDialog method={open.method} reference={open.reference} type={open.type} onClose={() => setOpen(null)} send={send} />}
          <BoqItemSheet
            row={open?.kind === 'sheet' ? (rows.get(open.rowId) ?? null) : null}
            readOnlyReason={readOnlyReason ?? (isLocked ? BOQ_MESSAGES.locked : null)}
            onClose={() => setOpen(null)}
            onSave={onSheetSave}
          />
          <BoqShortcutsDialog opened={open?.kind === 'shortcuts'} onClose={() => setOpen(null)} />
          <QuantityTakeOffDialog opened={open?.kind === 'quantityTakeOff'} onClose={() => setOpen(null)} row={open?.kind === 'quantityTakeOff' ? open.row : null} boqId={information.id} />
          <VersionControlDialog opened={open?.kind === 'versions'} onClose={() => setOpen(null)} projectId={projectId} boqId={information.id} onSwitched={onSwitched} />
          <BoqExportDialog opened={open?.kind === 'export'} onClose={() => setOpen(null)} boqId={information.id} />
          <PurchaseRequestDialog
            opened={open?.kind === 'purchase'}
            onClose={() => setOpen(null)}
            projectId={projectId}
            boqId={information.id}
            items={[...checked.values()]}
            onDone={() => setChecked(new Map())}
          />
        </>
      )}
    </Modal.Root>
  );
}
