import { ActionIcon, Box, Button, Grid, Group, NumberInput, Stack, Text, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { formatCurrency } from '@haligi/shared';
import { ItemChooser, type ChosenItem } from '../../items/components/item-chooser';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import { lineAmount, linesTotal, newLine, type LineErrors, type ReceiptLineDraft } from '../utils/receipt-lines';

export interface ReceiptLinesEditorProps {
  lines: ReceiptLineDraft<ChosenItem>[];
  onChange: (lines: ReceiptLineDraft<ChosenItem>[]) => void;
  /** Problems per line key. */
  errors: Record<string, LineErrors>;
  /** Whether the rate (and amount) columns show; a receipt from a supplier needs them. */
  hasRate: boolean;
}

const SPANS = { item: 5, quantity: 2, rate: 2, amount: 2, remove: 1 };
const SPANS_NO_RATE = { item: 8, quantity: 3, rate: 0, amount: 0, remove: 1 };

/**
 * The editable lines of a stock movement: an item chooser, quantity (above 0) and rate per line,
 * the amount (quantity × rate) and the total. Rows stack on a phone.
 */
export function ReceiptLinesEditor({ lines, onChange, errors, hasRate }: ReceiptLinesEditorProps) {
  const isWide = useMediaQuery('(min-width: 48em)', true);
  const spans = hasRate ? SPANS : SPANS_NO_RATE;
  const update = (key: string, patch: Partial<ReceiptLineDraft<ChosenItem>>) =>
    onChange(lines.map((line) => (line.key === key ? { ...line, ...patch } : line)));
  const choose = (key: string, item: ChosenItem | null) => {
    const line = lines.find((l) => l.key === key);
    // The item's estimated buying price proposes the rate until the user types one.
    const rate = line && (line.rate === '' || line.rate === 0) && item ? Number(item.estimatedBuyingPrice.raw) || '' : line?.rate;
    update(key, { item, rate: rate ?? '' });
  };
  const remove = (key: string) => onChange(lines.length > 1 ? lines.filter((l) => l.key !== key) : [newLine<ChosenItem>()]);

  return (
    <Stack gap="xs">
      {isWide && (
        <Grid gap="xs" aria-hidden>
          <Grid.Col span={spans.item}><ColumnHead>Item</ColumnHead></Grid.Col>
          <Grid.Col span={spans.quantity}><ColumnHead>Quantity</ColumnHead></Grid.Col>
          {hasRate && <Grid.Col span={spans.rate}><ColumnHead>Rate</ColumnHead></Grid.Col>}
          {hasRate && <Grid.Col span={spans.amount}><ColumnHead align="right">Amount</ColumnHead></Grid.Col>}
        </Grid>
      )}
      {lines.map((line, index) => {
        const number = index + 1;
        const lineErrors = errors[line.key] ?? {};
        return (
          <Box
            key={line.key}
            data-testid="receipt-line"
            p={isWide ? 0 : 'xs'}
            style={isWide ? undefined : { border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-sm)' }}
          >
            <Grid gap="xs" align="flex-start">
              <Grid.Col span={{ base: 12, md: spans.item }}>
                <ItemChooser
                  label={isWide ? undefined : `Item ${number}`}
                  value={line.item}
                  onChange={(item) => choose(line.key, item)}
                  required
                  error={lineErrors.item}
                />
              </Grid.Col>
              <Grid.Col span={{ base: hasRate ? 6 : 10, md: spans.quantity }}>
                <NumberInput
                  label={isWide ? undefined : 'Quantity'}
                  aria-label={isWide ? `Quantity, line ${number}` : undefined}
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
                <Grid.Col span={{ base: 6, md: spans.rate }}>
                  <NumberInput
                    label={isWide ? undefined : 'Rate'}
                    aria-label={isWide ? `Rate, line ${number}` : undefined}
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
                <Grid.Col span={{ base: 10, md: spans.amount }}>
                  <Text size="sm" ta={isWide ? 'right' : 'left'} pt={isWide ? 8 : 0} style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {!isWide && <Text span size="sm" c={MUTED_TEXT_COLOR}>Amount: </Text>}
                    {formatCurrency(lineAmount(line))}
                  </Text>
                </Grid.Col>
              )}
              <Grid.Col span={{ base: 2, md: spans.remove }} style={{ display: 'flex', justifyContent: 'flex-end' }}>
                <Tooltip label="Remove line">
                  <ActionIcon variant="subtle" color="red.9" mt={isWide ? 4 : 0} aria-label={`Remove line ${number}`} onClick={() => remove(line.key)}>
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

function ColumnHead({ children, align }: { children: string; align?: 'right' }) {
  return (
    <Text size="sm" fw={600} ta={align}>
      {children}
    </Text>
  );
}
