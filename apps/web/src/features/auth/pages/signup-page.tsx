import { PASSWORD_HINT, signupRequest, type SignupRequest } from '@haligi/shared';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { validateWith } from '../../../lib/form-validation';
import { useCommonPasswords } from '../../../lib/use-common-passwords';
import { useSignup } from '../api/signup';
import { AuthCard } from '../components/auth-card';
import { ResendVerification } from '../components/resend-verification';

const LABELS = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  password: 'Password',
  companyName: 'Company name',
};

export function SignupPage() {
  useCommonPasswords();
  const signup = useSignup();
  const form = useForm<SignupRequest>({
    initialValues: { firstName: '', lastName: '', email: '', password: '', companyName: '' },
    validate: validateWith<SignupRequest>(signupRequest, LABELS),
  });

  if (signup.isSuccess) {
    return (
      <AuthCard title="Check your email" footer={<SignInLink />}>
        <Group wrap="nowrap" align="flex-start" gap="md">
          <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
            <IconMailCheck size={24} />
          </ThemeIcon>
          <Stack gap={6}>
            <Text>{signup.data.message}</Text>
            <Text size="sm" c="dimmed">
              We sent a verification link to <strong>{form.values.email}</strong>. Open it, then sign in.
            </Text>
          </Stack>
        </Group>
        <Text size="sm" c="dimmed" mt="md" mb="xs">
          No mail after a few minutes? Check your spam folder, or ask for a new link.
        </Text>
        <ResendVerification email={form.values.email} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Create your account" subtitle="Set up your company workspace in a minute." footer={<SignInLink prefix="Already have an account?" />}>
      <form onSubmit={form.onSubmit((values) => signup.mutate(values))} noValidate>
        <Stack gap="md">
          {signup.isError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" title="Sign up failed">
              {signup.error.message}
            </Alert>
          )}
          <Group grow gap="sm" align="flex-start" preventGrowOverflow={false} wrap="wrap">
            <TextInput label={LABELS.firstName} autoComplete="given-name" required miw={150} {...form.getInputProps('firstName')} />
            <TextInput label={LABELS.lastName} autoComplete="family-name" required miw={150} {...form.getInputProps('lastName')} />
          </Group>
          <TextInput label={LABELS.companyName} autoComplete="organization" required {...form.getInputProps('companyName')} />
          <TextInput label={LABELS.email} type="email" autoComplete="email" required {...form.getInputProps('email')} />
          <PasswordInput
            label={LABELS.password}
            description={PASSWORD_HINT}
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          <Button type="submit" fullWidth size="md" loading={signup.isPending}>
            Create account
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}

function SignInLink({ prefix }: { prefix?: string }) {
  return (
    <>
      {prefix && `${prefix} `}
      <Anchor component={Link} to="/login" fw={600}>
        Sign in
      </Anchor>
    </>
  );
}
