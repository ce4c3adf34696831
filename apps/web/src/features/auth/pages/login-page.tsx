import { INACTIVE_ACCOUNT_PATH, loginRequest, showsConnectionPicker, type LoginRequest } from '@haligi/shared';
import { Alert, Anchor, Button, Divider, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api';
import { storage } from '../../../lib/storage';
import { validateWith } from '../../../lib/form-validation';
import { useLogin } from '../api/login';
import { AuthCard } from '../components/auth-card';
import { ConnectionSelect } from '../components/connection-select';
import { ResendVerification } from '../components/resend-verification';

/** The server refuses a deactivated account with 403 and a message naming it inactive. */
const isInactiveAccountError = (error: unknown) =>
  error instanceof ApiError && error.statusCode === 403 && /inactive/i.test(error.message);

/** The server refuses an unverified account with 403 asking to verify the email first. */
const isUnverifiedError = (error: unknown) => error instanceof ApiError && error.statusCode === 403 && /verify your email/i.test(error.message);

/**
 * Sign In (/ and /login). On success the route guard moves the now signed-in user on: to the
 * `?redirect=` path when there is one, else the dashboard.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const { search, state } = useLocation();
  // Why the app signed the user out, when it did (a suspended company, decision 0070).
  const signedOutReason = (state as { message?: string } | null)?.message ?? null;
  const login = useLogin();
  // Developers only (decision 0030); decided once, so signing in does not make it appear mid-page.
  const [withConnections] = useState(() =>
    showsConnectionPicker({ search, developerDevice: storage.isDeveloperDevice(), selectedConnection: storage.getSelectedConnection() }),
  );
  const form = useForm<LoginRequest>({
    initialValues: { email: '', password: '' },
    validate: validateWith<LoginRequest>(loginRequest, { email: 'Email', password: 'Password' }),
  });

  const submit = form.onSubmit((values) =>
    login.mutate(values, {
      onError: (error) => {
        if (isInactiveAccountError(error)) {
          navigate(INACTIVE_ACCOUNT_PATH, { state: { message: error.message } });
        }
      },
    }),
  );

  return (
    <AuthCard
      title="Sign in"
      subtitle="Welcome back. Sign in to your company workspace."
      footer={
        <>
          New to Haligi?{' '}
          <Anchor component={Link} to="/signup" fw={600}>
            Create an account
          </Anchor>
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {signedOutReason && !login.isError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" title="You were signed out">
              {signedOutReason}
            </Alert>
          )}
          {login.isError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" title="Sign in failed">
              {login.error.message}
            </Alert>
          )}
          {isUnverifiedError(login.error) && <ResendVerification email={login.variables?.email ?? form.values.email} />}
          <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
          <Stack gap={6}>
            <PasswordInput label="Password" autoComplete="current-password" required {...form.getInputProps('password')} />
            <Group justify="flex-end">
              <Anchor component={Link} to="/forgot-password" size="sm" fw={600}>
                Forgot password?
              </Anchor>
            </Group>
          </Stack>
          <Button type="submit" fullWidth size="md" loading={login.isPending}>
            Sign in
          </Button>
          {withConnections && (
            <>
              <Divider />
              <ConnectionSelect />
            </>
          )}
        </Stack>
      </form>
    </AuthCard>
  );
}
