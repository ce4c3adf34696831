import { Badge, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { BOQ_VERSION_MESSAGES, formatCurrency, type BoqVersion, formatDisplayDate } from '@haligi/shared';
import { IconEye, IconGitCompare, IconHistory, IconPlus, IconSend, IconSwitchHorizontal } from '@tabler/icons-react';
import { confirmAction } from '../../../lib/confirm';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';
import { useServerAction } from '../../../lib/use-server-action';
import { boqVersionKeys, createBoqVersion, fetchBoqDiff, fetchBoqSnapshot, fetchBoqVersions, markSubmittedToClient } from '../api/boq-versions-api';
import type { BoqGridRow, CheckedBoqItem } from './boq-dialog-types';
import { BoqExportTable } from './boq-export-table';
import { BoqVersionDiffView } from './boq-version-diff';
import { LoadError } from '../../../components/load-error';

export interface VersionControlDialogProps {
  opened: boolean;
  onClose: () => void;
  projectId: number; boqId: number; /** After a switch or a new version: the BOQ to show now. */ onSwitched?: (boqId: number) => void;
}

const revisionLabel = (revision: number) => `Rev. ${revision}`;

/** The "Name of version" form: Version Title, Cancel / Submit Version. The typed title survives a failed call. */
function VersionNameForm({ opened, onClose, onSubmit, isPending }: { opened: boolean; onClose: () => void; onSubmit: (title: string) => void; isPending: boolean }) {
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (!title.trim()) return setError('Version Title is required');
    onSubmit(title.trim());
  };
  return (
    <DialogShell
      opened={opened}
      onClose={onClose}
      title="Name of version"
      size="sm"
      isPersistent
      submitActions={
        <>
          <DialogCancelButton />
          <Button onClick={submit} loading={isPending}>
            Submit Version
          </Button>
        </>
      }
    >
      <TextInput
        label="Version Title"
        required
        data-autofocus
        value={title}
        maxLength={200}
        error={error}
        onChange={(e) => {
          setTitle(e.currentTarget.value);
          setError(null);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') submit();
        }}
      />
    </DialogShell>
  );
}

/** "Are you sure you want to switch version?" Cancel / Yes. */
function SwitchPrompt({ version, onClose, onConfirm, isPending }: { version: BoqVersion | null; onClose: () => void; onConfirm: () => void; isPending: boolean }) {
  return (
    <DialogShell
      opened={version !== null}
      onClose={onClose}
      title="Switch Version"
      size="sm"
      isPersistent
      submitActions={
        <>
          <DialogCancelButton />
          <Button onClick={onConfirm} loading={isPending}>
            Yes
          </Button>
        </>
      }
    >
      <Text>{BOQ_VERSION_MESSAGES.switchPrompt}</Text>
      {version && (
        <Text size="sm" c="dimmed" mt="xs">
          A new version is created from {revisionLabel(version.revision)} ({version.name}) and becomes the current bill of quantities.
        </Text>
      )}
    </DialogShell>
  );
}

/** A version's rows with their totals, read-only (DECISIONS: version preview opens read-only). */
function PreviewDialog({ version, onClose }: { version: BoqVersion | null; onClose: () => void }) {
  const snapshot = useQuery({
    queryKey: boqVersionKeys.snapshot(version?.id ?? 0),
    queryFn: ({ signal }) => fetchBoqSnapshot(version!.id, signal),
    enabled: version !== null,
  });
  return (
    <DialogShell
      opened={version !== null}
      onClose={onClose}
      title={version ? `Preview Version: ${revisionLabel(version.revision)} ${version.name}` : 'Preview Version'}
      icon={<IconEye size={20} aria-hidden />}
      size="xl"
      maxWidth="95vw"
      submitActions={
        <DialogCancelButton>Close</DialogCancelButton>
      }
    >
      <Stack gap="xs">
        <Group gap="xs">
          <Badge color="gray">Read-only</Badge>
          {snapshot.data && (
            <Text size="sm">
              Total: <b>{formatCurrency(snapshot.data.boqTotal)}</b> · With profit: <b>{formatCurrency(snapshot.data.boqTotalWithProfit)}</b>
            </Text>
          )}
        </Group>
        {snapshot.isError ? (
          <LoadError what="version" error={snapshot.error} onRetry={() => void snapshot.refetch()} isRetrying={snapshot.isFetching} />
        ) : (
          <BoqExportTable snapshot={snapshot.data} isLoading={snapshot.isLoading} testId="boq-version-preview" />
        )}
      </Stack>
    </DialogShell>
  );
}

function CompareDialog({ version, currentBoqId, onClose }: { version: BoqVersion | null; currentBoqId: number; onClose: () => void }) {
  const diff = useQuery({
    queryKey: boqVersionKeys.diff(version?.id ?? 0, currentBoqId),
    queryFn: ({ signal }) => fetchBoqDiff(version!.id, currentBoqId, signal),
    enabled: version !== null,
    staleTime: 0,
  });
  return (
    <DialogShell
      opened={version !== null}
      onClose={onClose}
      title={version ? `Compare ${revisionLabel(version.revision)} with the current version` : 'Compare'}
      icon={<IconGitCompare size={20} aria-hidden />}
      size="xl"
      submitActions={
        <DialogCancelButton>Close</DialogCancelButton>
      }
    >
      {diff.isError ? (
        <LoadError what="comparison" error={diff.error} onRetry={() => void diff.refetch()} isRetrying={diff.isFetching} />
      ) : (
        <BoqVersionDiffView diff={diff.data} isLoading={diff.isLoading} />
      )}
    </DialogShell>
  );
}

/**
 * Version Control dialog: Create New Version (the "Name of version" form), the project's versions
 * (Version, Version Name, Source Version, Date Created, Time), and per version Switch to this
 * version, Preview Version and Compare (with the current BOQ).
 */
export function VersionControlDialog({ opened, onClose, projectId, boqId, onSwitched }: VersionControlDialogProps) {
  const queryClient = useQueryClient();
  const [isNaming, setIsNaming] = useState(false);
  const [switching, setSwitching] = useState<BoqVersion | null>(null);
  const [previewing, setPreviewing] = useState<BoqVersion | null>(null);
  const [comparing, setComparing] = useState<BoqVersion | null>(null);
  const versions = useQuery({
    queryKey: boqVersionKeys.list(projectId),
    queryFn: ({ signal }) => fetchBoqVersions(projectId, signal),
    enabled: opened && projectId > 0,
    staleTime: 0,
  });
  const create = useServerAction(createBoqVersion, { invalidates: [boqVersionKeys.list(projectId), ['project']] });
  const created = (id: number) => {
    void queryClient.invalidateQueries({ queryKey: ['boq-version-diff'] });
    onSwitched?.(id);
  };
  const submitVersion = (versionTitle: string) =>
    create.mutate(
      { projectId, versionTitle },
      {
        onSuccess: (answer) => {
          setIsNaming(false);
          if (answer.data) created(answer.data.id);
        },
      },
    );
  const confirmSwitch = () => {
    if (!switching) return;
    const versionTitle = `Switched to ${revisionLabel(switching.revision)}: ${switching.name}`.slice(0, 200);
    create.mutate(
      { projectId, versionTitle, sourceBoqId: switching.id },
      {
        onSuccess: (answer) => {
          setSwitching(null);
          if (answer.data) created(answer.data.id);
        },
      },
    );
  };
  const submitToClient = useServerAction(markSubmittedToClient, { invalidates: [boqVersionKeys.list(projectId)] });
  const askSubmitToClient = async (version: BoqVersion) => {
    const isSure = await confirmAction({ title: 'Submitted to client', message: BOQ_VERSION_MESSAGES.submitToClientPrompt, confirmLabel: 'Mark as submitted' });
    if (isSure) submitToClient.mutate(version.id);
  };
  const list = versions.data ?? [];

  return (
    <>
      <DialogShell
        opened={opened}
        onClose={onClose}
        title="Version Control"
        icon={<IconHistory size={20} aria-hidden />}
        size="xl"
        submitActions={
          <DialogCancelButton>Close</DialogCancelButton>
        }
      >
        <Stack gap="sm">
          <Group justify="flex-end">
            <Button leftSection={<IconPlus size={16} />} onClick={() => setIsNaming(true)}>
              Create New Version
            </Button>
          </Group>
          <Table.ScrollContainer minWidth={820}>
            <Table withTableBorder highlightOnHover fz="sm" data-testid="boq-version-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Version</Table.Th>
                  <Table.Th>Version Name</Table.Th>
                  <Table.Th>Source Version</Table.Th>
                  <Table.Th>Date Created</Table.Th>
                  <Table.Th>Time</Table.Th>
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {versions.isLoading && (
                  <Table.Tr>
                    <Table.Td colSpan={6}>Loading…</Table.Td>
                  </Table.Tr>
                )}
                {!versions.isLoading && list.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={6}>
                      {versions.isError ? (
                        <LoadError what="versions" error={versions.error} onRetry={() => void versions.refetch()} isRetrying={versions.isFetching} />
                      ) : (
                        'No versions yet. Create New Version keeps this BOQ as it stands.'
                      )}
                    </Table.Td>
                  </Table.Tr>
                )}
                {list.map((version) => (
                  <Table.Tr key={version.id} data-revision={version.revision}>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        {revisionLabel(version.revision)}
                        {version.isCurrent ? (
                          <Badge size="xs" color="blue">
                            Current
                          </Badge>
                        ) : (
                          <Badge size="xs" color="dark">
                            Read-only
                          </Badge>
                        )}
                        {version.submittedToClient && (
                          <Badge size="xs" color="violet" title={`Submitted to the client${version.submittedToClient.by ? ` by ${version.submittedToClient.by.name}` : ''}`}>
                            Submitted to client
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>{version.subject}</Table.Td>
                    <Table.Td>{version.sourceBillOfQuantity ? revisionLabel(version.sourceBillOfQuantity.revision) : '—'}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDisplayDate(version.date)}</Table.Td>
                    <Table.Td>{version.time}</Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        {version.sourceBillOfQuantity && (
                          <>
                            <Button size="compact-xs" variant="light" leftSection={<IconSwitchHorizontal size={14} />} onClick={() => setSwitching(version)}>
                              Switch to this version
                            </Button>
                            <Button size="compact-xs" variant="light" color="gray" leftSection={<IconEye size={14} />} onClick={() => setPreviewing(version)}>
                              Preview Version
                            </Button>
                          </>
                        )}
                        {version.id !== boqId && (
                          <Button size="compact-xs" variant="subtle" leftSection={<IconGitCompare size={14} />} onClick={() => setComparing(version)}>
                            Compare
                          </Button>
                        )}
                        {!version.submittedToClient && (
                          <Button
                            size="compact-xs"
                            variant="subtle"
                            color="violet"
                            leftSection={<IconSend size={14} />}
                            loading={submitToClient.isPending && submitToClient.variables === version.id}
                            onClick={() => void askSubmitToClient(version)}
                          >
                            Mark submitted to client
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      </DialogShell>
      {isNaming && <VersionNameForm opened onClose={() => setIsNaming(false)} onSubmit={submitVersion} isPending={create.isPending} />}
      <SwitchPrompt version={switching} onClose={() => setSwitching(null)} onConfirm={confirmSwitch} isPending={create.isPending} />
      <PreviewDialog version={previewing} onClose={() => setPreviewing(null)} />
      <CompareDialog version={comparing} currentBoqId={boqId} onClose={() => setComparing(null)} />
    </>
  );
}

export type { BoqGridRow, CheckedBoqItem };
