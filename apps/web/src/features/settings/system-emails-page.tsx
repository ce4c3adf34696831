import { Tabs } from '@mantine/core';
import { IconInbox, IconTemplate } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { MailOutbox } from '../../components/mail-outbox';
import { PageHeader } from '../../components/page-header';
import { MailTemplates } from './mail-templates';

/** Settings > System emails: the mails the system sent for this company, and their templates. */
export function SystemEmailsPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'templates' ? 'templates' : 'outbox';
  return (
    <>
      <PageHeader title="System Emails" description="Mails the system sent for your company, newest first, and the templates they are written from." />
      <Tabs value={tab} onChange={(value) => setParams(value === 'templates' ? { tab: 'templates' } : {}, { replace: true })} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="outbox" leftSection={<IconInbox size={16} aria-hidden />}>
            Outbox
          </Tabs.Tab>
          <Tabs.Tab value="templates" leftSection={<IconTemplate size={16} aria-hidden />}>
            Templates
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="outbox">
          <MailOutbox apiUrl="/settings/system-emails" />
        </Tabs.Panel>
        <Tabs.Panel value="templates">
          <MailTemplates />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
