import { ActionIcon, Badge, Box, Button, Group, NumberInput, Select, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { finalGrade, GRADING_COMPONENT_LABELS, GRADING_COMPONENTS, gradeDescriptor, quarterlyGrade, type GradingComponent } from '@haligi/shared';
import { IconFileDownload, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type KeyboardEvent } from 'react';
import { api } from '../../lib/api';
import { confirmAction } from '../../lib/confirm';
import { showErrorDialog } from '../../lib/notify';
import { saveBlob } from '../../lib/save-blob';
import { MUTED_TEXT_COLOR } from '../../components/page-header';
import { downloadReportCard, useAddGradingItem, useRemoveGradingItem, type ClassRecord, type ClassRecordStudent, type GradingItem } from './school-grading-api';

/** The student column stays in view while the scores scroll; narrow enough to leave room on a phone. */
const STUDENT_CELL = { position: 'sticky', left: 0, zIndex: 1, background: 'var(--mantine-color-body)', minWidth: 120, maxWidth: 180, overflowWrap: 'anywhere' } as const;
const cellKey = (itemId: number, studentId: number) => `${itemId}:${studentId}`;
const SCORE_TEXT = /^\d{1,4}(\.\d{1,2})?$/;

/** A typed score: null for empty, a number, or a problem. */
function readScore(text: string, item: GradingItem): { value: number | null; problem?: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null };
  if (!SCORE_TEXT.test(trimmed)) return { value: null, problem: 'Enter a number with at most two decimals' };
  const value = Number(trimmed);
  if (value > item.highestScore) return { value: null, problem: `At most ${item.highestScore}` };
  return { value };
}

/** The row's quarter recomputed from what is typed now (the server's answer replaces it once saved). */
function liveRow(record: ClassRecord, student: ClassRecordStudent, drafts: Record<string, string>) {
  const scoreOf = (item: GradingItem) => {
    const draft = drafts[cellKey(item.id, student.id)];
    if (draft !== undefined) {
      const read = readScore(draft, item);
      return read.problem ? (student.scores[item.id] ?? null) : read.value;
    }
    return student.scores[item.id] ?? null;
  };
  const of = (component: GradingComponent) => record.items.filter((i) => i.component === component).map((i) => ({ score: scoreOf(i), highestScore: i.highestScore }));
  const result = quarterlyGrade({ WW: of('WW'), PT: of('PT'), QA: of('QA') }, record.weights);
  const quarters = student.quarterlyGrades.map((grade, index) => (index === record.quarter - 1 ? result.quarterlyGrade : grade));
  const final = finalGrade(quarters);
  return { ...result, final, descriptor: final === null ? null : gradeDescriptor(final) };
}

function AddItemForm({ record }: { record: ClassRecord }) {
  const [component, setComponent] = useState<GradingComponent>('WW');
  const [name, setName] = useState('');
  const [highest, setHighest] = useState<number | string>('');
  const add = useAddGradingItem();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        add.mutate(
          { classRecordId: record.id, quarter: record.quarter, component, name, highestScore: Number(highest) },
          {
            onSuccess: () => {
              setName('');
              setHighest('');
            },
          },
        );
      }}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label="Component"
          data={GRADING_COMPONENTS.map((c) => ({ value: c, label: `${GRADING_COMPONENT_LABELS[c]} (${record.weights[c]}%)` }))}
          value={component}
          onChange={(value) => value && setComponent(value as GradingComponent)}
          allowDeselect={false}
          w={250}
        />
        <TextInput label="Item name" placeholder="Quiz 1" value={name} onChange={(e) => setName(e.currentTarget.value)} required maxLength={80} w={180} />
        <NumberInput label="Highest score" value={highest} onChange={setHighest} min={1} max={1000} decimalScale={2} required w={170} />
        <Button type="submit" loading={add.isPending}>
          Add item
        </Button>
      </Group>
    </form>
  );
}

/**
 * The class record of one quarter: a row per student, a column per score item grouped by
 * component, the percentage of each component, the initial and quarterly grades computed as
 * scores are typed, the final grade, and the student's SF9. Enter or the arrow keys move down and
 * up a column; a score is saved when its cell is left.
 */
export function ClassRecordGrid({ record, queryKey }: { record: ClassRecord; queryKey: readonly unknown[] }) {
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const grid = useRef<HTMLDivElement>(null);
  const queryClient = useQueryClient();
  const remove = useRemoveGradingItem();
  const save = useMutation({
    mutationFn: (body: { classRecordId: number; scores: { itemId: number; studentId: number; score: number | null }[] }) => api<{ data: ClassRecord }>('POST', '/school/grading/scores', { body }),
    onSuccess: (answer, body) => {
      queryClient.setQueryData(queryKey, answer.data);
      setDrafts((current) => {
        const next = { ...current };
        for (const s of body.scores) if (readScore(next[cellKey(s.itemId, s.studentId)] ?? '', { highestScore: Infinity } as GradingItem).value === s.score) delete next[cellKey(s.itemId, s.studentId)];
        return next;
      });
    },
  });
  const ordered = GRADING_COMPONENTS.flatMap((component) => record.items.filter((i) => i.component === component));

  const commit = (item: GradingItem, student: ClassRecordStudent) => {
    const key = cellKey(item.id, student.id);
    const draft = drafts[key];
    if (draft === undefined) return;
    const read = readScore(draft, item);
    if (read.problem) return;
    if (read.value === (student.scores[item.id] ?? null)) {
      setDrafts(({ [key]: _dropped, ...rest }) => rest);
      return;
    }
    save.mutate({ classRecordId: record.id, scores: [{ itemId: item.id, studentId: student.id, score: read.value }] });
  };

  const move = (event: KeyboardEvent<HTMLInputElement>, row: number, column: number) => {
    const down = event.key === 'Enter' || event.key === 'ArrowDown';
    const up = event.key === 'ArrowUp';
    if (!down && !up) return;
    event.preventDefault();
    const next = grid.current?.querySelector<HTMLInputElement>(`input[data-row="${row + (down ? 1 : -1)}"][data-column="${column}"]`);
    if (next) next.focus();
    else event.currentTarget.blur();
  };

  const download = async (student: ClassRecordStudent) => {
    try {
      saveBlob(await downloadReportCard(student.id), `SF9 ${student.name} ${record.section.schoolYear.name}.pdf`);
    } catch (error) {
      showErrorDialog(error);
    }
  };

  return (
    <Box>
      <AddItemForm record={record} />
      {record.items.length === 0 && (
        <Text mt="sm" size="sm">
          Quarter {record.quarter} has no score items yet. Add the written works, performance tasks and the quarterly assessment with their highest possible scores.
        </Text>
      )}
      {record.students.length === 0 ? (
        <Text mt="sm">No student is enrolled in {record.section.name}.</Text>
      ) : (
        <Table.ScrollContainer minWidth={700 + ordered.length * 104} mt="md" ref={grid}>
          <Table withTableBorder withColumnBorders striped aria-label={`Class record, quarter ${record.quarter}`} style={{ fontVariantNumeric: 'tabular-nums' }}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th rowSpan={2} style={{ ...STUDENT_CELL, zIndex: 2 }}>
                  Student
                </Table.Th>
                {GRADING_COMPONENTS.map((component) => {
                  const count = record.items.filter((i) => i.component === component).length;
                  return (
                    <Table.Th key={component} colSpan={count + 1} ta="center">
                      {GRADING_COMPONENT_LABELS[component]} ({record.weights[component]}%)
                    </Table.Th>
                  );
                })}
                <Table.Th rowSpan={2} ta="right">
                  Initial grade
                </Table.Th>
                <Table.Th rowSpan={2} ta="right">
                  Quarterly grade
                </Table.Th>
                <Table.Th rowSpan={2} ta="right">
                  Final grade
                </Table.Th>
                <Table.Th rowSpan={2}>SF9</Table.Th>
              </Table.Tr>
              <Table.Tr>
                {GRADING_COMPONENTS.map((component) => [
                  ...record.items
                    .filter((i) => i.component === component)
                    .map((item) => (
                      <Table.Th key={item.id} ta="center" style={{ minWidth: 104, whiteSpace: 'nowrap' }}>
                        <Group gap={2} justify="center" wrap="nowrap">
                          <span>
                            {item.name}
                            <Text span size="xs" c={MUTED_TEXT_COLOR} display="block">
                              of {item.highestScore}
                            </Text>
                          </span>
                          <Tooltip label={`Remove ${item.name}`}>
                            <ActionIcon
                              size="sm"
                              variant="subtle"
                              color="red"
                              aria-label={`Remove ${item.name}`}
                              onClick={async () => {
                                if (await confirmAction({ title: `Remove ${item.name}?`, message: 'Its scores are removed with it.', confirmLabel: 'Remove', isDanger: true })) remove.mutate(item.id);
                              }}
                            >
                              <IconTrash size={14} aria-hidden />
                            </ActionIcon>
                          </Tooltip>
                        </Group>
                      </Table.Th>
                    )),
                  <Table.Th key={`${component}-ps`} ta="right">
                    %
                  </Table.Th>,
                ])}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {record.students.map((student, row) => {
                const live = liveRow(record, student, drafts);
                return (
                  <Table.Tr key={student.id} data-testid={`grade-row-${student.id}`}>
                    <Table.Td style={STUDENT_CELL}>{student.name}</Table.Td>
                    {GRADING_COMPONENTS.map((component) => [
                      ...record.items
                        .filter((i) => i.component === component)
                        .map((item) => {
                          const key = cellKey(item.id, student.id);
                          const stored = student.scores[item.id];
                          const value = drafts[key] ?? (stored === null || stored === undefined ? '' : String(stored));
                          const problem = drafts[key] === undefined ? undefined : readScore(drafts[key], item).problem;
                          return (
                            <Table.Td key={item.id} p={2}>
                              <TextInput
                                size="xs"
                                inputMode="decimal"
                                aria-label={`${student.name}, ${item.name} (of ${item.highestScore})`}
                                value={value}
                                error={problem}
                                data-row={row}
                                data-column={ordered.indexOf(item)}
                                onChange={(e) => {
                                  const text = e.currentTarget.value;
                                  setDrafts((d) => ({ ...d, [key]: text }));
                                }}
                                onBlur={() => commit(item, student)}
                                onKeyDown={(e) => move(e, row, ordered.indexOf(item))}
                                styles={{ input: { textAlign: 'right' } }}
                              />
                            </Table.Td>
                          );
                        }),
                      <Table.Td key={`${component}-ps`} ta="right" data-testid={`ps-${component}-${student.id}`}>
                        {live.components[component].percentage === null ? '—' : live.components[component].percentage.toFixed(2)}
                      </Table.Td>,
                    ])}
                    <Table.Td ta="right" data-testid={`initial-${student.id}`}>
                      {live.initialGrade === null ? '—' : live.initialGrade.toFixed(2)}
                    </Table.Td>
                    <Table.Td ta="right" fw={700} data-testid={`quarterly-${student.id}`}>
                      {live.quarterlyGrade ?? '—'}
                    </Table.Td>
                    <Table.Td ta="right" data-testid={`final-${student.id}`}>
                      {live.final === null ? (
                        <Text span size="xs" c={MUTED_TEXT_COLOR} style={{ whiteSpace: 'nowrap' }}>
                          after Q4
                        </Text>
                      ) : (
                        <Group gap={4} justify="flex-end" wrap="nowrap">
                          <b>{live.final}</b>
                          <Badge size="xs" variant="filled" autoContrast color={live.final >= 75 ? 'teal.9' : 'red.9'}>
                            {live.descriptor}
                          </Badge>
                        </Group>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <ActionIcon variant="subtle" aria-label={`Download the SF9 of ${student.name}`} onClick={() => void download(student)}>
                        <IconFileDownload size={18} aria-hidden />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Box>
  );
}
