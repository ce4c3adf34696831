import { defaultRoleRequest, defaultUserLevelRequest } from '@haligi/shared';
import { ActionIcon, Button, Group, NumberInput, Stack, Switch, Text, Textarea, TextInput, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconShieldLock, IconStairs } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { DataTable } from '../../components/data-table';
import { DialogCancelButton, DialogShell } from '../../components/dialog-shell';
import { PageHeader } from '../../components/page-header';
import { confirmAction } from '../../lib/confirm';
import { ScopePicker } from '../settings/components/scope-picker';
import { DEFAULT_ROLE_URL, DEFAULT_USER_LEVEL_URL, useApplyTemplate, useSaveTemplate, type TemplateAnswer, type TemplateUrl } from './api/developer-companies';

interface DefaultRoleRow extends Record<string, unknown> {
  id: number;
  name: string;
  scopeList: string[];
  isFullAccess: boolean;
}

interface DefaultUserLevelRow extends Record<string, unknown> {
  id: number;
  name: string;
  level: number;
  description: string;
}

/** After a save: offer to apply the template to the companies whose copy was never changed (or that have none). */
function useOfferApply(url: TemplateUrl) {
  const apply = useApplyTemplate(url);
  return async (answer: TemplateAnswer<{ id: number; name: string }>) => {
    const n = answer.applicableCompanies;
    if (!answer.data || n === 0) return;
    const isConfirmed = await confirmAction({
      title: 'Apply to companies',
      message: `${n} ${n === 1 ? 'company has' : 'companies have'} an unchanged copy of ${answer.data.name} or none yet. Apply this version to ${n === 1 ? 'it' : 'them'}? Companies that changed their copy keep theirs.`,
      confirmLabel: `Apply to ${n} ${n === 1 ? 'company' : 'companies'}`,
      cancelLabel: 'Not now',
    });
    if (isConfirmed) apply.mutate(answer.data.id);
  };
}

function ApplyButton({ url, id, name }: { url: TemplateUrl; id: number; name: string }) {
  const apply = useApplyTemplate(url);
  const ask = async () => {
    if (await confirmAction({ title: 'Apply to companies', message: `Apply ${name} to every company whose copy is unchanged since it was copied, or that has none? Companies that changed theirs keep them.`, confirmLabel: 'Apply' }))
      apply.mutate(id);
  };
  return (
    <Button size="compact-sm" variant="default" onClick={ask} loading={apply.isPending} aria-label={`Apply ${name} to companies`}>
      Apply
    </Button>
  );
}

function EditButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <Tooltip label="Edit">
      <ActionIcon variant="subtle" color="gray.8" aria-label={`Edit ${name}`} onClick={onClick}>
        <IconPencil size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

function DefaultRoleDialog({ opened, role, onClose }: { opened: boolean; role: DefaultRoleRow | null; onClose: () => void }) {
  const [name, setName] = useState('');
  const [isFullAccess, setFullAccess] = useState(false);
  const [scopeList, setScopeList] = useState<string[]>([]);
  const [error, setError] = useState<string | undefined>();
  const save = useSaveTemplate<{ name: string; scopeList: string[]; isFullAccess: boolean }>(DEFAULT_ROLE_URL);
  const offer = useOfferApply(DEFAULT_ROLE_URL);

  useEffect(() => {
    if (!opened) return;
    setName(role?.name ?? '');
    setFullAccess(role?.isFullAccess ?? false);
    setScopeList(role?.scopeList ?? []);
    setError(undefined);
  }, [opened, role]);

  const submit = () => {
    const parsed = defaultRoleRequest.safeParse({ name, scopeList, isFullAccess });
    if (!parsed.success) return setError('Name is required');
    save.mutate(
      { id: role?.id ?? null, body: parsed.data },
      {
        onSuccess: (answer) => {
          onClose();
          void offer(answer as TemplateAnswer<{ id: number; name: string }>);
        },
      },
    );
  };

  return (
    <DialogShell
      opened={opened}
      onClose={onClose}
      title={role ? 'Edit default role' : 'Create default role'}
      icon={<IconShieldLock size={20} aria-hidden />}
      size="lg"
      submitActions={
        <>
          <DialogCancelButton />
          <Button onClick={submit} loading={save.isPending}>
            Save
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <TextInput label="Name" required maxLength={100} value={name} error={error} onChange={(e) => setName(e.currentTarget.value)} />
        <Switch label="Full access (every scope, now and later)" checked={isFullAccess} onChange={(e) => setFullAccess(e.currentTarget.checked)} />
        <Text size="sm" fw={600}>
          Scopes
        </Text>
        <ScopePicker value={scopeList} onChange={setScopeList} isDisabled={isFullAccess} />
      </Stack>
    </DialogShell>
  );
}

/** Developer > Default roles: role templates copied into every new company. */
export function DefaultRolesPage() {
  const [dialog, setDialog] = useState<{ role: DefaultRoleRow | null } | null>(null);
  const create = () => setDialog({ role: null });
  return (
    <>
      <PageHeader
        title="Default Roles"
        description="Roles every new company starts with. A changed role can be applied to the companies that never changed their copy."
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={create}>
            Create default role
          </Button>
        }
      />
      <DataTable<DefaultRoleRow>
        tableKey="default-role"
        apiUrl={DEFAULT_ROLE_URL}
        emptyState={{
          text: 'No default roles yet: new companies start with their Owner role only.',
          action: (
            <Button size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={create}>
              Create default role
            </Button>
          ),
        }}
        renderCell={{ scopeList: (row) => (row.isFullAccess ? 'Every scope' : `${row.scopeList.length} scope${row.scopeList.length === 1 ? '' : 's'}`) }}
        renderActions={(row) => (
          <Group gap={4} wrap="nowrap" justify="flex-end">
            <ApplyButton url={DEFAULT_ROLE_URL} id={row.id} name={row.name} />
            <EditButton name={row.name} onClick={() => setDialog({ role: row })} />
          </Group>
        )}
      />
      <DefaultRoleDialog opened={dialog !== null} role={dialog?.role ?? null} onClose={() => setDialog(null)} />
    </>
  );
}

function DefaultUserLevelDialog({ opened, level, onClose }: { opened: boolean; level: DefaultUserLevelRow | null; onClose: () => void }) {
  const [name, setName] = useState('');
  const [value, setValue] = useState<number | string>(1);
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<{ name?: string; level?: string }>({});
  const save = useSaveTemplate<{ name: string; level: number; description: string }>(DEFAULT_USER_LEVEL_URL);
  const offer = useOfferApply(DEFAULT_USER_LEVEL_URL);

  useEffect(() => {
    if (!opened) return;
    setName(level?.name ?? '');
    setValue(level?.level ?? 1);
    setDescription(level?.description ?? '');
    setErrors({});
  }, [opened, level]);

  const submit = () => {
    const parsed = defaultUserLevelRequest.safeParse({ name, level: value === '' ? undefined : value, description });
    if (!parsed.success) {
      const paths = parsed.error.issues.map((i) => i.path[0]);
      return setErrors({
        name: paths.includes('name') ? 'Name is required' : undefined,
        level: paths.includes('level') ? 'Level is a whole number from 0 to 100' : undefined,
      });
    }
    save.mutate(
      { id: level?.id ?? null, body: parsed.data },
      {
        onSuccess: (answer) => {
          onClose();
          void offer(answer as TemplateAnswer<{ id: number; name: string }>);
        },
      },
    );
  };

  return (
    <DialogShell
      opened={opened}
      onClose={onClose}
      title={level ? 'Edit default user level' : 'Create default user level'}
      icon={<IconStairs size={20} aria-hidden />}
      size="sm"
      submitActions={
        <>
          <DialogCancelButton />
          <Button onClick={submit} loading={save.isPending}>
            Save
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <TextInput label="Name" required maxLength={100} value={name} error={errors.name} onChange={(e) => setName(e.currentTarget.value)} />
        <NumberInput label="Level" required min={0} max={100} allowDecimal={false} value={value} error={errors.level} onChange={setValue} />
        <Textarea label="Description" maxLength={500} autosize minRows={2} value={description} onChange={(e) => setDescription(e.currentTarget.value)} />
      </Stack>
    </DialogShell>
  );
}

/** Developer > Default user levels: user level templates copied into every new company. */
export function DefaultUserLevelsPage() {
  const [dialog, setDialog] = useState<{ level: DefaultUserLevelRow | null } | null>(null);
  const create = () => setDialog({ level: null });
  return (
    <>
      <PageHeader
        title="Default User Levels"
        description="User levels every new company starts with. A changed level can be applied to the companies that never changed their copy."
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={create}>
            Create default user level
          </Button>
        }
      />
      <DataTable<DefaultUserLevelRow>
        tableKey="default-user-level"
        apiUrl={DEFAULT_USER_LEVEL_URL}
        emptyState={{
          text: 'No default user levels yet: new companies start without user levels.',
          action: (
            <Button size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={create}>
              Create default user level
            </Button>
          ),
        }}
        renderActions={(row) => (
          <Group gap={4} wrap="nowrap" justify="flex-end">
            <ApplyButton url={DEFAULT_USER_LEVEL_URL} id={row.id} name={row.name} />
            <EditButton name={row.name} onClick={() => setDialog({ level: row })} />
          </Group>
        )}
      />
      <DefaultUserLevelDialog opened={dialog !== null} level={dialog?.level ?? null} onClose={() => setDialog(null)} />
    </>
  );
}
