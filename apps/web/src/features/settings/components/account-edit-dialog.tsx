import { Button, Stack, Text } from '@mantine/core';
import { IconUserCog } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';
import { SelectField } from '../../../components/select-field';
import { useUpdateAccount, type AccountRow } from '../api/accounts';

export interface AccountEditDialogProps {
  account: AccountRow | null;
  onClose: () => void;
}

/** Changes a user's role, user level and branch (PATCH /account/:id). */
export function AccountEditDialog({ account, onClose }: AccountEditDialogProps) {
  const [roleId, setRoleId] = useState<number | null>(null);
  // 0 is the "No user level" choice.
  const [userLevelId, setUserLevelId] = useState<number>(0);
  // 0 is the "No branch" choice; the branch limits a BY_BRANCH user's manpower screens.
  const [branchId, setBranchId] = useState<number>(0);
  const update = useUpdateAccount();

  useEffect(() => {
    if (account) {
      setRoleId(account.roleId);
      setUserLevelId(account.userLevelId ?? 0);
      setBranchId(account.branchId ?? 0);
    }
  }, [account]);

  const save = () => {
    if (!account || !roleId) return;
    update.mutate({ id: account.id, roleId, userLevelId: userLevelId || null, branchId: branchId || null }, { onSuccess: onClose });
  };

  return (
    <DialogShell
      opened={!!account}
      onClose={onClose}
      title="Change role, user level and branch"
      icon={<IconUserCog size={20} aria-hidden />}
      size="sm"
      submitActions={
        <>
          <DialogCancelButton />
          <Button onClick={save} loading={update.isPending} disabled={!roleId}>
            Save
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <Text size="sm">
          {account?.name} ({account?.email})
        </Text>
        <SelectField
          label="Role"
          required
          apiUrl="/select-box/role-list"
          value={roleId}
          onChange={(value) => setRoleId(value === null ? null : Number(value))}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <SelectField
          label="User level"
          apiUrl="/select-box/user-level-list"
          nullOptionLabel="No user level"
          value={userLevelId}
          onChange={(value) => setUserLevelId(Number(value ?? 0))}
          allowDeselect={false}
        />
        <SelectField
          label="Branch"
          apiUrl="/select-box/branch-list"
          nullOptionLabel="No branch"
          value={branchId}
          onChange={(value) => setBranchId(Number(value ?? 0))}
          allowDeselect={false}
        />
      </Stack>
    </DialogShell>
  );
}
