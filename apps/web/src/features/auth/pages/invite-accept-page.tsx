import { PASSWORD_HINT, acceptInviteRequest, DASHBOARD_PATH, type AcceptInviteRequest, formatDisplayDate } from '@haligi/shared';
import { Alert, Button, Group, Loader, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { validateWith } from '../../../lib/form-validation';
import { useCommonPasswords } from '../../../lib/use-common-passwords';
import { notify } from '../../../lib/notify';
import { useAcceptInvite, useInvitation } from '../api/invitation';
import { AuthCard } from '../components/auth-card';

type AcceptInviteForm = Omit<AcceptInviteRequest, 'token'>;
const LABELS = { firstName: 'First name', lastName: 'Last name', password: 'Password' };

/** /invite/:token: who invited you and as what; accepting creates the account and signs in. */
export function InviteAcceptPage() {
  useCommonPasswords();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const invitation = useInvitation(token);
  const accept = useAcceptInvite();
  const form = useForm<AcceptInviteForm>({
    initialValues: { firstName: '', lastName: '', password: '' },
    validate: (values) => validateWith<AcceptInviteRequest>(acceptInviteRequest, LABELS)({ ...values, token }),
  });

  if (invitation.isPending) {
    return (
      <AuthCard title="Accept invitation">
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>Loading your invitation…</Text>
        </Group>
      </AuthCard>
    );
  }

  if (invitation.isError) {
    return (
      <AuthCard title="Invitation unavailable">
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {invitation.error.message}
        </Alert>
        <Button component={Link} to="/login" fullWidth size="md">
          Go to sign in
        </Button>
      </AuthCard>
    );
  }

  const { companyName, roleName, email, expiresAt } = invitation.data;
  const submit = form.onSubmit((values) =>
    accept.mutate(
      { ...values, token },
      {
        onSuccess: (answer) => {
          notify({ type: 'positive', position: 'top', message: answer.message });
          navigate(DASHBOARD_PATH, { replace: true });
        },
      },
    ),
  );

  return (
    <AuthCard
      title={`Join ${companyName}`}
      subtitle={
        <>
          You were invited as <strong>{roleName}</strong> with {email}. The invitation expires on {formatDisplayDate(expiresAt)}.
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {accept.isError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" title="Could not accept">
              {accept.error.message}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput label={LABELS.firstName} autoComplete="given-name" required {...form.getInputProps('firstName')} />
            <TextInput label={LABELS.lastName} autoComplete="family-name" required {...form.getInputProps('lastName')} />
          </SimpleGrid>
          <TextInput label="Email" value={email} readOnly disabled />
          <PasswordInput
            label={LABELS.password}
            description={PASSWORD_HINT}
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          <Button type="submit" fullWidth size="md" loading={accept.isPending}>
            Accept and sign in
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
