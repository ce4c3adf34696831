import { MailOutbox } from '../../components/mail-outbox';
import { PageHeader } from '../../components/page-header';

/** Settings > System emails: the mails the system sent for this company. */
export function SystemEmailsPage() {
  return (
    <>
      <PageHeader title="System Emails" description="Mails the system sent for your company, newest first. Open one to read it." />
      <MailOutbox apiUrl="/settings/system-emails" />
    </>
  );
}
