import { ActionIcon, Anchor, Box, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconPaperclip, IconTrash } from '@tabler/icons-react';
import { type DocumentKind, formatDisplayDate } from '@haligi/shared';
import { useState } from 'react';
import { confirmAction } from '../../lib/confirm';
import { MUTED_TEXT_COLOR } from '../page-header';
import { AttachDocumentDialog } from './attach-document-dialog';
import { DocumentKindBadge } from './document-kind-badge';
import { useRecordDocuments, useRemoveDocument, type RecordDocument } from './documents-api';
import { LoadError } from '../load-error';

export interface DocumentsCardProps {
  /** `/lead/{id}` or `/project/{id}`. */
  recordUrl: string;
  /** The kind the attach dialog proposes. */
  defaultKind: DocumentKind;
}

/** The documents attached to a lead or project: open, remove, attach. */
export function DocumentsCard({ recordUrl, defaultKind }: DocumentsCardProps) {
  const documents = useRecordDocuments(recordUrl);
  const remove = useRemoveDocument(recordUrl);
  const [isAttaching, setIsAttaching] = useState(false);

  const askRemove = async (document: RecordDocument) => {
    const isConfirmed = await confirmAction({
      title: 'Remove Document',
      message: `Remove ${document.title}? It is no longer listed here; the removal shows in the activity timeline.`,
      confirmLabel: 'Remove',
      isDanger: true,
    });
    if (isConfirmed) remove.mutate(document.id);
  };

  const list = documents.data ?? [];
  return (
    <Card padding="lg" data-testid="documents-card">
      <Group justify="space-between" gap="xs" mb="sm">
        <Title order={2} size="h4">
          Documents
        </Title>
        <Button variant="light" size="xs" leftSection={<IconPaperclip size={14} aria-hidden />} onClick={() => setIsAttaching(true)}>
          Attach document
        </Button>
      </Group>
      {documents.isLoading && <Loader size="sm" role="status" aria-label="Loading documents" />}
      {documents.isError && <LoadError what="documents" error={documents.error} onRetry={() => void documents.refetch()} isRetrying={documents.isFetching} />}
      {documents.isSuccess && list.length === 0 && (
        <Text size="sm" c={MUTED_TEXT_COLOR}>
          No documents attached yet.
        </Text>
      )}
      {list.length > 0 && (
        <Stack gap={0} component="ul" aria-label="Attached documents" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {list.map((document, index) => (
            <Group
              key={document.id}
              component="li"
              gap="sm"
              wrap="nowrap"
              align="flex-start"
              py="xs"
              style={index ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
            >
              <Box style={{ flex: 1, minWidth: 0 }}>
                <Anchor href={document.file.url} target="_blank" rel="noreferrer" size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {document.title}
                </Anchor>
                <Group gap={6} mt={2} wrap="wrap" align="center">
                  <DocumentKindBadge kind={document.kind} />
                  <Text size="xs" c={MUTED_TEXT_COLOR} style={{ overflowWrap: 'anywhere', flex: 1, minWidth: 0 }}>
                    {document.title !== document.file.originalName ? `${document.file.originalName} · ` : ''}
                    {document.uploadedBy?.name ?? 'Unknown'} · <span style={{ whiteSpace: 'nowrap' }}>{formatDisplayDate(document.createdAt)}</span>
                  </Text>
                </Group>
              </Box>
              <ActionIcon
                variant="subtle"
                color="red.9"
                aria-label={`Remove ${document.title}`}
                onClick={() => askRemove(document)}
                loading={remove.isPending && remove.variables === document.id}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
      <AttachDocumentDialog recordUrl={recordUrl} opened={isAttaching} onClose={() => setIsAttaching(false)} defaultKind={defaultKind} />
    </Card>
  );
}
