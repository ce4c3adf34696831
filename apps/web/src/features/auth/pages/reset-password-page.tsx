import { PASSWORD_HINT, resetPasswordRequest } from '@haligi/shared';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, ThemeIcon } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { validateWith } from '../../../lib/form-validation';
import { useCommonPasswords } from '../../../lib/use-common-passwords';
import { useResetPassword } from '../api/password-reset';
import { AuthCard } from '../components/auth-card';
import { BackToSignIn } from './forgot-password-page';

const passwordOnly = resetPasswordRequest.pick({ password: true });
type NewPassword = { password: string };

/** /reset-password/:token: the mailed link; sets the new password, then sends the user to sign in. */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const reset = useResetPassword();
  // A new password is chosen here: the common-password list loads with this page.
  useCommonPasswords();
  const form = useForm<NewPassword>({
    initialValues: { password: '' },
    validate: validateWith<NewPassword>(passwordOnly, { password: 'New password' }),
  });

  if (reset.isSuccess) {
    return (
      <AuthCard title="Password changed">
        <Group wrap="nowrap" align="flex-start" gap="md" role="status">
          <ThemeIcon size={40} radius="xl" variant="light" color="green" aria-hidden>
            <IconCircleCheck size={24} />
          </ThemeIcon>
          <Text pt={8}>{reset.data.message}</Text>
        </Group>
        <Button component={Link} to="/login" fullWidth size="md">
          Sign in
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a new password" subtitle="Your other sessions will be signed out." footer={<BackToSignIn />}>
      <form onSubmit={form.onSubmit(({ password }) => reset.mutate({ token, password }))} noValidate>
        <Stack gap="md">
          {reset.isError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" title="Password not changed">
              <Stack gap={4}>
                <Text size="sm">{reset.error.message}</Text>
                <Anchor component={Link} to="/forgot-password" size="sm" fw={600}>
                  Ask for a new link
                </Anchor>
              </Stack>
            </Alert>
          )}
          <PasswordInput label="New password" description={PASSWORD_HINT} autoComplete="new-password" required {...form.getInputProps('password')} />
          <Button type="submit" fullWidth size="md" loading={reset.isPending}>
            Set the new password
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
