import { Box, Button, Group, Select, Stack, Table, Text, TextInput, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatCurrency } from '@haligi/shared';
import Decimal from 'decimal.js';
import { useRef, useState, type KeyboardEvent } from 'react';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import { notify } from '../../../lib/notify';
import { formatPercent, percentProblem, setHeadingPercent, type BillableLine, type BillingHeading } from '../utils/billing-lines';

export interface BillingLinesEditorProps {
  lines: readonly BillableLine[];
  headings: readonly BillingHeading[];
  /** Typed percents to date by BOQ line id (blank: unchanged). */
  entered: Readonly<Record<number, string>>;
  onChange: (entered: Record<number, string>) => void;
  /** Problems the server named for a line. */
  serverProblems: ReadonlyMap<number, string>;
}

const AMOUNT = { textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;
const ALL = 'all';

/** What a line bills now: its amount times the percent gained, rounded to the centavo. */
function billedNow(line: BillableLine, typed: string): string | null {
  if (typed.trim() === '' || percentProblem(typed, line.previousPercent)) return null;
  return new Decimal(line.amount).times(new Decimal(typed).minus(line.previousPercent)).dividedBy(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

/** Each line with the headings above it not shown yet (their depth for the indent): the BOQ's outline. */
function withHeadings(lines: readonly BillableLine[], headings: readonly BillingHeading[]) {
  const labels = new Map(headings.map((h) => [h.id, h.label]));
  const shown = new Set<number>();
  return lines.map((line) => {
    const above = line.headingIds.flatMap((id, depth) => (shown.has(id) ? [] : (shown.add(id), [{ id, depth, label: labels.get(id) ?? '' }])));
    return { line, above };
  });
}

/**
 * The BOQ's item lines with a percent-to-date input each. Tab or Enter moves to the next line's
 * input (Shift+Enter back); "Set" fills every line under a heading at once.
 */
export function BillingLinesEditor({ lines, headings, entered, onChange, serverProblems }: BillingLinesEditorProps) {
  const theme = useMantineTheme();
  const isPhone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`) ?? false;
  const listRef = useRef<HTMLDivElement>(null);
  const [headingId, setHeadingId] = useState<string>(ALL);
  const [headingPercent, setHeadingPercentText] = useState('');
  const [headingError, setHeadingError] = useState<string | null>(null);

  const set = (boqItemId: number, value: string) => onChange({ ...entered, [boqItemId]: value });
  const moveOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const inputs = [...(listRef.current?.querySelectorAll<HTMLInputElement>('input[data-percent-input]') ?? [])];
    const next = inputs[inputs.indexOf(event.currentTarget) + (event.shiftKey ? -1 : 1)];
    next?.focus();
    next?.select();
  };
  const applyHeading = () => {
    const text = headingPercent.trim();
    const problem = text === '' ? 'Enter a percent' : percentProblem(text, '0');
    setHeadingError(problem);
    if (problem) return;
    const result = setHeadingPercent(lines, headingId === ALL ? null : Number(headingId), text, entered);
    onChange(result.entered);
    if (result.skipped) notify({ type: 'warning', message: `${result.skipped} ${result.skipped === 1 ? 'line was' : 'lines were'} left as they were: already billed above ${formatPercent(text)}` });
  };

  const input = (line: BillableLine, index: number) => {
    const typed = entered[line.boqItemId] ?? '';
    const error = percentProblem(typed, line.previousPercent) ?? serverProblems.get(line.boqItemId) ?? null;
    return (
      <TextInput
        size="xs"
        inputMode="decimal"
        autoComplete="off"
        data-percent-input
        aria-label={`Percent to date of line ${index + 1}, ${line.numerals} ${line.description}`}
        placeholder={new Decimal(line.previousPercent).toDecimalPlaces(2).toString()}
        rightSection={<Text size="xs" c={MUTED_TEXT_COLOR} aria-hidden>%</Text>}
        rightSectionPointerEvents="none"
        value={typed}
        onChange={(event) => set(line.boqItemId, event.currentTarget.value)}
        onKeyDown={moveOnEnter}
        onFocus={(event) => event.currentTarget.select()}
        error={error}
        w={isPhone ? '100%' : 110}
      />
    );
  };

  return (
    <Stack gap="xs">
      <Group gap="xs" align="flex-end" wrap="wrap">
        <Select
          label="Set a heading to a percent"
          size="xs"
          data={[{ value: ALL, label: 'Every line' }, ...headings.map((h) => ({ value: String(h.id), label: h.label }))]}
          value={headingId}
          onChange={(value) => setHeadingId(value ?? ALL)}
          allowDeselect={false}
          style={{ flex: '1 1 200px', minWidth: 0 }}
        />
        <TextInput
          label="Percent to date"
          size="xs"
          inputMode="decimal"
          w={120}
          value={headingPercent}
          onChange={(event) => setHeadingPercentText(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              applyHeading();
            }
          }}
          error={headingError}
          rightSection={<Text size="xs" c={MUTED_TEXT_COLOR} aria-hidden>%</Text>}
        />
        <Button size="xs" variant="default" onClick={applyHeading}>
          Set
        </Button>
      </Group>
      <Box ref={listRef}>
        {isPhone ? (
          <Stack gap={0} component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Item lines">
            {withHeadings(lines, headings).map(({ line, above }, index) => (
              <Box component="li" key={line.boqItemId} py="xs" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
                {above.map((heading) => (
                  <Text key={heading.id} size="sm" fw={700} pl={heading.depth * 12} mb={4}>
                    {heading.label}
                  </Text>
                ))}
                <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {line.numerals} {line.description}
                </Text>
                <Text size="xs" c={MUTED_TEXT_COLOR} mb={4}>
                  {formatCurrency(line.amount)} · previously {formatPercent(line.previousPercent)}
                </Text>
                {input(line, index)}
              </Box>
            ))}
          </Stack>
        ) : (
          <Table verticalSpacing={4} aria-label="Item lines" data-testid="billing-lines">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">No.</Table.Th>
                <Table.Th scope="col">Description</Table.Th>
                <Table.Th scope="col" style={AMOUNT}>
                  Amount
                </Table.Th>
                <Table.Th scope="col" style={AMOUNT}>
                  Previous
                </Table.Th>
                <Table.Th scope="col">To date</Table.Th>
                <Table.Th scope="col" style={AMOUNT}>
                  This billing
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {withHeadings(lines, headings).map(({ line, above }, index) => {
                const now = billedNow(line, entered[line.boqItemId] ?? '');
                return [
                  ...above.map((heading) => (
                    <Table.Tr key={`heading-${heading.id}`} bg="var(--mantine-color-default-hover)">
                      <Table.Td colSpan={6} fw={700} pl={`calc(var(--mantine-spacing-xs) + ${heading.depth * 12}px)`}>
                        {heading.label}
                      </Table.Td>
                    </Table.Tr>
                  )),
                  <Table.Tr key={line.boqItemId}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{line.numerals}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{line.description}</Table.Td>
                    <Table.Td style={AMOUNT}>{formatCurrency(line.amount)}</Table.Td>
                    <Table.Td style={AMOUNT}>{formatPercent(line.previousPercent)}</Table.Td>
                    <Table.Td>{input(line, index)}</Table.Td>
                    <Table.Td style={AMOUNT}>{now === null ? '-' : formatCurrency(now)}</Table.Td>
                  </Table.Tr>,
                ];
              })}
            </Table.Tbody>
          </Table>
        )}
      </Box>
    </Stack>
  );
}
