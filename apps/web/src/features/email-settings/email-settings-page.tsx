import { EMAIL_PRESETS, EMAIL_PROVIDERS, emailConfigRequest, type EmailConfigAnswer, type EmailOutcome } from '@haligi/shared';
import { Alert, Button, Card, Group, Loader, NumberInput, PasswordInput, Select, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { IconCircleCheck, IconCircleX, IconPlugConnected, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useEmailConfig } from '../../components/email-compose';
import { LoadError } from '../../components/load-error';
import { MUTED_TEXT_COLOR, PageHeader } from '../../components/page-header';
import { ApiError } from '../../lib/api';
import { confirmAction } from '../../lib/confirm';
import { validateWith } from '../../lib/form-validation';
import { notify } from '../../lib/notify';
import { fetchEmailPreset, useDeleteEmailConfig, useSaveEmailConfig, useTestEmailConfig, type EmailConfigBody } from './api/email-settings-api';

interface FormValues {
  provider: string;
  fromName: string;
  fromEmail: string;
  smtpHost: string;
  smtpPort: number | string;
  smtpSecure: boolean;
  smtpUser: string;
  smtpPassword: string;
  imapHost: string;
  imapPort: number | string;
  imapSecure: boolean;
  imapUser: string;
  imapPassword: string;
}

const LABELS: Partial<Record<keyof FormValues, string>> = {
  fromName: 'Your name',
  fromEmail: 'Email address',
  smtpHost: 'SMTP server',
  smtpPort: 'Port',
  smtpUser: 'Username',
  smtpPassword: 'Password',
  imapHost: 'IMAP server',
  imapPort: 'Port',
  imapUser: 'Username',
  imapPassword: 'Password',
};

const PROVIDER_OPTIONS = EMAIL_PROVIDERS.map((provider) => ({ value: provider, label: EMAIL_PRESETS[provider].label }));

/** The provider whose preset the saved servers are, else "others". */
const providerOf = (config: EmailConfigAnswer) =>
  EMAIL_PROVIDERS.find((provider) => provider !== 'others' && EMAIL_PRESETS[provider].smtpHost === config.smtpHost && EMAIL_PRESETS[provider].imapHost === config.imapHost) ?? 'others';

function valuesOf(config: EmailConfigAnswer | null): FormValues {
  if (!config) {
    return { provider: '', fromName: '', fromEmail: '', smtpHost: '', smtpPort: 587, smtpSecure: false, smtpUser: '', smtpPassword: '', imapHost: '', imapPort: 993, imapSecure: true, imapUser: '', imapPassword: '' };
  }
  const { id, createdAt, updatedAt, smtpPasswordSet, imapPasswordSet, ...fields } = config;
  return { ...fields, provider: providerOf(config), smtpPassword: '', imapPassword: '' };
}

/** The form as the API takes it: numbers as numbers, a blank password left out (the saved one stays). */
function bodyOf(values: FormValues): EmailConfigBody {
  const { provider, smtpPassword, imapPassword, ...fields } = values;
  return {
    ...fields,
    smtpPort: Number(values.smtpPort),
    imapPort: Number(values.imapPort),
    ...(smtpPassword ? { smtpPassword } : {}),
    ...(imapPassword ? { imapPassword } : {}),
  };
}

export function EmailSettingsPage() {
  const config = useEmailConfig({ showErrors: false });
  return (
    <Stack gap="lg" maw={960}>
      <PageHeader title="Email settings" description="Connect your own mailbox: mail you send from Haligi leaves from it, and the email client reads it." />
      {config.isPending ? (
        <Group justify="center" py="xl">
          <Loader aria-label="Loading your email settings" />
        </Group>
      ) : config.isError ? (
        <LoadError what="email settings" error={config.error} onRetry={() => config.refetch()} isRetrying={config.isFetching} />
      ) : (
        <MailboxForm key={config.data?.updatedAt ?? 'new'} config={config.data} />
      )}
    </Stack>
  );
}

function MailboxForm({ config }: { config: EmailConfigAnswer | null }) {
  const save = useSaveEmailConfig();
  const remove = useDeleteEmailConfig();
  const test = useTestEmailConfig();
  const [testResult, setTestResult] = useState<EmailOutcome | null>(null);
  const [isLoadingPreset, setIsLoadingPreset] = useState(false);
  const isNew = !config;
  const validateAll = validateWith<FormValues>(emailConfigRequest, LABELS);
  const form = useForm<FormValues>({
    initialValues: valuesOf(config),
    validate: (values) => {
      const errors = validateAll({ ...values, smtpPort: Number(values.smtpPort), imapPort: Number(values.imapPort) } as FormValues);
      // A blank password keeps the saved one.
      if (config?.smtpPasswordSet && !values.smtpPassword) delete errors.smtpPassword;
      if (config?.imapPasswordSet && !values.imapPassword) delete errors.imapPassword;
      return errors;
    },
  });

  const choosePreset = async (provider: string | null) => {
    form.setFieldValue('provider', provider ?? '');
    if (!provider) return;
    setIsLoadingPreset(true);
    try {
      const preset = await fetchEmailPreset(provider);
      form.setValues({
        smtpHost: preset.smtpHost,
        smtpPort: preset.smtpPort,
        smtpSecure: preset.smtpSecure,
        imapHost: preset.imapHost,
        imapPort: preset.imapPort,
        imapSecure: preset.imapSecure,
      });
    } catch (error) {
      notify({ type: 'negative', position: 'top', message: error instanceof Error ? error.message : 'The provider settings could not be loaded' });
    } finally {
      setIsLoadingPreset(false);
    }
  };

  // The address usually doubles as the login: filled in while the username fields are empty.
  const fromEmailProps = form.getInputProps('fromEmail');
  const onFromEmailBlur = () => {
    const email = form.values.fromEmail.trim();
    if (!email) return;
    if (!form.values.smtpUser) form.setFieldValue('smtpUser', email);
    if (!form.values.imapUser) form.setFieldValue('imapUser', email);
  };

  const submit = form.onSubmit((values) =>
    save.mutate(
      { body: bodyOf(values), isNew },
      { onSuccess: (answer) => notify({ type: 'positive', position: 'top', message: answer.message }) },
    ),
  );

  const runTest = () => {
    setTestResult(null);
    const { fromName, fromEmail, ...servers } = bodyOf(form.values);
    test.mutate(servers, {
      onSuccess: (answer) => setTestResult(answer),
      onError: (error) => setTestResult({ success: false, message: error instanceof ApiError ? error.message : 'The connection could not be tested' }),
    });
  };

  const deleteConfig = async () => {
    const confirmed = await confirmAction({
      title: 'Delete email settings?',
      message: 'Mail from the lead page will leave from the company system address again, and the email client will stop reading your mailbox.',
      confirmLabel: 'Delete',
      isDanger: true,
    });
    if (!confirmed) return;
    remove.mutate(undefined, { onSuccess: (answer) => notify({ type: 'positive', position: 'top', message: answer.message }) });
  };

  const passwordPlaceholder = (isSet: boolean | undefined) => (isSet ? 'Password set: leave blank to keep it' : undefined);

  return (
    <form onSubmit={submit} noValidate aria-label="Mailbox settings">
      <Stack gap="lg">
        {isNew && (
          <Alert color="blue" variant="light" title="No mailbox connected yet">
            Choose your provider, enter your address and passwords, then test the connection and save.
          </Alert>
        )}
        <Card padding="lg" component="section" aria-labelledby="sender-heading">
          <Stack gap="sm">
            <div>
              <Title order={2} size="h4" id="sender-heading">
                Sender
              </Title>
              <Text size="sm" c={MUTED_TEXT_COLOR}>
                How your mail is signed. The provider fills in its server settings.
              </Text>
            </div>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Select
                label="Provider"
                placeholder="Choose your provider"
                data={PROVIDER_OPTIONS}
                value={form.values.provider || null}
                onChange={choosePreset}
                allowDeselect={false}
                rightSection={isLoadingPreset ? <Loader size="xs" aria-label="Loading the provider settings" /> : undefined}
              />
              <TextInput label={LABELS.fromName} autoComplete="name" {...form.getInputProps('fromName')} />
              <TextInput label={LABELS.fromEmail} type="email" autoComplete="email" required {...fromEmailProps} onBlur={(event) => {
                fromEmailProps.onBlur?.(event);
                onFromEmailBlur();
              }} />
            </SimpleGrid>
          </Stack>
        </Card>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <ServerSection form={form} prefix="smtp" title="Outgoing mail (SMTP)" description="The server your mail is sent through." passwordSet={config?.smtpPasswordSet} placeholder={passwordPlaceholder(config?.smtpPasswordSet)} />
          <ServerSection form={form} prefix="imap" title="Incoming mail (IMAP)" description="The server the email client reads your folders from." passwordSet={config?.imapPasswordSet} placeholder={passwordPlaceholder(config?.imapPasswordSet)} />
        </SimpleGrid>
        {testResult && (
          <Alert
            color={testResult.success ? 'green' : 'red'}
            variant="light"
            role={testResult.success ? 'status' : 'alert'}
            icon={testResult.success ? <IconCircleCheck size={18} aria-hidden /> : <IconCircleX size={18} aria-hidden />}
            // The success message names itself ("Connection successful: …"); a failure gets a title.
            title={testResult.success ? undefined : 'Connection failed'}
          >
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {testResult.message}
            </Text>
          </Alert>
        )}
        <Group justify="space-between" gap="sm">
          <Group gap="sm">
            {!isNew && (
              <Button variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={deleteConfig} loading={remove.isPending}>
                Delete
              </Button>
            )}
          </Group>
          <Group gap="sm">
            <Button variant="default" leftSection={<IconPlugConnected size={16} aria-hidden />} onClick={runTest} loading={test.isPending}>
              Test connection
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

interface ServerSectionProps {
  form: Pick<UseFormReturnType<FormValues>, 'getInputProps'>;
  prefix: 'smtp' | 'imap';
  title: string;
  description: string;
  passwordSet?: boolean;
  placeholder?: string;
}

function ServerSection({ form, prefix, title, description, passwordSet, placeholder }: ServerSectionProps) {
  const headingId = `${prefix}-heading`;
  const server = prefix.toUpperCase();
  return (
    <Card padding="lg" component="section" aria-labelledby={headingId} style={{ minWidth: 0 }}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          <Text size="sm" c={MUTED_TEXT_COLOR}>
            {description}
          </Text>
        </div>
        <TextInput label={`${server} server`} placeholder={`${prefix}.example.com`} required {...form.getInputProps(`${prefix}Host`)} />
        <Group grow align="flex-start" gap="sm">
          <NumberInput label="Port" aria-label={`${server} port`} min={1} max={65535} allowDecimal={false} required {...form.getInputProps(`${prefix}Port`)} />
          <Switch
            mt={32}
            label="SSL/TLS"
            aria-label={`${server} uses SSL/TLS from the start`}
            {...form.getInputProps(`${prefix}Secure`, { type: 'checkbox' })}
          />
        </Group>
        <TextInput label="Username" aria-label={`${server} username`} autoComplete="username" required {...form.getInputProps(`${prefix}User`)} />
        <PasswordInput
          label="Password"
          aria-label={`${server} password`}
          autoComplete="new-password"
          required={!passwordSet}
          placeholder={placeholder}
          description={passwordSet ? 'A password is saved.' : undefined}
          {...form.getInputProps(`${prefix}Password`)}
        />
      </Stack>
    </Card>
  );
}
