import { Button, Group, Paper, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { inviteRequest } from '@haligi/shared';
import { useState, type FormEvent } from 'react';
import { SelectField } from '../../../components/select-field';
import { useCreateInvitation } from '../api/invitations';

/** Email and role; the server mails the invitation link (POST /invitation). */
export function InviteForm() {
  const [email, setEmail] = useState('');
  const [roleId, setRoleId] = useState<number | null>(null);
  const [errors, setErrors] = useState<{ email?: string; roleId?: string }>({});
  const create = useCreateInvitation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = inviteRequest.safeParse({ email, roleId });
    if (!parsed.success) {
      const issues = parsed.error.issues;
      setErrors({
        email: issues.find((i) => i.path[0] === 'email') ? 'Enter a valid email address' : undefined,
        roleId: issues.find((i) => i.path[0] === 'roleId') ? 'Choose a role' : undefined,
      });
      return;
    }
    setErrors({});
    create.mutate(parsed.data, { onSuccess: () => setEmail('') });
  };

  return (
    <Paper withBorder p="md" mb="lg" component="form" onSubmit={submit} noValidate aria-label="Invite a user">
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label="Email"
          type="email"
          required
          placeholder="name@company.ph"
          value={email}
          error={errors.email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          w={{ base: '100%', sm: 280 }}
        />
        <SelectField
          label="Role"
          required
          apiUrl="/select-box/role-list"
          value={roleId}
          error={errors.roleId}
          onChange={(value) => setRoleId(value === null ? null : Number(value))}
          allowDeselect={false}
          w={{ base: '100%', sm: 220 }}
        />
        <Button type="submit" mt={{ base: 0, sm: 25 }} leftSection={<IconSend size={16} aria-hidden />} loading={create.isPending}>
          Send invitation
        </Button>
      </Group>
    </Paper>
  );
}
