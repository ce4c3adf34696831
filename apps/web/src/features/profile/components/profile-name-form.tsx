import { profileRequest, type AccountInformation } from '@haligi/shared';
import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { validateWith } from '../../../lib/form-validation';
import { notify } from '../../../lib/notify';
import { useUpdateProfile, type UpdateProfileRequest } from '../api/update-profile';

const LABELS = { firstName: 'First name', lastName: 'Last name' };

export function ProfileNameForm({ account }: { account: AccountInformation }) {
  const update = useUpdateProfile();
  const form = useForm<UpdateProfileRequest>({
    initialValues: { firstName: account.firstName, lastName: account.lastName },
    validate: validateWith<UpdateProfileRequest>(profileRequest, LABELS),
  });

  // A change pushed from elsewhere shows here unless the user is mid-edit.
  const { firstName, lastName } = account;
  useEffect(() => {
    if (form.isDirty()) return;
    form.setValues({ firstName, lastName });
    form.resetDirty({ firstName, lastName });
    // The form object is stable; only the account names are followed.
  }, [firstName, lastName]);

  const submit = form.onSubmit((values) =>
    update.mutate(values, {
      onSuccess: (answer) => {
        form.resetDirty(values);
        notify({ type: 'positive', position: 'top', message: answer.message });
      },
    }),
  );

  return (
    <Card padding="lg">
      <form onSubmit={submit} noValidate aria-labelledby="profile-name-heading">
        <Stack gap="md">
          <div>
            <Title order={2} size="h4" id="profile-name-heading">
              Your name
            </Title>
            <Text size="sm" c="dimmed">
              How you appear to colleagues in {account.company.name}.
            </Text>
          </div>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label={LABELS.firstName} autoComplete="given-name" required {...form.getInputProps('firstName')} />
            <TextInput label={LABELS.lastName} autoComplete="family-name" required {...form.getInputProps('lastName')} />
          </SimpleGrid>
          <TextInput label="Email" value={account.email} readOnly disabled />
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
              Save name
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
