import { Anchor, Button, FileButton, Group, Progress, Stack, Table, Text } from '@mantine/core';
import { IconFileImport, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { STUDENT_IMPORT_COLUMNS, PUSH } from '@haligi/shared';
import { useEffect, useState } from 'react';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import { api } from '../../../lib/api';
import { showErrorDialog } from '../../../lib/notify';
import { saveBlob } from '../../../lib/save-blob';
import { socketManager } from '../../../lib/socket';
import { parseImportProgress, type ImportProgress } from '../../items/utils/import-progress';
import { commitStudentImport, previewStudentImport, SCHOOL_URLS, type ImportPreview } from './records-api';

type Step = 'choose' | 'preview' | 'importing' | 'done';
const SUCCESS_TEXT = 'light-dark(#1b5e20, var(--mantine-color-green-4))';
const ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PREVIEW_COLUMNS = STUDENT_IMPORT_COLUMNS.filter((c) => ['lrn', 'lastName', 'firstName', 'gradeLevel', 'section', 'cardNumber', 'guardianName'].includes(c.key));

/** Students import, as the employees import: choose a file, see every row checked, import the valid ones in the background. */
export function ImportStudentsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>('choose');
  const [fileName, setFileName] = useState('');
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  useEffect(() => {
    if (!opened) return;
    setStep('choose');
    setFileName('');
    setPreview(null);
    setProgress(null);
  }, [opened]);

  const importId = preview?.importId ?? null;
  useEffect(() => {
    if (!importId) return;
    return socketManager.on(PUSH.importProgress, (payload) => {
      const next = parseImportProgress(payload);
      if (!next || next.importId !== String(importId)) return;
      setProgress(next);
      if (next.done) {
        setStep('done');
        void queryClient.invalidateQueries({ queryKey: ['table', SCHOOL_URLS.student] });
        void queryClient.invalidateQueries({ queryKey: ['select', SCHOOL_URLS.studentList] });
      }
    });
  }, [importId, queryClient]);

  const choose = async (file: File | null) => {
    if (!file) return;
    setIsBusy(true);
    try {
      setFileName(file.name);
      setPreview(await previewStudentImport(file));
      setStep('preview');
    } catch (error) {
      showErrorDialog(error);
    } finally {
      setIsBusy(false);
    }
  };
  const commit = async () => {
    if (!preview) return;
    setIsBusy(true);
    try {
      await commitStudentImport(preview.importId);
      setStep((current) => (current === 'done' ? current : 'importing'));
    } catch (error) {
      showErrorDialog(error);
    } finally {
      setIsBusy(false);
    }
  };
  const downloadTemplate = async () => {
    try {
      saveBlob(await api<Blob>('GET', '/school/student/import/template', { isBlob: true }), 'student-import-template.xlsx');
    } catch (error) {
      showErrorDialog(error);
    }
  };

  const isImporting = step === 'importing';
  const percent = progress?.percent ?? 0;
  return (
    <DialogShell
      opened={opened}
      onClose={onClose}
      title="Import Students"
      icon={<IconFileImport size={20} aria-hidden />}
      size="xl"
      isPersistent={isImporting}
      isDirty={false}
      submitActions={
        <>
          <DialogCancelButton disabled={isImporting}>{step === 'done' ? 'Close' : 'Cancel'}</DialogCancelButton>
          {step === 'preview' && preview && (
            <Button onClick={() => void commit()} loading={isBusy} disabled={preview.validCount === 0}>
              Import {preview.validCount} student{preview.validCount === 1 ? '' : 's'}
            </Button>
          )}
        </>
      }
    >
      <Stack gap="md">
        {(step === 'choose' || step === 'preview') && (
          <Stack gap={6}>
            <Text size="sm">
              An Excel file (.xlsx) with the students export's header row: {STUDENT_IMPORT_COLUMNS.map((c) => c.header).join(', ')}. LRN, Last Name and First Name are required;
              Grade Level and Section by name enroll the student in the active school year.{' '}
              <Anchor component="button" type="button" size="sm" onClick={() => void downloadTemplate()}>
                Download the template
              </Anchor>
            </Text>
            <Group gap="sm">
              <FileButton onChange={(file) => void choose(file)} accept={ACCEPT}>
                {(props) => (
                  <Button {...props} variant={preview ? 'default' : 'filled'} loading={isBusy && step === 'choose'} leftSection={<IconUpload size={16} aria-hidden />}>
                    {preview ? 'Choose another file' : 'Choose file'}
                  </Button>
                )}
              </FileButton>
              <Text size="sm" c={MUTED_TEXT_COLOR}>
                {fileName || 'No file chosen'}
              </Text>
            </Group>
          </Stack>
        )}
        {step === 'preview' && preview && (
          <Stack gap="xs">
            <Group gap="lg" role="status">
              <Text size="sm" fw={600}>
                {preview.total} row{preview.total === 1 ? '' : 's'}
              </Text>
              <Text size="sm" c={SUCCESS_TEXT}>
                {preview.validCount} ready to import
              </Text>
              <Text size="sm" c={preview.errorCount ? 'red.9' : MUTED_TEXT_COLOR}>
                {preview.errorCount} with errors
              </Text>
            </Group>
            <Table.ScrollContainer minWidth={640} maxHeight={360} type="native">
              <Table withTableBorder striped verticalSpacing={4} aria-label="Import preview">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Row</Table.Th>
                    {PREVIEW_COLUMNS.map((c) => (
                      <Table.Th key={c.key} scope="col">
                        {c.header}
                      </Table.Th>
                    ))}
                    <Table.Th scope="col">Problems</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {preview.rows.map((row) => {
                    const hasErrors = row.errors.length > 0;
                    return (
                      <Table.Tr key={row.row} bg={hasErrors ? 'var(--mantine-color-red-light)' : undefined} data-invalid={hasErrors || undefined}>
                        <Table.Td>{row.row}</Table.Td>
                        {PREVIEW_COLUMNS.map((c) => (
                          <Table.Td key={c.key}>{String(row.data[c.key] ?? '')}</Table.Td>
                        ))}
                        <Table.Td>
                          {hasErrors ? (
                            <Stack gap={0}>
                              {row.errors.map((problem) => (
                                <Text key={problem} size="sm" c="red.9">
                                  {problem}
                                </Text>
                              ))}
                            </Stack>
                          ) : (
                            <Text size="sm" c={SUCCESS_TEXT}>
                              OK
                            </Text>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        )}
        {(step === 'importing' || step === 'done') && (
          <Stack gap="sm">
            <Text size="sm" fw={600}>
              {step === 'done' ? 'Import finished' : 'Importing students...'}
            </Text>
            <Progress.Root size="lg">
              <Progress.Section value={percent} animated={step !== 'done'} color={step === 'done' ? 'green.9' : undefined} aria-label="Import progress" />
            </Progress.Root>
            <Text size="sm" role="status" data-testid="import-progress-text">
              {progress ? `${progress.processed} of ${progress.total} processed (${percent}%)` : `Waiting for the server to start (${preview?.validCount ?? 0} students)`}
            </Text>
            {step === 'done' && progress && (
              <Text size="sm" fw={600} c={progress.failed ? 'red.9' : SUCCESS_TEXT} data-testid="import-summary">
                Done: {progress.created} student{progress.created === 1 ? '' : 's'} created{progress.failed ? `, ${progress.failed} failed` : ''}.
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    </DialogShell>
  );
}
