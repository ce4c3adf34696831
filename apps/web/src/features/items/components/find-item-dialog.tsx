import { Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { formatCurrency } from '@haligi/shared';
import { useEffect, useState } from 'react';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import type { ChosenItem } from '../api/item-types';
import { ItemChooser } from './item-chooser';

export interface FindItemDialogProps {
  opened: boolean;
  onClose: () => void;
  onOpenItem: (itemId: number) => void;
}

/** Find an item or one of its variations with the item chooser, then open its information. */
export function FindItemDialog({ opened, onClose, onOpenItem }: FindItemDialogProps) {
  const [chosen, setChosen] = useState<ChosenItem | null>(null);
  useEffect(() => {
    if (opened) setChosen(null);
  }, [opened]);

  return (
    <DialogShell
      isDirty={false}
      opened={opened}
      onClose={onClose}
      title="Find Item"
      icon={<IconSearch size={20} aria-hidden />}
      size="md"
      minWidth="360px"
      submitActions={
        <>
          <DialogCancelButton>Close</DialogCancelButton>
          <Button disabled={!chosen} onClick={() => chosen && onOpenItem(chosen.id)}>
            Open item information
          </Button>
        </>
      }
    >
      <Stack gap="md">
        <ItemChooser label="Item" value={chosen} onChange={setChosen} />
        {chosen && (
          <Paper withBorder p="sm" radius="sm" data-testid="chosen-item">
            <Box style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 'var(--mantine-spacing-lg)', rowGap: 4 }}>
              <Text size="sm" c={MUTED_TEXT_COLOR}>Name</Text>
              <Text size="sm">{chosen.name}</Text>
              <Text size="sm" c={MUTED_TEXT_COLOR}>SKU</Text>
              <Text size="sm" ff="monospace">{chosen.sku}</Text>
              <Text size="sm" c={MUTED_TEXT_COLOR}>Unit</Text>
              <Text size="sm">{chosen.uom.label}</Text>
              <Text size="sm" c={MUTED_TEXT_COLOR}>Estimated cost</Text>
              <Text size="sm">{formatCurrency(chosen.estimatedBuyingPrice.raw)}</Text>
            </Box>
          </Paper>
        )}
        {!chosen && (
          <Group>
            <Text size="sm" c={MUTED_TEXT_COLOR}>
              Items with variations ask which variation you mean.
            </Text>
          </Group>
        )}
      </Stack>
    </DialogShell>
  );
}
