import { Kbd, Modal, Table, Text } from '@mantine/core';
import { Fragment } from 'react';

/** Every key the BOQ grid answers, in the order one meets them (decision 0035). */
export const BOQ_SHORTCUTS: { keys: string[][]; does: string }[] = [
  { keys: [['Enter'], ['F2']], does: 'Edit the focused cell' },
  { keys: [['Enter']], does: 'Save the cell and go down' },
  { keys: [['Tab'], ['Shift', 'Tab']], does: 'Save and go right / left' },
  { keys: [['↑'], ['↓']], does: 'Save and go up / down' },
  { keys: [['←'], ['→']], does: 'Save and go left / right at the edge of the text' },
  { keys: [['Esc']], does: 'Leave the cell without saving' },
  { keys: [['Click'], ['Space']], does: 'Select a row (on its Particulars)' },
  { keys: [['Shift', 'Click'], ['Shift', 'Space']], does: 'Select every row from the last selected one' },
  { keys: [['Ctrl', 'Click'], ['Ctrl', 'Space']], does: 'Add a row to the selection or take it out' },
  { keys: [['Ctrl', 'C']], does: 'Copy the selected item rows (tab-separated, for Excel or another BOQ)' },
  { keys: [['Ctrl', 'V']], does: 'Paste rows after the selected item, or Excel cells into Quantity, Unit and the costs' },
  { keys: [['Ctrl', 'Z']], does: 'Undo your last edit (everyone sees it undone)' },
  { keys: [['Space'], ['↑'], ['↓'], ['Space']], does: 'On a move handle: pick up, choose the row to move after, drop' },
  { keys: [['Shift', 'F10']], does: 'Open the row menu' },
  { keys: [['?']], does: 'Show this list' },
];

export interface BoqShortcutsDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** The keyboard shortcut list ("Keyboard shortcuts" button or the ? key). */
export function BoqShortcutsDialog({ opened, onClose }: BoqShortcutsDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Keyboard shortcuts" size="lg" centered>
      <Text size="sm" mb="xs">On a Mac, use ⌘ for Ctrl.</Text>
      <Table striped verticalSpacing={6} data-testid="boq-shortcuts">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Keys</Table.Th>
            <Table.Th scope="col">What they do</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {BOQ_SHORTCUTS.map(({ keys, does }) => (
            <Table.Tr key={does}>
              <Table.Td>
                {keys.map((combo, i) => (
                  <Fragment key={i}>
                    {i > 0 && (does.startsWith('On a move') ? ', ' : ' or ')}
                    {combo.map((key, j) => (
                      <Fragment key={key}>
                        {j > 0 && '+'}
                        <Kbd size="xs">{key}</Kbd>
                      </Fragment>
                    ))}
                  </Fragment>
                ))}
              </Table.Td>
              <Table.Td>{does}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
