import { Badge, Button, Card, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { FUND_ENTRY_KIND_LABELS, formatCurrency, formatDisplayDate, type FundEntryKind } from '@haligi/shared';
import { useState } from 'react';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import { useMatchLine, useUnmatchLine, type BankStatement, type StatementLine, type UnmatchedEntry } from '../api/bank-statements-api';

const kindLabel = (kind: string) => FUND_ENTRY_KIND_LABELS[kind as FundEntryKind] ?? kind;
const AMOUNT = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;
const entryLabel = (entry: UnmatchedEntry) => `${formatDisplayDate(entry.date)} · ${kindLabel(entry.kind)} · ${formatCurrency(entry.amount)}${entry.memo ? ` · ${entry.memo}` : ''}`;

/** A statement's lines side by side: matched, unmatched, and the ledger's entries no line matches. */
export function StatementView({ statement }: { statement: BankStatement }) {
  const matched = statement.lines.filter((l) => l.entry);
  const unmatched = statement.lines.filter((l) => !l.entry);
  return (
    <Stack gap="sm" data-testid="statement-view">
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {statement.fileName}
        </Text>
        <Text size="sm" c={MUTED_TEXT_COLOR}>
          {formatDisplayDate(statement.periodStart)} to {formatDisplayDate(statement.periodEnd)}
        </Text>
      </Group>
      <Group gap="xs" wrap="wrap" data-testid="statement-counts">
        <Badge color="teal.9" variant="filled" radius="sm">
          {statement.matched} matched
        </Badge>
        <Badge color={statement.unmatchedLines ? 'orange.3' : 'gray.2'} c="dark.9" variant="filled" radius="sm">
          {statement.unmatchedLines} unmatched {statement.unmatchedLines === 1 ? 'line' : 'lines'}
        </Badge>
        <Badge color={statement.unmatchedEntries.length ? 'yellow.3' : 'gray.2'} c="dark.9" variant="filled" radius="sm">
          {statement.unmatchedEntries.length} unmatched {statement.unmatchedEntries.length === 1 ? 'entry' : 'entries'}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="sm">
        <Column id={`matched-${statement.id}`} title="Matched" empty="No line is matched yet.">
          {matched.map((line) => (
            <MatchedLine key={line.id} line={line} />
          ))}
        </Column>
        <Column id={`unmatched-lines-${statement.id}`} title="Statement lines without an entry" empty="Every line of the statement is matched.">
          {unmatched.map((line) => (
            <UnmatchedLine key={line.id} line={line} entries={statement.unmatchedEntries} />
          ))}
        </Column>
        <Column id={`unmatched-entries-${statement.id}`} title="Ledger entries not on the statement" empty="Every entry of the period is on the statement.">
          {statement.unmatchedEntries.map((entry) => (
            <Item key={entry.id} testId="unmatched-entry">
              <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  {kindLabel(entry.kind)}
                  {entry.reference ? ` · ${entry.reference}` : ''}
                </Text>
                <Text size="sm" fw={600} style={AMOUNT}>
                  {formatCurrency(entry.amount)}
                </Text>
              </Group>
              <Text size="xs" c={MUTED_TEXT_COLOR} style={{ overflowWrap: 'anywhere' }}>
                {formatDisplayDate(entry.date)}
                {entry.memo ? ` · ${entry.memo}` : ''}
              </Text>
            </Item>
          ))}
        </Column>
      </SimpleGrid>
    </Stack>
  );
}

function Column({ id, title, empty, children }: { id: string; title: string; empty: string; children: React.ReactNode[] }) {
  return (
    <Card withBorder padding="sm" component="section" aria-labelledby={id} style={{ minWidth: 0 }}>
      <Title order={3} size="h5" id={id} mb={4}>
        {title} ({children.length})
      </Title>
      {children.length === 0 ? (
        <Text size="sm" c={MUTED_TEXT_COLOR}>
          {empty}
        </Text>
      ) : (
        <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby={id}>
          {children}
        </Stack>
      )}
    </Card>
  );
}

function Item({ children, testId }: { children: React.ReactNode; testId: string }) {
  return (
    <li data-testid={testId} style={{ borderTop: '1px solid var(--mantine-color-default-border)', padding: '6px 0' }}>
      {children}
    </li>
  );
}

function LineHead({ line }: { line: StatementLine }) {
  return (
    <>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {line.description || 'No description'}
          {line.reference ? ` · ${line.reference}` : ''}
        </Text>
        <Text size="sm" fw={600} style={AMOUNT}>
          {formatCurrency(line.amount)}
        </Text>
      </Group>
      <Text size="xs" c={MUTED_TEXT_COLOR}>
        Row {line.rowNo} · {formatDisplayDate(line.date)}
      </Text>
    </>
  );
}

function MatchedLine({ line }: { line: StatementLine }) {
  const unmatch = useUnmatchLine();
  const entry = line.entry!;
  return (
    <Item testId="matched-line">
      <LineHead line={line} />
      <Group justify="space-between" wrap="nowrap" gap="xs" mt={2}>
        <Text size="xs" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          ↔ {kindLabel(entry.kind)} of {formatDisplayDate(entry.date)}
          {entry.memo ? ` · ${entry.memo}` : ''}
        </Text>
        <Button size="compact-xs" variant="subtle" color="red.9" c="red.9" style={{ flexShrink: 0 }} loading={unmatch.isPending} onClick={() => unmatch.mutate(line.id)} aria-label={`Unmatch row ${line.rowNo}`}>
          Unmatch
        </Button>
      </Group>
    </Item>
  );
}

function UnmatchedLine({ line, entries }: { line: StatementLine; entries: readonly UnmatchedEntry[] }) {
  const match = useMatchLine();
  const [entryId, setEntryId] = useState<string | null>(null);
  // The entries of the same amount first: the likeliest match.
  const options = [...entries].sort((a, b) => Number(b.amount === line.amount) - Number(a.amount === line.amount)).map((e) => ({ value: String(e.id), label: entryLabel(e) }));
  return (
    <Item testId="unmatched-line">
      <LineHead line={line} />
      {entries.length > 0 && (
        <Group gap="xs" mt={4} wrap="nowrap" align="flex-end">
          <Select
            size="xs"
            aria-label={`Ledger entry for row ${line.rowNo}`}
            placeholder="Match with an entry"
            data={options}
            value={entryId}
            onChange={setEntryId}
            searchable
            nothingFoundMessage="No entry matches"
            style={{ flex: 1, minWidth: 0 }}
            comboboxProps={{ width: 'target', position: 'bottom-start' }}
          />
          <Button size="xs" style={{ flexShrink: 0 }} disabled={!entryId} loading={match.isPending} onClick={() => entryId && match.mutate({ lineId: line.id, entryId: Number(entryId) })} aria-label={`Match row ${line.rowNo}`}>
            Match
          </Button>
        </Group>
      )}
    </Item>
  );
}
