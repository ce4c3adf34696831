import { Anchor, Button, Card, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconPlus } from '@tabler/icons-react';
import { formatDisplayDate, formatDisplayDateTime, type StatutoryAgency, type StatutoryAgencyPath } from '@haligi/shared';
import { useState } from 'react';
import { StatusBadge } from '../../../components/data-table';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { AddVersionDialog } from './add-version-dialog';
import { useStatutoryVersions, type Version } from './statutory-api';
import { StatutoryCalculator } from './statutory-calculator';
import { VersionRows } from './version-rows';

export interface StatutoryPageProps {
  agency: StatutoryAgency;
  path: StatutoryAgencyPath;
  title: string;
  description: string;
}

const stateOf = (version: Version, inForce: Version | undefined) =>
  version.isInForce ? { label: 'In force', tone: 'green' as const } : inForce && version.effectiveFrom > inForce.effectiveFrom ? { label: 'Upcoming', tone: 'blue' as const } : { label: 'Superseded', tone: 'gray' as const };

/** A statutory table screen: the version in force and the others, its source, Add version, and a calculator. */
export function StatutoryPage({ agency, path, title, description }: StatutoryPageProps) {
  const versions = useStatutoryVersions(path);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const list = versions.data ?? [];
  const inForce = list.find((v) => v.isInForce);
  const shown = list.find((v) => String(v.id) === chosenId) ?? inForce ?? list[0];
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)} disabled={!inForce && !list.length}>
            Add version
          </Button>
        }
      />
      <Stack gap="md">
        {versions.isError && <LoadError what={`${title} versions`} error={versions.error} onRetry={() => void versions.refetch()} isRetrying={versions.isFetching} />}
        {versions.isPending && <Loader size="sm" aria-label="Loading versions" />}
        {versions.isSuccess && !shown && <Text c="dimmed">No version of this table yet. Add the one in force from its circular.</Text>}
        {shown && (
          <Card withBorder padding="md" component="section" aria-labelledby="statutory-version-title">
            <Group justify="space-between" align="flex-start" gap="sm" mb="sm" wrap="wrap">
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Group gap="xs" wrap="wrap">
                  <Title order={2} size="h4" id="statutory-version-title">
                    {shown.title}
                  </Title>
                  <StatusBadge value={stateOf(shown, inForce).label} tone={stateOf(shown, inForce).tone} />
                </Group>
                <Text size="sm">
                  Effective from <strong>{formatDisplayDate(shown.effectiveFrom)}</strong>
                </Text>
                <Text size="sm">
                  Source:{' '}
                  {shown.sourceUrl ? (
                    <Anchor href={shown.sourceUrl} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
                      {shown.source} <IconExternalLink size={14} aria-hidden style={{ verticalAlign: 'middle' }} />
                    </Anchor>
                  ) : (
                    shown.source
                  )}
                </Text>
                <Text size="xs" c="dimmed">
                  {shown.createdBy ? `Added by ${shown.createdBy.name} on ${formatDisplayDateTime(shown.createdAt)}` : 'Seeded with the company'}
                </Text>
              </Stack>
              {list.length > 1 && (
                <Select
                  label="Version"
                  w={{ base: '100%', xs: 260 }}
                  data={list.map((v) => ({ value: String(v.id), label: `${formatDisplayDate(v.effectiveFrom)} · ${stateOf(v, inForce).label}` }))}
                  value={String(shown.id)}
                  onChange={setChosenId}
                  allowDeselect={false}
                />
              )}
            </Group>
            <VersionRows agency={agency} parameters={shown.parameters as never} />
          </Card>
        )}
        <StatutoryCalculator agency={agency} />
      </Stack>
      <AddVersionDialog opened={adding} onClose={() => setAdding(false)} agency={agency} path={path} base={inForce ?? list[0] ?? null} />
    </>
  );
}
