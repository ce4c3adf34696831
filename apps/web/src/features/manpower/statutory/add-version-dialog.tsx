import { Button, SimpleGrid, Stack, Tabs, Text, Textarea, TextInput } from '@mantine/core';
import { IconTablePlus } from '@tabler/icons-react';
import type { StatutoryAgency, StatutoryAgencyPath } from '@haligi/shared';
import { useEffect, useState } from 'react';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';
import { useAddVersion, type Version } from './statutory-api';
import { fromForm, LIST_FIELDS, toForm, VALUE_FIELDS, type ParameterForm } from './utils/version-form';

const PERIOD_LABELS: Record<string, string> = { bands: 'Bands', daily: 'Daily', weekly: 'Weekly', 'semi-monthly': 'Semi-monthly', monthly: 'Monthly', annual: 'Annual' };

interface AddVersionDialogProps {
  opened: boolean;
  onClose: () => void;
  agency: StatutoryAgency;
  path: StatutoryAgencyPath;
  /** The version copied into the form (the one in force). */
  base: Version | null;
}

/** Add version: a copy of the current one, edited, from a new effective date. */
export function AddVersionDialog({ opened, onClose, agency, path, base }: AddVersionDialogProps) {
  const [meta, setMeta] = useState({ effectiveFrom: '', title: '', source: '', sourceUrl: '' });
  const [form, setForm] = useState<ParameterForm>({ values: {}, lists: {} });
  const [error, setError] = useState<string | null>(null);
  const add = useAddVersion(path);
  const setField = (key: keyof typeof meta, value: string) => setMeta((m) => ({ ...m, [key]: value }));
  useEffect(() => {
    if (opened && base) {
      setMeta({ effectiveFrom: '', title: base.title, source: base.source, sourceUrl: base.sourceUrl });
      setForm(toForm(agency, base.parameters as never));
      setError(null);
    }
  }, [opened, base, agency]);
  const submit = () => {
    if (!meta.effectiveFrom) return setError('Effective date is required');
    setError(null);
    add.mutate({ ...meta, title: meta.title.trim(), source: meta.source.trim(), sourceUrl: meta.sourceUrl.trim(), parameters: fromForm(agency, form) }, { onSuccess: onClose });
  };
  const lists = LIST_FIELDS[agency];
  const listEditor = (key: string, hint: string) => (
    <Textarea
      label={`${PERIOD_LABELS[key] ?? key} rows`}
      description={hint}
      autosize
      minRows={6}
      maxRows={14}
      styles={{ input: { fontFamily: 'monospace' } }}
      value={form.lists[key] ?? ''}
      onChange={(e) => {
        const value = e.currentTarget.value;
        setForm((f) => ({ ...f, lists: { ...f.lists, [key]: value } }));
      }}
    />
  );
  return (
    <DialogShell
      opened={opened}
      onClose={onClose}
      title="Add version"
      icon={<IconTablePlus size={20} aria-hidden />}
      size="lg"
      submitActions={
        <>
          <DialogCancelButton>Close</DialogCancelButton>
          <Button onClick={submit} loading={add.isPending}>
            Save version
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          A copy of the version in force. Change what the new circular changes and give the date it takes effect; payroll uses it from that date on.
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label="Effective from" type="date" required data-autofocus value={meta.effectiveFrom} error={error} onChange={(e) => setField('effectiveFrom', e.currentTarget.value)} />
          <TextInput label="Title" required maxLength={200} value={meta.title} onChange={(e) => setField('title', e.currentTarget.value)} />
          <TextInput label="Source document" required maxLength={300} value={meta.source} onChange={(e) => setField('source', e.currentTarget.value)} />
          <TextInput label="Source address" maxLength={500} value={meta.sourceUrl} onChange={(e) => setField('sourceUrl', e.currentTarget.value)} placeholder="https://" />
          {VALUE_FIELDS[agency].map(({ key, label }) => (
            <TextInput
              key={key}
              label={label}
              inputMode="decimal"
              value={form.values[key] ?? ''}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setForm((f) => ({ ...f, values: { ...f.values, [key]: value } }));
              }}
            />
          ))}
        </SimpleGrid>
        {lists.length === 1 && listEditor(lists[0].key, lists[0].hint)}
        {lists.length > 1 && (
          <Tabs defaultValue="monthly">
            <Tabs.List>
              {lists.map(({ key }) => (
                <Tabs.Tab key={key} value={key}>
                  {PERIOD_LABELS[key]}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {lists.map(({ key, hint }) => (
              <Tabs.Panel key={key} value={key} pt="xs">
                {listEditor(key, hint)}
              </Tabs.Panel>
            ))}
          </Tabs>
        )}
      </Stack>
    </DialogShell>
  );
}
