import { renderSystemMail, type MailTemplateAnswer } from '@haligi/shared';
import { Badge, Box, Button, Card, Grid, Group, NavLink, Paper, Select, Stack, Text, Textarea, TextInput, Title, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowBackUp, IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { LoadError } from '../../components/load-error';
import { MUTED_TEXT_COLOR } from '../../components/page-header';
import { confirmAction } from '../../lib/confirm';
import { useCompanyProfile, useMailTemplates, useResetMailTemplate, useSaveMailTemplate } from './api/company';

/**
 * The system mails' templates (decision 0064): pick one, edit its subject and body with its
 * placeholders, and see the mail as it will be sent, rendered by the same shared `renderSystemMail`
 * the server sends with, in the company's name and brand colour.
 */
export function MailTemplates() {
  const templates = useMailTemplates();
  const [selected, setSelected] = useState<string | null>(null);
  const isPhone = useMediaQuery('(max-width: 48em)');
  const list = templates.data ?? [];
  const current = list.find((t) => t.key === selected) ?? list[0];

  if (templates.isError) return <LoadError what="mail templates" error={templates.error} onRetry={() => void templates.refetch()} />;
  if (!current) return <Text c={MUTED_TEXT_COLOR}>Loading the templates…</Text>;

  const picker = isPhone ? (
    <Select label="Mail" data={list.map((t) => ({ value: t.key, label: t.label }))} value={current.key} onChange={(value) => value && setSelected(value)} allowDeselect={false} />
  ) : (
    <Card padding={4} component="nav" aria-label="System mails">
      {list.map((t) => (
        <NavLink
          key={t.key}
          component="button"
          type="button"
          label={t.label}
          active={t.key === current.key}
          onClick={() => setSelected(t.key)}
          rightSection={t.isCustom ? <Badge size="xs" variant="filled" color="gray.8">Edited</Badge> : null}
        />
      ))}
    </Card>
  );
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 3 }}>{picker}</Grid.Col>
      <Grid.Col span={{ base: 12, md: 9 }}>
        <TemplateEditor key={`${current.key}:${current.updatedAt ?? 'default'}`} template={current} />
      </Grid.Col>
    </Grid>
  );
}

function TemplateEditor({ template }: { template: MailTemplateAnswer }) {
  const [subject, setSubject] = useState(template.subject);
  const [body, setBody] = useState(template.body);
  useEffect(() => {
    setSubject(template.subject);
    setBody(template.body);
  }, [template]);
  const save = useSaveMailTemplate();
  const reset = useResetMailTemplate();
  const profile = useCompanyProfile();
  const brand = { companyName: profile.data?.name ?? '', brandColor: profile.data?.brandColor ?? null };
  const preview = useMemo(() => renderSystemMail({ subject, body }, template.sample, brand), [subject, body, template.sample, brand.companyName, brand.brandColor]);
  const isDirty = subject !== template.subject || body !== template.body;

  const askReset = async () => {
    if (await confirmAction({ title: 'Reset to default', message: `Put back Haligi's own subject and text of "${template.label}"? Your changes to it are lost.`, confirmLabel: 'Reset', isDanger: true })) reset.mutate(template.key);
  };

  return (
    <Stack gap="md">
      <Card padding="md" component="section" aria-labelledby="template-heading">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Box miw={0}>
            <Title order={2} size="h4" id="template-heading">
              {template.label}
            </Title>
            <Text size="sm" c={MUTED_TEXT_COLOR}>
              {template.description}
            </Text>
          </Box>
          {template.isCustom && <Badge variant="filled" color="gray.8">Edited</Badge>}
        </Group>
        <Stack gap="sm" mt="sm">
          <TextInput label="Subject" value={subject} onChange={(e) => setSubject(e.currentTarget.value)} required />
          <Textarea label="Text" value={body} onChange={(e) => setBody(e.currentTarget.value)} autosize minRows={6} maxRows={16} required />
          <Box>
            <Text size="sm" fw={600}>
              Placeholders
            </Text>
            <Group gap={6} mt={4}>
              {Object.entries(template.placeholders).map(([name, meaning]) => (
                <Tooltip key={name} label={meaning} withArrow>
                  <Badge variant="outline" color="gray.8" tt="none" style={{ cursor: 'help' }} aria-label={`{{${name}}}: ${meaning}`}>
                    {`{{${name}}}`}
                  </Badge>
                </Tooltip>
              ))}
            </Group>
          </Box>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" leftSection={<IconArrowBackUp size={16} aria-hidden />} onClick={() => void askReset()} disabled={!template.isCustom} loading={reset.isPending}>
              Reset to default
            </Button>
            <Button leftSection={<IconDeviceFloppy size={16} aria-hidden />} onClick={() => save.mutate({ key: template.key, subject, body })} disabled={!isDirty} loading={save.isPending}>
              Save template
            </Button>
          </Group>
        </Stack>
      </Card>
      <Card padding="md" component="section" aria-labelledby="preview-heading">
        <Title order={2} size="h4" id="preview-heading">
          Preview
        </Title>
        <Text size="sm" c={MUTED_TEXT_COLOR}>
          With example values, as the mail will be sent.
        </Text>
        <Text size="sm" mt="sm" data-testid="preview-subject" style={{ overflowWrap: 'anywhere' }}>
          <b>Subject:</b> {preview.subject}
        </Text>
        <Paper withBorder mt="xs">
          <iframe title="Preview of the mail" data-testid="preview-html" sandbox="" srcDoc={preview.html} style={{ width: '100%', height: 320, border: 0, display: 'block' }} />
        </Paper>
        <Text size="sm" fw={600} mt="sm">
          Text version
        </Text>
        <Text size="xs" c={MUTED_TEXT_COLOR} component="pre" m={0} data-testid="preview-text" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit', lineHeight: 1.5 }}>
          {preview.text}
        </Text>
      </Card>
    </Stack>
  );
}
