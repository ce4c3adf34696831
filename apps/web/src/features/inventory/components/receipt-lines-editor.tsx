import { ActionIcon, Box, Button, Grid, Group, NumberInput, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { formatCurrency } from '@haligi/shared';
import { ItemChooser, type ChosenItem } from '../../items';
import { lineAmount, linesTotal, newLine, type LineErrors, type ReceiptLineDraft } from '../utils/receipt-lines';

export interface ReceiptLinesEditorProps {
  lines: ReceiptLineDraft<ChosenItem>[];
  onChange: (lines: ReceiptLineDraft<ChosenItem>[]) => void;
  /** Problems per line key. */
  errors: Record<string, LineErrors>;
  /** Whether the rate (and amount) columns show; a receipt from a supplier needs them. */
  hasRate: boolean;
}

/**
 * The editable lines of a stock movement: an item chooser, quantity (above 0) and rate per line,
 * the amount (quantity × rate) and the total. Each line is a labelled group; fields stack on a phone.
 */
export function ReceiptLinesEditor({ lines, onChange, errors, hasRate }: ReceiptLinesEditorProps) {
  const update = (key: string, patch: Partial<ReceiptLineDraft<ChosenItem>>) =>
    onChange(lines.map((line) => (line.key === key ? { ...line, ...patch } : line)));
  const choose = (key: string, item: ChosenItem | null) => {
    const line = lines.find((l) => l.key === key);
    // The item's estimated buying price proposes the rate until the user types one.
    const isRateEmpty = !line || line.rate === '' || line.rate === 0;
    update(key, isRateEmpty && item ? { item, rate: Number(item.estimatedBuyingPrice.raw) || '' } : { item });
  };
  const remove = (key: string) => onChange(lines.length > 1 ? lines.filter((l) => l.key !== key) : [newLine<ChosenItem>()]);

  return (
    <Stack gap="xs">
      {lines.map((line, index) => {
        const number = index + 1;
        const lineErrors = errors[line.key] ?? {};
        return (
          <Box
            key={line.key}
            role="group"
            aria-label={`Line ${number}`}
            p="xs"
            style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-sm)' }}
          >
            <Grid gap="xs" align="flex-start">
              <Grid.Col span={{ base: 12, sm: hasRate ? 5 : 8 }}>
                <ItemChooser label="Item" publishedOnly value={line.item} onChange={(item) => choose(line.key, item)} required error={lineErrors.item} />
              </Grid.Col>
              <Grid.Col span={{ base: hasRate ? 6 : 10, sm: hasRate ? 2 : 3 }}>
                <NumberInput
                  label="Quantity"
                  required
                  min={0}
                  decimalScale={4}
                  thousandSeparator=","
                  hideControls
                  value={line.quantity}
                  onChange={(quantity) => update(line.key, { quantity })}
                  error={lineErrors.quantity}
                />
              </Grid.Col>
              {hasRate && (
                <Grid.Col span={{ base: 6, sm: 2 }}>
                  <NumberInput
                    label="Rate"
                    min={0}
                    decimalScale={2}
                    thousandSeparator=","
                    prefix="₱"
                    hideControls
                    value={line.rate}
                    onChange={(rate) => update(line.key, { rate })}
                    error={lineErrors.rate}
                  />
                </Grid.Col>
              )}
              {hasRate && (
                <Grid.Col span={{ base: 10, sm: 2 }}>
                  <TextInput
                    label="Amount"
                    readOnly
                    tabIndex={-1}
                    variant="filled"
                    value={formatCurrency(lineAmount(line))}
                    styles={{ input: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } }}
                  />
                </Grid.Col>
              )}
              <Grid.Col span={{ base: 2, sm: 1 }} style={{ display: 'flex', justifyContent: 'flex-end' }}>
                <Tooltip label="Remove line">
                  <ActionIcon variant="subtle" color="red.9" mt={28} aria-label={`Remove line ${number}`} onClick={() => remove(line.key)}>
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </Grid.Col>
            </Grid>
          </Box>
        );
      })}
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Button variant="light" size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => onChange([...lines, newLine<ChosenItem>()])}>
          Add line
        </Button>
        {hasRate && (
          <Text fw={700} data-testid="lines-total">
            Total: {formatCurrency(linesTotal(lines))}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
