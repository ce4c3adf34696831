import { Alert, Button, Card, Group, Loader, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { formatDisplayDateTime } from '@haligi/shared';
import { useState } from 'react';
import { MUTED_TEXT_COLOR } from '../../../../components/page-header';
import { useAddLeadNote } from '../../api/add-lead-note';
import { useLeadNotes } from '../../api/get-lead-notes';

/**
 * The lead's notes, newest first, each with its author and when (Manila time), and a box to add
 * one. Saving adds a note; earlier notes are kept. The notice shows once the server saved it (DECISIONS).
 */
export function LeadNotes({ leadId }: { leadId: number }) {
  const [value, setValue] = useState('');
  const notes = useLeadNotes(leadId);
  const add = useAddLeadNote(leadId);
  const save = () => add.mutate(value.trim(), { onSuccess: () => setValue('') });

  return (
    <Card padding="lg">
      <Title order={2} size="h4" mb="sm">
        Notes
      </Title>
      <Textarea
        label="New note"
        labelProps={{ style: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } }}
        autosize
        minRows={3}
        maxRows={10}
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        placeholder="Add a note about this lead"
      />
      <Group justify="flex-end" mt="sm">
        <Button onClick={save} loading={add.isPending} disabled={!value.trim()}>
          Save Notes
        </Button>
      </Group>
      {notes.isLoading && <Loader size="sm" mt="md" role="status" aria-label="Loading notes" />}
      {notes.isError && <Alert color="red" mt="md">The notes could not be loaded.</Alert>}
      {notes.data?.length === 0 && (
        <Text c={MUTED_TEXT_COLOR} mt="md">
          No notes yet.
        </Text>
      )}
      {Boolean(notes.data?.length) && (
          <Stack gap="xs" mt="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Notes" data-testid="lead-notes">
          {notes.data?.map((note) => (
            <Paper key={note.id} component="li" withBorder p="sm" radius="sm">
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {note.text}
              </Text>
              <Text size="xs" c={MUTED_TEXT_COLOR} mt={4}>
                {note.account?.name ?? 'Unknown author'} · {formatDisplayDateTime(note.createdAt)}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
    </Card>
  );
}
