import { ActionIcon, Button, Grid, Group, Paper, Stack, TagsInput, Text, TextInput, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { Tier } from '@haligi/shared';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';

export const MAX_TIERS = 5;

export interface TiersEditorProps {
  tiers: Tier[];
  onChange: (tiers: Tier[]) => void;
  error?: string;
}

/** Tiers of a variation item: a name (Size, Grade) and its attributes as chips; add and remove tiers. */
export function TiersEditor({ tiers, onChange, error }: TiersEditorProps) {
  const update = (index: number, tier: Partial<Tier>) => onChange(tiers.map((t, i) => (i === index ? { ...t, ...tier } : t)));
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Text fw={600} size="sm" component="h3">
          Tiers
        </Text>
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconPlus size={14} aria-hidden />}
          disabled={tiers.length >= MAX_TIERS}
          onClick={() => onChange([...tiers, { key: '', attributes: [] }])}
        >
          Add tier
        </Button>
      </Group>
      {tiers.length === 0 && (
        <Text size="sm" c={MUTED_TEXT_COLOR}>
          No tiers yet. Add one, e.g. Size with 10mm and 12mm.
        </Text>
      )}
      {tiers.map((tier, index) => (
        <Paper key={index} withBorder p="xs" radius="sm">
          <Group align="flex-start" gap="xs" wrap="nowrap">
            <Grid gap="xs" style={{ flex: 1, minWidth: 0 }}>
              <Grid.Col span={{ base: 12, xs: 4 }}>
                <TextInput
                  label={`Tier ${index + 1} name`}
                  placeholder="e.g. Size"
                  maxLength={60}
                  value={tier.key}
                  onChange={(event) => update(index, { key: event.currentTarget.value })}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, xs: 8 }}>
                <TagsInput
                  label={`Tier ${index + 1} attributes`}
                  placeholder={tier.attributes.length ? undefined : 'Type an attribute, then comma or Enter'}
                  splitChars={[',']}
                  acceptValueOnBlur
                  maxTags={50}
                  maxLength={60}
                  value={tier.attributes}
                  onChange={(attributes) => update(index, { attributes: attributes.map((a) => a.trim()).filter(Boolean) })}
                />
              </Grid.Col>
            </Grid>
            <Tooltip label="Remove tier">
              <ActionIcon
                variant="subtle"
                color="red.9"
                mt={26}
                aria-label={`Remove tier ${index + 1}${tier.key ? ` (${tier.key})` : ''}`}
                onClick={() => onChange(tiers.filter((_, i) => i !== index))}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Paper>
      ))}
      {error && (
        <Text size="sm" c="red.9" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
