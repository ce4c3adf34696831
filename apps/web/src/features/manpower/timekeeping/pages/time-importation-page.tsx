import { Alert, Button, Card, FileButton, Group, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconFileImport, IconUpload } from '@tabler/icons-react';
import { PUSH, formatDisplayDate, formatDisplayDateTime } from '@haligi/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { MUTED_TEXT_COLOR, PageHeader } from '../../../../components/page-header';
import { SelectField } from '../../../../components/select-field';
import { showErrorDialog } from '../../../../lib/notify';
import { socketManager } from '../../../../lib/socket';
import { TIMEKEEPING_URLS, commitPunchImport, parsePunchProgress, previewPunchImport, type PunchImportPreview, type PunchImportProgress } from '../api/timekeeping-api';
import { StageBadge } from '../../../../components/stage-badge';

const ACCEPT = '.dat,.txt,.csv,.xlsx,text/plain,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const NO_DEVICE = 'IMPORT';

function Stat({ label, value, color }: { label: string; value: string | number; color?: string }) {
  return (
    <Card withBorder padding="xs">
      <Text size="xs" c={MUTED_TEXT_COLOR}>
        {label}
      </Text>
      <Text fw={700} size="lg" c={color}>
        {typeof value === 'number' ? value.toLocaleString('en-US') : value}
      </Text>
    </Card>
  );
}

/** Manpower > Time Importation: a device export (.dat, CSV, Excel) checked, then stored as a job with progress. */
export function TimeImportationPage() {
  const queryClient = useQueryClient();
  const [deviceSerial, setDeviceSerial] = useState<string>(NO_DEVICE);
  const [preview, setPreview] = useState<PunchImportPreview | null>(null);
  const [progress, setProgress] = useState<PunchImportProgress | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [isCommitted, setIsCommitted] = useState(false);

  const importId = preview?.importId ?? null;
  useEffect(() => {
    if (!importId) return;
    return socketManager.on(PUSH.importProgress, (payload) => {
      const next = parsePunchProgress(payload);
      if (!next || next.importId !== importId) return;
      setProgress(next);
      if (next.done) void queryClient.invalidateQueries({ queryKey: ['table', TIMEKEEPING_URLS.rawLog] });
    });
  }, [importId, queryClient]);

  const choose = async (file: File | null) => {
    if (!file) return;
    setIsBusy(true);
    setProgress(null);
    setIsCommitted(false);
    try {
      setPreview(await previewPunchImport(file, deviceSerial === NO_DEVICE ? '' : deviceSerial));
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
      await commitPunchImport(preview.importId);
      setIsCommitted(true);
    } catch (error) {
      showErrorDialog(error);
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <>
      <PageHeader title="Time Importation" description="Import punches exported from a terminal: the attendance file (.dat), CSV or Excel. Punches already stored are skipped." />
      <Card withBorder padding="md" mb="md">
        <Stack gap="sm">
          <SelectField
            label="The device the file came from"
            apiUrl={TIMEKEEPING_URLS.deviceList}
            nullOptionLabel="No device (imported file)"
            isAutoSelect={false}
            value={deviceSerial === NO_DEVICE ? 0 : deviceSerial}
            onChange={(value) => setDeviceSerial(value ? String(value) : NO_DEVICE)}
            maw={420}
          />
          <Group gap="sm" wrap="wrap">
            <FileButton onChange={(file) => void choose(file)} accept={ACCEPT}>
              {(props) => (
                <Button {...props} leftSection={<IconUpload size={16} aria-hidden />} loading={isBusy && !preview}>
                  Choose file
                </Button>
              )}
            </FileButton>
            <Text size="sm" c={MUTED_TEXT_COLOR}>
              e.g. <code>1_attlog.dat</code>: one punch a line, <code>1001⇥2026-11-23 07:58:12⇥0⇥1⇥0⇥0</code>
            </Text>
          </Group>
        </Stack>
      </Card>

      {preview && (
        <Stack gap="md">
          <Title order={2} size="h4">
            {preview.fileName}
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
            <Stat label="Punches" value={preview.validCount} />
            <Stat label="Rows with problems" value={preview.errorCount} color={preview.errorCount ? 'red.9' : undefined} />
            <Stat label="Already stored (skipped)" value={preview.duplicateCount} />
            <Stat label="Unknown biometric IDs" value={preview.unknownBiometricIds.length} color={preview.unknownBiometricIds.length ? 'orange.9' : undefined} />
            <Stat label="Dates" value={preview.range ? `${formatDisplayDate(preview.range.from)} – ${formatDisplayDate(preview.range.to)}` : '-'} />
          </SimpleGrid>
          {preview.unknownBiometricIds.length > 0 && (
            <Alert color="orange" variant="light" title="No employee has these biometric IDs" styles={{ title: { color: 'var(--mantine-color-text)' } }}>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {preview.unknownBiometricIds.slice(0, 50).join(', ')}
                {preview.unknownBiometricIds.length > 50 ? ` and ${preview.unknownBiometricIds.length - 50} more` : ''}. Their punches are stored and matched once an employee gets the ID in HRIS.
              </Text>
            </Alert>
          )}
          {preview.problems.length > 0 && (
            <Card withBorder padding="xs">
              <Text fw={600} size="sm" mb={4}>
                Rows that will not be imported
              </Text>
              <Stack gap={2} mah={200} style={{ overflowY: 'auto' }} tabIndex={0} aria-label="Rows with problems">
                {preview.problems.slice(0, 200).map((problem) => (
                  <Text key={problem.row} size="sm">
                    Row {problem.row}: {problem.message}
                  </Text>
                ))}
              </Stack>
            </Card>
          )}
          {preview.rows.length > 0 && (
            <Table.ScrollContainer minWidth={360} maxHeight={320}>
              <Table striped fz="sm" aria-label="First punches of the file">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Row</Table.Th>
                    <Table.Th>Biometric ID</Table.Th>
                    <Table.Th>Punched at</Table.Th>
                    <Table.Th>Status</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {preview.rows.map((row) => (
                    <Table.Tr key={row.row}>
                      <Table.Td>{row.row}</Table.Td>
                      <Table.Td>
                        {row.biometricId}{' '}
                        {!row.known && (
                          <StageBadge size="xs" color="orange" label="Unknown" />
                        )}
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDisplayDateTime(row.punchedAt)}</Table.Td>
                      <Table.Td>{row.status}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {!isCommitted ? (
            <Group>
              <Button leftSection={<IconFileImport size={16} aria-hidden />} onClick={() => void commit()} loading={isBusy} disabled={preview.validCount === 0}>
                Import {preview.validCount.toLocaleString('en-US')} punches
              </Button>
            </Group>
          ) : (
            <Stack gap={4}>
              <Progress value={progress?.percent ?? 0} size="lg" aria-label="Import progress" animated={!progress?.done} />
              <Text size="sm" role="status" data-testid="punch-import-status">
                {progress?.done
                  ? `Done: ${progress.created.toLocaleString('en-US')} punches stored, ${progress.duplicates.toLocaleString('en-US')} duplicates skipped.`
                  : `Importing… ${(progress?.processed ?? 0).toLocaleString('en-US')} of ${preview.validCount.toLocaleString('en-US')}`}
              </Text>
            </Stack>
          )}
        </Stack>
      )}
    </>
  );
}
