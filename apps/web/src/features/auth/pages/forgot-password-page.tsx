import { forgotPasswordRequest, type ForgotPasswordRequest } from '@haligi/shared';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { validateWith } from '../../../lib/form-validation';
import { useForgotPassword } from '../api/password-reset';
import { AuthCard } from '../components/auth-card';

/** /forgot-password: asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const form = useForm<ForgotPasswordRequest>({
    initialValues: { email: '' },
    validate: validateWith<ForgotPasswordRequest>(forgotPasswordRequest, { email: 'Email' }),
  });

  if (forgot.isSuccess) {
    return (
      <AuthCard title="Check your email" footer={<BackToSignIn />}>
        <Group wrap="nowrap" align="flex-start" gap="md" role="status">
          <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
            <IconMailCheck size={24} />
          </ThemeIcon>
          <Stack gap={6}>
            <Text>{forgot.data.message}</Text>
            <Text size="sm" c="dimmed">
              Sent to <strong>{forgot.variables?.email}</strong>. No mail after a few minutes? Check your spam folder.
            </Text>
          </Stack>
        </Group>
        <Button variant="light" onClick={() => forgot.reset()}>
          Use another email
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Forgot your password?" subtitle="Enter the email you sign in with. We will send you a link to choose a new password." footer={<BackToSignIn />}>
      <form onSubmit={form.onSubmit((values) => forgot.mutate(values))} noValidate>
        <Stack gap="md">
          {forgot.isError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" title="The link was not sent">
              {forgot.error.message}
            </Alert>
          )}
          <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
          <Button type="submit" fullWidth size="md" loading={forgot.isPending}>
            Send the reset link
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}

export function BackToSignIn() {
  return (
    <>
      Remembered it?{' '}
      <Anchor component={Link} to="/login" fw={600}>
        Back to sign in
      </Anchor>
    </>
  );
}
