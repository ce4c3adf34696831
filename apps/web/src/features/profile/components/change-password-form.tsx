import { PASSWORD_HINT, changePasswordRequest } from '@haligi/shared';
import { Button, Card, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { validateWith } from '../../../lib/form-validation';
import { useCommonPasswords } from '../../../lib/use-common-passwords';
import { notify } from '../../../lib/notify';
import { useChangePassword } from '../api/change-password';

interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const LABELS = { currentPassword: 'Current password', newPassword: 'New password', confirmPassword: 'Confirm new password' };
const validateRequest = validateWith<ChangePasswordValues>(changePasswordRequest, LABELS);

export function ChangePasswordForm() {
  useCommonPasswords();
  const change = useChangePassword();
  const form = useForm<ChangePasswordValues>({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: (values) => ({
      ...validateRequest(values),
      ...(values.confirmPassword !== values.newPassword ? { confirmPassword: 'The passwords do not match' } : {}),
    }),
  });

  const submit = form.onSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: (answer) => {
          form.reset();
          notify({ type: 'positive', position: 'top', message: answer.message });
        },
      },
    ),
  );

  return (
    <Card padding="lg">
      <form onSubmit={submit} noValidate aria-labelledby="change-password-heading">
        <Stack gap="md">
          <div>
            <Title order={2} size="h4" id="change-password-heading">
              Change password
            </Title>
            <Text size="sm" c="dimmed">
              Your other signed-in devices are signed out; this one stays signed in.
            </Text>
          </div>
          <PasswordInput label={LABELS.currentPassword} autoComplete="current-password" required {...form.getInputProps('currentPassword')} />
          <PasswordInput
            label={LABELS.newPassword}
            description={PASSWORD_HINT}
            autoComplete="new-password"
            required
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput label={LABELS.confirmPassword} autoComplete="new-password" required {...form.getInputProps('confirmPassword')} />
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
