import { Button, Center, Loader, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { roleRequest } from '@haligi/shared';
import { useEffect, useState } from 'react';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';
import { SelectField } from '../../../components/select-field';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import { useRole, useSaveRole } from '../api/roles';
import { ScopePicker } from './scope-picker';

export interface RoleDialogProps {
  opened: boolean;
  /** null creates a role. */
  roleId: number | null;
  onClose: () => void;
}

interface RoleForm {
  name: string;
  /** 0 is "No role group". */
  roleGroupId: number;
  isFullAccess: boolean;
  scopeList: string[];
}

const EMPTY: RoleForm = { name: '', roleGroupId: 0, isFullAccess: false, scopeList: [] };

/** Create or edit a role: name, role group, full access and its scopes. */
export function RoleDialog({ opened, roleId, onClose }: RoleDialogProps) {
  const role = useRole(opened ? roleId : null);
  const save = useSaveRole();
  const [form, setForm] = useState<RoleForm>(EMPTY);
  const [nameError, setNameError] = useState<string>();

  useEffect(() => {
    if (!opened) return;
    setNameError(undefined);
    if (roleId === null) setForm(EMPTY);
    else if (role.data)
      setForm({
        name: role.data.name,
        roleGroupId: role.data.roleGroupId ?? 0,
        isFullAccess: role.data.isFullAccess,
        scopeList: role.data.scopeList,
      });
  }, [opened, roleId, role.data]);

  const submit = () => {
    const parsed = roleRequest.safeParse({ ...form, roleGroupId: form.roleGroupId || null });
    if (!parsed.success) {
      setNameError('Name is required');
      return;
    }
    save.mutate({ id: roleId, body: parsed.data }, { onSuccess: onClose });
  };

  const isLoading = roleId !== null && role.isPending;
  return (
    <DialogShell
      opened={opened}
      onClose={onClose}
      title={roleId === null ? 'Create role' : 'Edit role'}
      icon={<IconShieldLock size={20} aria-hidden />}
      size="lg"
      isPersistent
      submitActions={
        <>
          <DialogCancelButton />
          <Button onClick={submit} loading={save.isPending} disabled={isLoading}>
            {roleId === null ? 'Create role' : 'Save role'}
          </Button>
        </>
      }
    >
      {isLoading ? (
        <Center py="xl">
          <Loader size="sm" role="status" aria-label="Loading role" />
        </Center>
      ) : (
        <Stack gap="sm">
          <TextInput
            label="Role name"
            required
            maxLength={100}
            value={form.name}
            error={nameError}
            onChange={(event) => setForm({ ...form, name: event.currentTarget.value })}
          />
          <SelectField
            label="Role group"
            apiUrl="/select-box/role-group-list"
            nullOptionLabel="No role group"
            value={form.roleGroupId}
            onChange={(value) => setForm((current) => ({ ...current, roleGroupId: Number(value ?? 0) }))}
            allowDeselect={false}
          />
          <Switch
            label="Full access"
            description="Holders reach every screen, whatever scopes are ticked."
            checked={form.isFullAccess}
            onChange={(event) => setForm({ ...form, isFullAccess: event.currentTarget.checked })}
          />
          <Text size="sm" fw={600} mt="xs">
            Scopes{' '}
            <Text span size="sm" c={MUTED_TEXT_COLOR} fw={400}>
              ({form.scopeList.length} chosen)
            </Text>
          </Text>
          <ScopePicker
            value={form.scopeList}
            onChange={(scopeList) => setForm((current) => ({ ...current, scopeList }))}
            isDisabled={form.isFullAccess}
          />
        </Stack>
      )}
    </DialogShell>
  );
}
