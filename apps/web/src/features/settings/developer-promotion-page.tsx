import { OTP_MESSAGES, OTP_TTL_MINUTES } from '@haligi/shared';
import { Alert, Button, Card, Group, PinInput, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { IconCircleCheck, IconMailForward, IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { MUTED_TEXT_COLOR, PageHeader } from '../../components/page-header';
import { api, ApiError } from '../../lib/api';
import { refreshAccount, useAccount } from '../../lib/session';

type Answer = { message: string };
const errorText = (error: unknown) => (error instanceof ApiError ? error.message : 'Something went wrong. Try again.');

/**
 * Settings > Developer promotion: ask the installation's developers for a code, then enter it to
 * become a developer (decision 0064). Refusals are shown on the page, where the next step is.
 */
export function DeveloperPromotionPage() {
  const account = useAccount();
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const request = useMutation({ mutationFn: () => api<Answer>('POST', '/otp/developer-promotion/request'), onSuccess: (answer) => setSent(answer.message), meta: { skipErrorDialog: true } });
  const verify = useMutation({
    mutationFn: (otp: string) => api<Answer>('POST', '/otp/developer-promotion/verify', { body: { otp } }),
    onSuccess: async () => {
      await refreshAccount().catch(() => undefined);
    },
    meta: { skipErrorDialog: true },
  });

  if (account.isDeveloper || verify.isSuccess) {
    return (
      <>
        <PageHeader title="Developer Promotion" description="Developers see every company's outbox, jobs and users, and the screens still being built." />
        <Alert color="teal" icon={<IconCircleCheck size={18} aria-hidden />} maw={640} data-testid="promotion-result" role="status">
          <Text fw={700}>{verify.isSuccess ? OTP_MESSAGES.promoted : OTP_MESSAGES.alreadyDeveloper}</Text>
          <Text size="sm">
            The developer section is in the side navigation. <Link to="/member/developer/system-emails">Open the developer outbox</Link>.
          </Text>
        </Alert>
      </>
    );
  }

  return (
    <>
      <PageHeader title="Developer Promotion" description="Become a developer of this installation. A developer must agree: the code goes to them, never to you." />
      <Stack gap="md" maw={640}>
        <Card padding="md" component="section" aria-labelledby="promotion-step-1">
          <Text fw={700} id="promotion-step-1">
            1. Ask the developers for a code
          </Text>
          <Text size="sm" c={MUTED_TEXT_COLOR} mb="sm">
            Each developer gets a mail with a 6-digit code that works for {OTP_TTL_MINUTES} minutes. Ask one of them for it.
          </Text>
          <Group>
            <Button leftSection={<IconMailForward size={16} aria-hidden />} onClick={() => request.mutate()} loading={request.isPending}>
              {sent ? 'Send a new code' : 'Send code to developers'}
            </Button>
          </Group>
          {sent && (
            <Alert color="blue" mt="sm" data-testid="promotion-sent">
              {sent}
            </Alert>
          )}
          {request.isError && (
            <Alert color="red" mt="sm" role="alert" data-testid="promotion-error">
              {errorText(request.error)}
            </Alert>
          )}
        </Card>
        <Card padding="md" component="section" aria-labelledby="promotion-step-2">
          <Text fw={700} id="promotion-step-2">
            2. Enter the code
          </Text>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (code.length === 6) verify.mutate(code);
            }}
          >
            <Stack gap="sm" mt="xs">
              <PinInput length={6} type="number" oneTimeCode value={code} onChange={setCode} aria-label="Code" getInputProps={(index) => ({ 'aria-label': `Code digit ${index + 1}` })} />
              <Group>
                <Button type="submit" leftSection={<IconShieldCheck size={16} aria-hidden />} disabled={code.length !== 6} loading={verify.isPending}>
                  Verify and become a developer
                </Button>
              </Group>
              {verify.isError && (
                <Alert color="red" role="alert" data-testid="promotion-error">
                  {errorText(verify.error)}
                </Alert>
              )}
            </Stack>
          </form>
        </Card>
      </Stack>
    </>
  );
}
