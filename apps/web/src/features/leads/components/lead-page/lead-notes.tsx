import { Button, Card, Group, Textarea, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useSaveLeadNotes } from '../../api/save-lead-notes';

/** Notes with Save Notes: kept on the server; the notice shows once it saved (DECISIONS). */
export function LeadNotes({ leadId, notes }: { leadId: number; notes: string | null }) {
  const [value, setValue] = useState(notes ?? '');
  const save = useSaveLeadNotes(leadId);
  useEffect(() => setValue(notes ?? ''), [notes]);

  return (
    <Card padding="lg">
      <Title order={2} size="h4" mb="sm">
        Notes
      </Title>
      <Textarea
        label="Notes"
        labelProps={{ style: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } }}
        autosize
        minRows={4}
        maxRows={12}
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        placeholder="Add notes about this lead"
      />
      <Group justify="flex-end" mt="sm">
        <Button onClick={() => save.mutate(value)} loading={save.isPending} disabled={value === (notes ?? '')}>
          Save Notes
        </Button>
      </Group>
    </Card>
  );
}
